import { queryOptions, useQuery } from '@tanstack/react-query'
import { lockTimeText } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import type { Profile } from '@wallet/shared/back-office/profile'
import { RECOVERY_HOLD_TEXTS } from '@wallet/shared/identity/recovery-hold'
import { api } from './api-client'
import { type Translate, useT } from './i18n/use-t'

/** The signed-in customer's profile: KYC status and details, the can_* permissions with their notes, the dashboard note. */
export const profileQueries = {
  all: () => ['profile'] as const,
  current: () => queryOptions({ queryKey: profileQueries.all(), queryFn: () => api.GET('/api/profile') }),
}

export function useProfile() {
  return useQuery(profileQueries.current())
}

/** While a recovery hold lasts (docs/decisions/122), what the send and withdrawal forms say instead; null otherwise. */
export function recoveryHoldText(profile: Pick<Profile, 'recovery_hold_until'> | undefined): string | null {
  const until = profile?.recovery_hold_until
  return until ? RECOVERY_HOLD_TEXTS.refusal(lockTimeText(new Date(until))) : null
}

/** recoveryHoldText's words in the page's language (the time stays the spec's UTC 'yyyy-MM-dd HH:mm UTC'). */
export function translatedRecoveryHoldText(profile: Pick<Profile, 'recovery_hold_until'> | undefined, t: Translate): string | null {
  const until = profile?.recovery_hold_until
  return until ? t('recoveryHold.refusal', { until: lockTimeText(new Date(until)) }) : null
}

/** The same, for a component. */
export function useRecoveryHoldText(profile: Pick<Profile, 'recovery_hold_until'> | undefined): string | null {
  return translatedRecoveryHoldText(profile, useT())
}
