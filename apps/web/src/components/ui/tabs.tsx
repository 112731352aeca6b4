import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import { directionOf } from '@wallet/shared/locales'
import { useLocale } from '@/lib/i18n/use-t'
import { cn } from './cn'

export interface TabItem {
  value: string
  label: ReactNode
  content: ReactNode
}

/**
 * Radix builds the ids that `aria-controls` and `aria-labelledby` point at from a tab's value: an id holds no
 * spaces, so a value like 'Payment Methods' goes to Radix as 'payment-methods'.
 */
const radixValue = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '-')

/** Tabs with arrow-key navigation between the triggers; the tab bar wraps on narrow screens. */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  label,
  className,
}: {
  items: TabItem[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** Names the tab list for assistive technology. */
  label: string
  className?: string
}) {
  // Radix sets dir="ltr" on its root unless told: the page's direction, so that Arabic panels read right to left.
  const dir = directionOf(useLocale())
  return (
    <RadixTabs.Root
      dir={dir}
      value={value === undefined ? undefined : radixValue(value)}
      defaultValue={radixValue(defaultValue ?? items[0]?.value ?? '')}
      onValueChange={(chosen) => {
        const item = items.find((candidate) => radixValue(candidate.value) === chosen)
        if (item) onValueChange?.(item.value)
      }}
      className={className}
    >
      <RadixTabs.List aria-label={label} className="mb-5 inline-flex max-w-full flex-wrap gap-1 rounded-xl border border-white/10 bg-white/[0.03] p-1">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={radixValue(item.value)}
            className={cn(
              'whitespace-nowrap rounded-lg px-3.5 py-2 text-sm font-medium text-slate-400 transition',
              'hover:text-slate-100 data-[state=active]:bg-white/10 data-[state=active]:text-white data-[state=active]:shadow-sm',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={radixValue(item.value)} className="outline-none">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
