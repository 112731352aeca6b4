import { type ComponentProps, lazy, Suspense } from 'react'
import { cn } from './cn'

const Switcher = lazy(() => import('./language-switcher').then((module) => ({ default: module.LanguageSwitcher })))

/**
 * The language switcher, its code loaded on its own: the login page's first JavaScript stays within its budget
 * (docs/decisions/153). Until it has loaded, a space of its size keeps the page from moving.
 */
export function LanguageSwitcher(props: ComponentProps<typeof Switcher>) {
  return (
    <Suspense fallback={<div className={cn('h-9', props.className)} />}>
      <Switcher {...props} />
    </Suspense>
  )
}
