import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { ASSET_IDS } from '@wallet/shared/assets'
import { isValidAddress } from '@wallet/shared/money/addresses'
import { isPositiveAmount } from '@wallet/shared/amounts'
import { ROLES } from '@wallet/shared/roles'
import { depositAddresses, staff } from '../db/schema.ts'
import { createAccount } from '../identity/sign-in/accounts.ts'
import { withServices } from '../seed/open-services.ts'
import type { CliCommand } from './command.ts'
import { createdAccountLines } from './created-account.ts'

const Fund = z
  .object({
    asset: z.enum(ASSET_IDS, { error: `asset must be one of ${ASSET_IDS.join(', ')}` }),
    amount: z.string().refine(isPositiveAmount, 'amount must be a positive decimal'),
    /** That many separate Complete deposits of `amount`. */
    count: z.number().int().min(1).max(1000, 'count must be 1 to 1000').default(1),
    /** Also set the account's deposit address of that asset. */
    address: z.string().trim().min(1).optional(),
  })
  .strict()
  .refine((f) => f.address === undefined || isValidAddress(f.asset, f.address), { message: 'address is not a valid address of that asset' })

const Account = z
  .object({
    email: z.email('email must be an email address'),
    password: z.string().min(8, 'password must be at least 8 characters long'),
    fullName: z.string().min(1).default('Wallet User'),
    role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }).default('USER'),
    confirmed: z.boolean().default(true),
    totpSecret: z
      .string()
      .regex(/^[A-Za-z2-7]+=*$/, 'totpSecret must be base32')
      .optional(),
    mfaEmail: z.boolean().default(false),
    banned: z.boolean().default(false),
    requiresPasswordChange: z.boolean().default(false),
    /** A worker: the manager (listed earlier in the file) they belong to. */
    managerEmail: z.email('managerEmail must be an email address').optional(),
    /** A customer: the worker (listed earlier in the file) who has claimed them. */
    assignedWorkerEmail: z.email('assignedWorkerEmail must be an email address').optional(),
    funds: z.array(Fund).default([]),
  })
  .strict()
  .refine((a) => !(a.totpSecret && a.mfaEmail), { message: 'choose one second factor: totpSecret or mfaEmail' })

const AccountsFile = z.array(Account).min(1, 'the file lists no account')

type SeedAccount = z.infer<typeof Account>

/** The file's accounts, or the messages that say what is wrong with it (each with the account's place). */
export function parseAccountsFile(text: string): { accounts: SeedAccount[] } | { errors: string[] } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { errors: ['the file is not JSON'] }
  }
  const parsed = AccountsFile.safeParse(json)
  if (parsed.success) return { accounts: parsed.data }
  return { errors: parsed.error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message)) }
}

export const command: CliCommand = {
  description:
    'Create many accounts and give them funds in one run: --file accounts.json, a JSON array of ' +
    '{ email, password, fullName?, role?, confirmed?, totpSecret? | mfaEmail?, banned?, requiresPasswordChange?, managerEmail?, assignedWorkerEmail?, funds?: [{ asset, amount, count?, address? }] }',
  options: {
    file: { type: 'string' },
  },
  async run(values) {
    if (typeof values.file !== 'string' || values.file.length === 0) {
      console.error('--file is required')
      return 2
    }
    let text: string
    try {
      text = readFileSync(values.file, 'utf8')
    } catch {
      console.error(`Cannot read ${values.file}`)
      return 2
    }
    const parsed = parseAccountsFile(text)
    if ('errors' in parsed) {
      console.error(parsed.errors.join('\n'))
      return 2
    }
    const emails = parsed.accounts.map((a) => a.email.toLowerCase())
    const repeated = emails.find((email, i) => emails.indexOf(email) !== i)
    if (repeated) {
      console.error(`${repeated} is listed twice`)
      return 2
    }

    try {
      await withServices(async ({ services, database }) => {
        const ids = new Map<string, string>()
        const earlier = (email: string, what: string) => {
          const id = ids.get(email.toLowerCase())
          if (!id) throw new Error(`${what} ${email} must be listed before the accounts that name it`)
          return id
        }
        for (const account of parsed.accounts) {
          const created = await createAccount(services.auth, account)
          const { id } = created
          ids.set(account.email.toLowerCase(), id)
          console.log(createdAccountLines(account.role, account.email, created).join('\n'))
          if (account.managerEmail) await database.db.insert(staff).values({ workerId: id, managerId: earlier(account.managerEmail, 'The manager') })
          if (account.assignedWorkerEmail) await services.customers.setAssignedWorker(database.db, id, earlier(account.assignedWorkerEmail, 'The worker'))
          // Each fund line as one fund-user run: its deposits through the ledger in one database transaction, so
          // balances and history agree, and the lines get increasing times in file order (the last is the newest).
          for (const fund of account.funds) {
            await database.db.transaction(async (tx) => {
              for (let i = 0; i < fund.count; i++) {
                await services.ledger.record(tx, {
                  userId: id,
                  asset: fund.asset,
                  amount: fund.amount,
                  status: 'Complete',
                  type: 'deposit',
                  note: 'Funds added by an operator',
                })
              }
              if (fund.address) {
                await tx
                  .insert(depositAddresses)
                  .values({ userId: id, asset: fund.asset, address: fund.address })
                  .onConflictDoUpdate({ target: [depositAddresses.userId, depositAddresses.asset], set: { address: fund.address } })
              }
            })
            console.log(
              `Deposited ${fund.count} × ${fund.amount} ${fund.asset} to ${account.email}${fund.address ? ` and set its ${fund.asset} deposit address` : ''}.`,
            )
          }
        }
      })
      console.log(`Seeded ${parsed.accounts.length} account(s).`)
      return 0
    } catch (err) {
      console.error(err instanceof Error ? err.message : err)
      return 1
    }
  },
}
