import type { ActivityChange, ActivityValue } from '@wallet/shared/back-office/account-activity'
import type { Translate } from '@/lib/i18n/use-t'

/** A value of Account activity: as written (an amount, a status, a name), or a word of the catalogue. */
function valueText(t: Translate, value: ActivityValue): string {
  return 'text' in value ? value.text : t(`activity.value.${value.word}`)
}

/** One line of what changed, in the page's language: 'Amount: 1 → 2', 'Asset: BTC'. */
export function activityChangeLine(t: Translate, { field, before, after }: ActivityChange): string {
  const name = t(`activity.field.${field}`)
  return before
    ? t('activity.change.fromTo', { field: name, before: valueText(t, before), after: valueText(t, after) })
    : t('activity.change.value', { field: name, value: valueText(t, after) })
}
