import { PermissionsBody, STAFF_PROFILE_MESSAGES, type StaffCustomerProfile } from '@wallet/shared/back-office/customers'
import { STAFF_TIMINGS } from '@/config/staff-timings'
import { type FormEvent, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Switch } from '@/components/ui/switch'
import { TextareaField } from '@/components/ui/textarea-field'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useSetPermissions } from '../api/customers'
import { detached } from '@/lib/detached'
import { type MessageId, useT } from '@/lib/i18n/use-t'

type Flag = 'can_send' | 'can_swap' | 'can_buy' | 'can_sell' | 'can_stake'

/** The five toggles of part 2 §2, in order, with what each controls. */
const TOGGLES: ReadonlyArray<{ flag: Flag; label: MessageId; hint: MessageId }> = [
  { flag: 'can_send', label: 'staffProfile.permissions.send', hint: 'staffProfile.permissions.sendHint' },
  { flag: 'can_swap', label: 'staffProfile.permissions.swap', hint: 'staffProfile.permissions.swapHint' },
  { flag: 'can_buy', label: 'staffProfile.permissions.buy', hint: 'staffProfile.permissions.buyHint' },
  { flag: 'can_sell', label: 'staffProfile.permissions.sell', hint: 'staffProfile.permissions.sellHint' },
  { flag: 'can_stake', label: 'staffProfile.permissions.stake', hint: 'staffProfile.permissions.stakeHint' },
]

export type PermissionProfile = Pick<StaffCustomerProfile, Flag | 'send_disabled_note' | 'swap_disabled_note'>

interface Draft {
  flags: Record<Flag, boolean>
  sendNote: string
  swapNote: string
}

function draftOf(profile: PermissionProfile): Draft {
  return {
    flags: { can_send: profile.can_send, can_swap: profile.can_swap, can_buy: profile.can_buy, can_sell: profile.can_sell, can_stake: profile.can_stake },
    sendNote: profile.can_send ? '' : (profile.send_disabled_note ?? ''),
    swapNote: profile.can_swap ? '' : (profile.swap_disabled_note ?? ''),
  }
}

const same = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b)

/** The request: a reason only for a disabled send or swap (null when enabled or left empty). */
export function permissionsBody(draft: Draft): PermissionsBody {
  return {
    permissions: { ...draft.flags },
    sendDisabledNote: draft.flags.can_send ? null : draft.sendNote.trim() || null,
    swapDisabledNote: draft.flags.can_swap ? null : draft.swapNote.trim() || null,
  }
}

/**
 * update-all-user-permissions: toggling marks the settings unsaved, Save Permissions is enabled only when something
 * changed, a disabled send or swap takes a reason the customer sees, and turning one back on clears its reason.
 */
export function PermissionSettings({ customerId, profile }: { customerId: string; profile: PermissionProfile }) {
  const saved = draftOf(profile)
  const [draft, setDraft] = useState(saved)
  const [base, setBase] = useState(saved)
  // The profile reloaded: follow it, unless there are changes not saved yet.
  if (!same(base, saved)) {
    setBase(saved)
    if (same(draft, base)) setDraft(saved)
  }
  const update = useSetPermissions(customerId)
  const success = useTimedMessage(STAFF_TIMINGS.generalBannerMs)
  const [error, setError] = useState<string | null>(null)
  const changed = !same(draft, saved)
  const t = useT()

  function toggle(flag: Flag, on: boolean) {
    setDraft((current) => ({
      flags: { ...current.flags, [flag]: on },
      sendNote: flag === 'can_send' && on ? '' : current.sendNote,
      swapNote: flag === 'can_swap' && on ? '' : current.swapNote,
    }))
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    setError(null)
    const parsed = PermissionsBody.safeParse(permissionsBody(draft))
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? STAFF_PROFILE_MESSAGES.updatePermissions)
    try {
      const answer = await update.mutateAsync(parsed.data)
      const stored: Draft = { flags: draft.flags, sendNote: parsed.data.sendDisabledNote ?? '', swapNote: parsed.data.swapDisabledNote ?? '' }
      setDraft(stored)
      success.show(answer.message || STAFF_PROFILE_MESSAGES.permissionsUpdated)
    } catch (cause) {
      success.clear()
      setError(errorMessage(cause, STAFF_PROFILE_MESSAGES.updatePermissions, NAMED_REFUSALS))
    }
  }

  return (
    <Card>
      <CardHeader
        title={t('staffProfile.permissions.title')}
        action={changed ? <Badge tone="yellow">{t('staffProfile.permissions.unsaved')}</Badge> : undefined}
      />
      <form noValidate onSubmit={detached(save)} className="space-y-4 p-5" aria-label={t('staffProfile.permissions.label')}>
        {success.message && <Banner tone="success">{success.message}</Banner>}
        {error && <Banner>{error}</Banner>}
        <div className="divide-y divide-white/5">
          {TOGGLES.map(({ flag, label, hint }) => (
            <div key={flag} className="py-1">
              <Switch label={t(label)} hint={t(hint)} checked={draft.flags[flag]} onCheckedChange={(on) => toggle(flag, on)} />
              {flag === 'can_send' && !draft.flags.can_send && (
                <TextareaField
                  className="pb-3"
                  label={t('staffProfile.permissions.sendReason')}
                  rows={2}
                  maxLength={500}
                  value={draft.sendNote}
                  onChange={(event) => setDraft((current) => ({ ...current, sendNote: event.target.value }))}
                />
              )}
              {flag === 'can_swap' && !draft.flags.can_swap && (
                <TextareaField
                  className="pb-3"
                  label={t('staffProfile.permissions.swapReason')}
                  rows={2}
                  maxLength={500}
                  value={draft.swapNote}
                  onChange={(event) => setDraft((current) => ({ ...current, swapNote: event.target.value }))}
                />
              )}
            </div>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={update.isPending} disabled={!changed}>
            {t('staffProfile.permissions.save')}
          </Button>
          {changed && (
            <Button variant="ghost" onClick={() => setDraft(saved)} disabled={update.isPending}>
              {t('staffProfile.permissions.discard')}
            </Button>
          )}
        </div>
      </form>
    </Card>
  )
}
