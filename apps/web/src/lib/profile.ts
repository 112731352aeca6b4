import { queryOptions, useQuery } from '@tanstack/react-query'
import { lockTimeText } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import type { Profile } from '@wallet/shared/back-office/profile'
import { SEND_MESSAGES } from '@wallet/shared/money/wallets'
import { api } from './api-client'
import { type Translate, useMessageText, useT } from './i18n/use-t'

/** The signed-in customer's profile: KYC status and details, the can_* permissions with their notes, the dashboard note. */
export const profileQueries = {
  all: () => ['profile'] as const,
  current: () => queryOptions({ queryKey: profileQueries.all(), queryFn: () => api.GET('/api/profile') }),
}

export function useProfile() {
  return useQuery(profileQueries.current())
}

/**
 * While a recovery hold lasts (docs/decisions/122), what the send and withdrawal forms say instead, in the page's
 * language (in English the shared RECOVERY_HOLD_TEXTS.refusal; the time stays the spec's UTC 'yyyy-MM-dd HH:mm UTC');
 * null otherwise.
 */
export function translatedRecoveryHoldText(profile: Pick<Profile, 'recovery_hold_until'> | undefined, t: Translate): string | null {
  const until = profile?.recovery_hold_until
  return until ? t('recoveryHold.refusal', { until: lockTimeText(new Date(until)) }) : null
}

/** The same, for a component. */
export function useRecoveryHoldText(profile: Pick<Profile, 'recovery_hold_until'> | undefined): string | null {
  return translatedRecoveryHoldText(profile, useT())
}

/** Why the send form is closed, in the page's language: sending turned off (the staff's note as written), or a recovery hold; null when open. */
export function useSendBlockedNote(profile: Pick<Profile, 'can_send' | 'send_disabled_note' | 'recovery_hold_until'> | undefined): string | null {
  const message = useMessageText()
  const hold = useRecoveryHoldText(profile)
  if (profile?.can_send === false) return profile.send_disabled_note?.trim() || message(SEND_MESSAGES.sendDisabled)
  return hold
}
