import Decimal from 'decimal.js'
import { z } from 'zod'
import { ASSET_IDS, type AssetId } from '../assets.ts'
import { positiveAmount } from '../amount-schema.ts'
import { MAX_SCALE, formatAsset, money, toAmountString } from '../amounts.ts'

export interface StakeOption {
  durationDays: number
  /** Annual rate in percent, as a decimal string ("2.7"). */
  rate: string
  min: string
  max: string
}

export interface StakePlan {
  assetId: AssetId
  options: StakeOption[]
}

/** BTC's durations and rates, shared by the BTC-style assets (part 2 §9; see docs/decisions/021). */
const SHORT_TERMS = [
  { durationDays: 7, rate: '2.7' },
  { durationDays: 14, rate: '4.7' },
  { durationDays: 30, rate: '9.1' },
] as const
const LONG_TERMS = [
  { durationDays: 180, rate: '8' },
  { durationDays: 365, rate: '12' },
  { durationDays: 730, rate: '42' },
] as const

function plan(assetId: AssetId, terms: readonly { durationDays: number; rate: string }[], mins: string[], maxes: string[]): StakePlan {
  return { assetId, options: terms.map((t, i) => ({ ...t, min: mins[i]!, max: maxes[i] ?? maxes[0]! })) }
}

/** Part 2 §9, value for value. DOT has no plans. */
export const STAKE_PLANS: StakePlan[] = [
  plan('BTC', SHORT_TERMS, ['0.0117769844', '0.0235539689', '0.0588649221'], ['2.2376270413']),
  plan('ETH', SHORT_TERMS, ['0.19699969781', '0.3939993951', '0.9849984903'], ['37.4294258326']),
  plan('USDT', SHORT_TERMS, ['500.3001801081', '1000.6003602161', '2501.5009005403'], ['95057.034220532']),
  plan('BNB', SHORT_TERMS, ['1.6025641026', '3.2051282051', '8.0128205128'], ['304.4871794872']),
  plan('SOL', SHORT_TERMS, ['5.034739704', '10.0694794079', '25.1736985198'], ['956.6005437519']),
  plan('XRP', LONG_TERMS, ['1740669', '1740669', '1740669'], ['9740669', '9671064.20404575', '9990669']),
  plan('ADA', SHORT_TERMS, ['951.1128019783', '1902.2256039566', '4755.5640098916'], ['180711.43237588']),
  plan('DOGE', SHORT_TERMS, ['6247.6571285768', '12495.314257154', '31238.285642884'], ['1187054.8544296']),
  plan('LTC', LONG_TERMS, ['16147.25', '16147.25', '16147.25'], ['96147.25', '99147.25', '99947.26']),
]

export function findStakeOption(assetId: AssetId, durationDays: number): StakeOption | undefined {
  return STAKE_PLANS.find((p) => p.assetId === assetId)?.options.find((o) => o.durationDays === durationDays)
}

export const STAKE_MESSAGES = {
  notAllowed: 'Staking is not allowed for your account.',
  invalidAmount: 'Please enter a valid positive amount.',
  insufficient: (available: string, asset: AssetId) => `Insufficient balance. You have ${formatAsset(available)} ${asset} available.`,
  belowMin: (min: string, asset: AssetId) => `Amount must be at least ${min} ${asset}`,
  aboveMax: (max: string, asset: AssetId) => `Amount cannot exceed ${max} ${asset}`,
  planMissing: 'Stake plan information or user context is missing.',
  created: 'Your stake has been created successfully.',
} as const

/** create-stake-transaction (part 2 §7). The rate is the one the customer saw; the server checks it against the plan. */
export const CreateStakeBody = z.object({
  assetId: z.enum(ASSET_IDS, { error: STAKE_MESSAGES.planMissing }),
  amount: positiveAmount(STAKE_MESSAGES.invalidAmount).transform((v) => toAmountString(v)),
  durationDays: z.number({ error: STAKE_MESSAGES.planMissing }).int(STAKE_MESSAGES.planMissing).positive(STAKE_MESSAGES.planMissing),
  rate: z
    .union([z.string(), z.number()], { error: STAKE_MESSAGES.planMissing })
    .transform(String)
    .refine((v) => /^\d{1,6}(?:\.\d{1,10})?$/.test(v), { message: STAKE_MESSAGES.planMissing }),
})
export type CreateStakeBody = z.input<typeof CreateStakeBody>

/** Interest: amount × rate/100 × days/365, exact (part 2 §9). */
export function stakeEarnings(amount: Decimal.Value, rate: Decimal.Value, durationDays: number): Decimal {
  return money(amount).times(rate).dividedBy(100).times(durationDays).dividedBy(365)
}

/** What the payout credits: principal plus interest, rounded down to the ledger's 18 decimals. */
export function stakePayout(amount: Decimal.Value, rate: Decimal.Value, durationDays: number): string {
  return toAmountString(
    money(amount)
      .plus(stakeEarnings(amount, rate, durationDays))
      .toDecimalPlaces(MAX_SCALE, Decimal.ROUND_DOWN),
  )
}

/** Manage Stakes shows the estimated earnings with 8 decimals. */
export function estimatedEarnings(amount: Decimal.Value, rate: Decimal.Value, durationDays: number): string {
  return formatAsset(stakeEarnings(amount, rate, durationDays))
}

export const StakeOptionSchema = z.object({ durationDays: z.number(), rate: z.string(), min: z.string(), max: z.string() })
export const StakePlansResponse = z.object({
  plans: z.array(z.object({ assetId: z.enum(ASSET_IDS), options: z.array(StakeOptionSchema) })),
})

export const ActiveStake = z.object({
  id: z.string(),
  assetId: z.enum(ASSET_IDS),
  amount: z.string(),
  durationDays: z.number(),
  rate: z.string(),
  startedAt: z.string(),
  payoutAt: z.string(),
  payoutAmount: z.string(),
  estimatedEarnings: z.string(),
  status: z.literal('Holding'),
})
export type ActiveStake = z.infer<typeof ActiveStake>
export const ActiveStakesResponse = z.object({ stakes: z.array(ActiveStake) })

export const CreateStakeResponse = z.object({
  message: z.string(),
  stake: ActiveStake,
})
