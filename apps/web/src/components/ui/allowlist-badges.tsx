import type { AllowlistState, WithdrawalAddress } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import { formatDateTime } from '@/lib/format-date'
import { Badge } from './badge'
import { useT } from '@/lib/i18n/use-t'

/**
 * Whether the allowlist is on, off, or waiting out its lock before it turns off (docs/decisions/037): the customer's
 * Settings and the staff profile say it alike; `onText` is what each says of a list that is on.
 */
export function AllowlistBadge({ state, onText }: { state: AllowlistState; onText?: string }) {
  const t = useT()
  if (state.turnsOffAt) return <Badge tone="yellow">{t('common.allowlistTurnsOff', { at: formatDateTime(state.turnsOffAt) })}</Badge>
  return <Badge tone={state.enabled ? 'green' : 'grey'}>{state.enabled ? (onText ?? t('common.on')) : t('common.off')}</Badge>
}

/** A saved address: waiting for the emailed code, locked until a time, or ready to send to. */
export function WithdrawalAddressBadge({ address }: { address: WithdrawalAddress }) {
  const t = useT()
  if (address.state === 'awaiting_confirmation') return <Badge tone="yellow">{t('common.awaitingEmail')}</Badge>
  if (address.state === 'locked') return <Badge tone="blue">{t('common.lockedUntil', { at: formatDateTime(address.usableAt) })}</Badge>
  return <Badge tone="green">{t('common.ready')}</Badge>
}
