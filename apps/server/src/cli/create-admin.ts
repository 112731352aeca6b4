import { z } from 'zod'
import { withServices } from '../seed/open-services.ts'
import { createAccount } from '../identity/sign-in/accounts.ts'
import type { CliCommand } from './command.ts'
import { createdAccountLines } from './created-account.ts'

const Options = z.object({
  email: z.email('--email must be an email address'),
  password: z.string({ error: '--password is required' }).min(8, '--password must be at least 8 characters long'),
  'full-name': z.string().min(1).default('Administrator'),
})

export const command: CliCommand = {
  description: 'Create a confirmed ADMIN account: --email --password [--full-name]. Prints the authenticator secret it signs in with.',
  options: { email: { type: 'string' }, password: { type: 'string' }, 'full-name': { type: 'string' } },
  async run(values) {
    const parsed = Options.safeParse(values)
    if (!parsed.success) {
      console.error(parsed.error.issues.map((i) => i.message).join('\n'))
      return 2
    }
    const { email, password, 'full-name': fullName } = parsed.data
    try {
      const created = await withServices(({ services: { auth } }) => createAccount(auth, { email, password, fullName, role: 'ADMIN', confirmed: true }))
      console.log(createdAccountLines('ADMIN', email, created).join('\n'))
      return 0
    } catch (err) {
      console.error(err instanceof Error ? err.message : err)
      return 1
    }
  },
}
