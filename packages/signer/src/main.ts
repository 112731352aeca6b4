/**
 * `sign --in F --out F --key-file F [--yes] [--account-path P]`: checks an unsigned payout batch against the
 * operator's key, lists it, asks, and writes the signed batch (docs/batch formats in packages/shared/src/payout-batch.ts).
 * `sign-message`, with the same options, signs an ownership request's message instead (src/sign-message.ts).
 * Exit codes: 0 signed, 1 refused or declined (nothing written), 2 wrong usage.
 */
import { parseArgs } from 'node:util'
import { PayoutBatchFile } from '@wallet/shared/money/payout-batch'
import { checkBatch } from './check-batch.ts'
import { listing } from './listing.ts'
import { Refusal } from './refusal.ts'
import { signBatch } from './sign-batch.ts'
import { signMessage } from './sign-message.ts'
import { declined, openSigning, writeSignedFile, type InputKind, type SigningOptions } from './signing-files.ts'

/** The account path the operator's xpub was taken at (the chain's derivation record); another needs --account-path. */
const DEFAULT_ACCOUNT_PATH = "m/44'/60'/0'"

const USAGE = `Usage: npm run signer -- sign --in batch.json --out signed.json --key-file F [--yes] [--account-path "${DEFAULT_ACCOUNT_PATH}"]
       npm run signer -- sign-message --in request.json --out proof.json --key-file F [--yes] [--account-path "${DEFAULT_ACCOUNT_PATH}"]
  --key-file F   a BIP-39 mnemonic or an account-level xprv; - reads it from standard input
  --yes          sign without asking (after reading the listing of an earlier run)`

const OPTIONS = {
  in: { type: 'string' },
  out: { type: 'string' },
  'key-file': { type: 'string' },
  'account-path': { type: 'string', default: DEFAULT_ACCOUNT_PATH },
  yes: { type: 'boolean', default: false },
} as const

const BATCH: InputKind<PayoutBatchFile> = { noun: 'batch', description: 'a payout batch (wallet-payout-batch/1)', schema: PayoutBatchFile }

async function sign(options: SigningOptions): Promise<number> {
  const { input: batch, key, answers, outPath } = openSigning(options, BATCH)
  const entries = checkBatch(batch, key)

  console.log(listing(batch, entries))
  if (await declined(answers, `Sign ${entries.length} transaction${entries.length === 1 ? '' : 's'}? [y/N] `)) return 1

  const signed = await signBatch(batch, entries)
  writeSignedFile(outPath, signed)
  console.log(`Signed ${signed.signed.length} transactions into ${outPath}.`)
  return 0
}

const COMMANDS = new Map<string | undefined, (options: SigningOptions) => Promise<number>>([
  ['sign', sign],
  ['sign-message', signMessage],
])

export async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args
  let values
  try {
    values = parseArgs({ args: rest, options: OPTIONS, strict: true }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const run = COMMANDS.get(command)
  if (!run || !values.in || !values.out || !values['key-file']) {
    console.error(USAGE)
    return 2
  }
  try {
    return await run({ ...values, in: values.in, out: values.out, 'key-file': values['key-file'] })
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    console.error(error.message)
    return 1
  }
}
