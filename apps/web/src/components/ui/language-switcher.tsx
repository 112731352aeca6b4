import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { LOCALES } from '@wallet/shared/locales'
import { chooseLocale } from '@/lib/i18n/choose-locale'
import { isPageLocale } from '@/lib/i18n/i18n'
import { useLocale, useT } from '@/lib/i18n/use-t'
import { cn } from './cn'
import { inputClasses } from './field'

/** Each language by its own name, as a reader of it looks for it (docs/decisions/153: not translated). */
const NAMES: Record<string, string> = { en: 'English', es: 'Español', ar: 'العربية', pseudo: 'Pseudo (ƥšéüđö)' }
// The pseudo-language is for developers: offered by the development server only.
const CHOICES = import.meta.env.DEV ? [...LOCALES, 'pseudo' as const] : LOCALES

/** The language switcher of the sign-in screens and of Settings: the page changes at once, the account keeps it. */
export function LanguageSwitcher({ className, showLabel = false }: { className?: string; showLabel?: boolean }) {
  const t = useT()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const id = useId()
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={showLabel ? 'text-[13px] font-medium text-slate-300' : 'sr-only'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        value={locale}
        disabled={busy}
        onChange={(event) => {
          const next = event.target.value
          if (!isPageLocale(next)) return
          setBusy(true)
          void chooseLocale(next, queryClient)
            .catch(() => undefined)
            .finally(() => setBusy(false))
        }}
        className={cn(inputClasses(false), 'h-9 w-auto py-0 pe-8 text-[13px]')}
        data-testid="language-switcher"
      >
        {CHOICES.map((choice) => (
          <option key={choice} value={choice} lang={choice === 'pseudo' ? 'en' : choice}>
            {NAMES[choice]}
          </option>
        ))}
      </select>
    </div>
  )
}
