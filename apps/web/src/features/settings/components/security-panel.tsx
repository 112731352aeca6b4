import { ChangePasswordForm } from './change-password-form'
import { LoginHistory } from './login-history'
import { MfaSettings } from './mfa-settings'

/** The Security tab: second factor, password change and login history. */
export function SecurityPanel() {
  return (
    <div className="space-y-5">
      <MfaSettings />
      <ChangePasswordForm />
      <LoginHistory />
    </div>
  )
}
