import type { LoginHistoryEntry } from '@wallet/shared/security'
import type { QueryState } from '@/lib/query-state'
import { ChangePasswordForm } from './change-password-form'
import { LoginHistory } from './login-history'
import { MfaSettings } from './mfa-settings'
import { PasskeysSettings } from './passkeys-settings'

/** The Security tab: second factor, passkeys, password change and the login history it is given. */
export function SecurityPanel({ loginHistory }: { loginHistory: QueryState<LoginHistoryEntry[]> }) {
  return (
    <div className="space-y-5">
      <MfaSettings />
      <PasskeysSettings />
      <ChangePasswordForm />
      <LoginHistory history={loginHistory} />
    </div>
  )
}
