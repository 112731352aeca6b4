import type { LoginHistoryEntry } from '@wallet/shared/identity/second-factors'
import type { QueryState } from '@/lib/query-state'
import { AntiPhishingCard } from './anti-phishing-card'
import { ChangePasswordForm } from './change-password-form'
import { FreezeAccount } from './freeze-account'
import { OwnSessions } from './own-sessions'
import { WithdrawalAllowlistCard } from './withdrawal-allowlist-card'
import { LoginHistory } from './login-history'
import { MfaSettings } from './mfa-settings'
import { PasskeysSettings } from './passkeys-settings'

/**
 * The Security tab: second factor, passkeys, anti-phishing code, address allowlist, password change, devices and
 * sessions, the freeze, and the login history it is given.
 */
export function SecurityPanel({ loginHistory }: { loginHistory: QueryState<LoginHistoryEntry[]> }) {
  return (
    <div className="space-y-5">
      <MfaSettings />
      <AntiPhishingCard />
      <WithdrawalAllowlistCard />
      <PasskeysSettings />
      <ChangePasswordForm />
      <OwnSessions />
      <FreezeAccount />
      <LoginHistory history={loginHistory} />
    </div>
  )
}
