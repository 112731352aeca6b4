import path from 'node:path'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { ASSET_IDS } from '@wallet/shared/assets'
import { isPositiveAmount } from '@wallet/shared/amounts'
import { isValidAddress } from '@wallet/shared/money/addresses'
import { loadEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { depositAddresses, users } from '../db/schema.ts'
import { createLedger } from '../money/ledger/ledger.service.ts'
import type { CliCommand } from './command.ts'

const Options = z
  .object({
    email: z.email('--email must be an email address'),
    asset: z.enum(ASSET_IDS, { error: `--asset must be one of ${ASSET_IDS.join(', ')}` }),
    amount: z.string({ error: '--amount is required' }).refine(isPositiveAmount, '--amount must be a positive decimal'),
    count: z.coerce.number().int().min(1).max(1000, '--count must be 1 to 1000').default(1),
    address: z.string().trim().min(1).optional(),
  })
  .refine((o) => o.address === undefined || isValidAddress(o.asset, o.address), { message: '--address is not a valid address of that asset' })

export const command: CliCommand = {
  description:
    'Give an account funds through the ledger: --email --asset --amount [--count N: that many separate Complete deposits] [--address: also set its deposit address]',
  options: {
    email: { type: 'string' },
    asset: { type: 'string' },
    amount: { type: 'string' },
    count: { type: 'string' },
    address: { type: 'string' },
  },
  async run(values) {
    const parsed = Options.safeParse(values)
    if (!parsed.success) {
      console.error(parsed.error.issues.map((i) => i.message).join('\n'))
      return 2
    }
    const o = parsed.data
    const env = loadEnv()
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') })
    try {
      const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, o.email.toLowerCase())).limit(1)
      if (!user) {
        console.error(`No account with the email ${o.email}`)
        return 1
      }
      const ledger = createLedger()
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < o.count; i++) {
          await ledger.record(tx, {
            userId: user.id,
            asset: o.asset,
            amount: o.amount,
            status: 'Complete',
            type: 'deposit',
            note: 'Funds added by an operator',
          })
        }
        if (o.address) {
          await tx
            .insert(depositAddresses)
            .values({ userId: user.id, asset: o.asset, address: o.address })
            .onConflictDoUpdate({ target: [depositAddresses.userId, depositAddresses.asset], set: { address: o.address } })
        }
      })
      console.log(`Deposited ${o.count} × ${o.amount} ${o.asset} to ${o.email}${o.address ? ` and set its ${o.asset} deposit address` : ''}.`)
      return 0
    } finally {
      await database.close()
    }
  },
}
