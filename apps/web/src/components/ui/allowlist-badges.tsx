import type { AllowlistState, WithdrawalAddress } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import { formatDateTime } from '@/lib/format-date'
import { Badge } from './badge'

/**
 * Whether the allowlist is on, off, or waiting out its lock before it turns off (docs/decisions/037): the customer's
 * Settings and the staff profile say it alike; `onText` is what each says of a list that is on.
 */
export function AllowlistBadge({ state, onText = 'On' }: { state: AllowlistState; onText?: string }) {
  if (state.turnsOffAt) return <Badge tone="yellow">Turns off {formatDateTime(state.turnsOffAt)}</Badge>
  return <Badge tone={state.enabled ? 'green' : 'grey'}>{state.enabled ? onText : 'Off'}</Badge>
}

/** A saved address: waiting for the emailed code, locked until a time, or ready to send to. */
export function WithdrawalAddressBadge({ address }: { address: WithdrawalAddress }) {
  if (address.state === 'awaiting_confirmation') return <Badge tone="yellow">Awaiting email confirmation</Badge>
  if (address.state === 'locked') return <Badge tone="blue">Locked until {formatDateTime(address.usableAt)}</Badge>
  return <Badge tone="green">Ready</Badge>
}
