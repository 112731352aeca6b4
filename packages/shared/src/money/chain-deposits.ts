/** Deposits found on a connected chain, as the customer sees them on Wallets, and the alerts staff see. */
import { z } from 'zod'
import { ASSET_IDS } from '../assets.ts'

export const ChainDeposit = z.object({
  id: z.uuid(),
  assetId: z.enum(ASSET_IDS),
  amount: z.string(),
  txHash: z.string(),
  status: z.enum(['pending', 'credited']),
  /** Blocks on top of the including one, plus it: at most `required`. */
  confirmations: z.number().int().nonnegative(),
  required: z.number().int().positive(),
  seenAt: z.iso.datetime(),
})
export type ChainDeposit = z.infer<typeof ChainDeposit>

export const ChainDepositList = z.object({ deposits: z.array(ChainDeposit) })
export type ChainDepositList = z.infer<typeof ChainDepositList>

export const ChainAlert = z.object({
  id: z.uuid(),
  kind: z.enum(['deep-reorg', 'amount-out-of-range']),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
})
export type ChainAlert = z.infer<typeof ChainAlert>

export const ChainAlertList = z.object({ alerts: z.array(ChainAlert) })
export type ChainAlertList = z.infer<typeof ChainAlertList>

export const CHAIN_ALERT_TEXTS = {
  'deep-reorg':
    'A deposit already credited is no longer in the block it was credited from (a reorganisation deeper than the confirmations). The balance was not changed: check whether the transfer is still on the chain, and correct by hand if it is not.',
  'amount-out-of-range': 'A deposit too large for one ledger entry arrived; nothing was booked. Check it and book it by hand.',
} as const
