import type { CreatedAccount } from '../identity/sign-in/accounts.ts'

/**
 * What the CLI prints for a new account. A staff account's generated authenticator secret is shown here once: it is
 * how that person signs in (docs/decisions/072-staff-second-factor.md), and it is stored only sealed.
 */
export function createdAccountLines(role: string, email: string, created: CreatedAccount): string[] {
  const lines = [`Created ${role} ${email} (id ${created.id})`]
  if (created.generatedTotp) {
    lines.push(
      `  Authenticator secret (shown once): ${created.generatedTotp.secret}`,
      `  Add it to the account owner's authenticator app, by this address or by typing the secret in:`,
      `  ${created.generatedTotp.uri}`,
      `  Staff sign in with the password and the app's 6-digit code. (--totp-secret chooses the secret; --mfa-email mails a`,
      `  code at the first sign-in instead, after which the back office asks the owner to set up their own app.)`,
    )
  }
  return lines
}
