/**
 * `sign --in F --out F --key-file F [--yes] [--account-path P]`: checks an unsigned payout batch against the
 * operator's key, lists it, asks, and writes the signed batch (docs/batch formats in packages/shared/src/payout-batch.ts).
 * Exit codes: 0 signed, 1 refused or declined (nothing written), 2 wrong usage.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { PayoutBatchFile } from '@wallet/shared/money/payout-batch'
import { z } from 'zod'
import { readAccountKey } from './account-key.ts'
import { checkBatch } from './check-batch.ts'
import { answerSource, askYes } from './confirm.ts'
import { listing } from './listing.ts'
import { Refusal } from './refusal.ts'
import { signBatch } from './sign-batch.ts'

/** The account path the operator's xpub was taken at (the chain's derivation record); another needs --account-path. */
const DEFAULT_ACCOUNT_PATH = "m/44'/60'/0'"

const USAGE = `Usage: npm run signer -- sign --in batch.json --out signed.json --key-file F [--yes] [--account-path "${DEFAULT_ACCOUNT_PATH}"]
  --key-file F   a BIP-39 mnemonic or an account-level xprv; - reads it from standard input
  --yes          sign without asking (after reading the listing of an earlier run)`

const OPTIONS = {
  in: { type: 'string' },
  out: { type: 'string' },
  'key-file': { type: 'string' },
  'account-path': { type: 'string', default: DEFAULT_ACCOUNT_PATH },
  yes: { type: 'boolean', default: false },
} as const

/** npm runs the script in the package's folder: a relative path means the folder the operator ran npm from. */
const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path)

function readBatch(path: string): PayoutBatchFile {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Refusal(`Cannot read ${path} as JSON: ${(error as Error).message}`)
  }
  const parsed = PayoutBatchFile.safeParse(json)
  if (!parsed.success) throw new Refusal(`${path} is not a payout batch (wallet-payout-batch/1):\n${z.prettifyError(parsed.error)}`)
  return parsed.data
}

function readKeyText(keyFile: string): string {
  try {
    return readFileSync(keyFile === '-' ? 0 : fromCaller(keyFile), 'utf8')
  } catch {
    throw new Refusal(`Cannot read the key file ${keyFile}.`)
  }
}

async function sign(values: { in: string; out: string; 'key-file': string; 'account-path': string; yes: boolean }): Promise<number> {
  const inPath = fromCaller(values.in)
  const outPath = fromCaller(values.out)
  if (existsSync(outPath)) throw new Refusal(`${outPath} already exists: the signer writes a new file and never overwrites one.`)

  const batch = readBatch(inPath)
  if (batch.accountPath !== values['account-path']) {
    throw new Refusal(`The batch's keys are under ${batch.accountPath}, not ${values['account-path']}: pass --account-path if that is right.`)
  }
  const keyOnStdin = values['key-file'] === '-'
  // Before the key is read: an operator who cannot be asked learns it at once.
  const answers = values.yes ? null : answerSource(keyOnStdin)
  const key = readAccountKey(readKeyText(values['key-file']), batch.accountPath)
  const entries = checkBatch(batch, key)

  console.log(listing(batch, entries))
  if (answers) {
    const question = `Sign ${entries.length} transaction${entries.length === 1 ? '' : 's'}? [y/N] `
    if (!(await askYes(question, answers, process.stdout))) {
      console.error('Nothing signed.')
      return 1
    }
  }

  const signed = await signBatch(batch, entries)
  // wx: a new file only, never one that appeared meanwhile (or a link someone left there).
  writeFileSync(outPath, `${JSON.stringify(signed, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
  console.log(`Signed ${signed.signed.length} transactions into ${outPath}.`)
  return 0
}

export async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args
  let values
  try {
    values = parseArgs({ args: rest, options: OPTIONS, strict: true }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  if (command !== 'sign' || !values.in || !values.out || !values['key-file']) {
    console.error(USAGE)
    return 2
  }
  try {
    return await sign({ ...values, in: values.in, out: values.out, 'key-file': values['key-file'] })
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    console.error(error.message)
    return 1
  }
}
