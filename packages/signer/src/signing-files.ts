/**
 * What every command of the signer does with its files before and after it checks anything: the output must not
 * exist yet, the input must parse against its shared schema and name the account path the operator runs with, the
 * way to ask is settled before the key is read, and what is signed goes to a new file only the owner can read.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Readable } from 'node:stream'
import { z } from 'zod'
import { readAccountKey, type AccountKey } from './account-key.ts'
import { answerSource, askYes } from './confirm.ts'
import { Refusal } from './refusal.ts'

export interface SigningOptions {
  in: string
  out: string
  'key-file': string
  'account-path': string
  yes: boolean
}

/** The input file's kind: "batch" in messages such as "The batch's keys are under …", and its format's name. */
export interface InputKind<T> {
  noun: string
  description: string
  schema: z.ZodType<T>
}

export interface OpenedSigning<T> {
  input: T
  key: AccountKey
  /** Where the operator's yes comes from, or null with --yes. */
  answers: Readable | null
  outPath: string
}

/** npm runs the script in the package's folder: a relative path means the folder the operator ran npm from. */
const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path)

function readInput<T>(path: string, kind: InputKind<T>): T {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Refusal(`Cannot read ${path} as JSON: ${(error as Error).message}`)
  }
  const parsed = kind.schema.safeParse(json)
  if (!parsed.success) throw new Refusal(`${path} is not ${kind.description}:\n${z.prettifyError(parsed.error)}`)
  return parsed.data
}

function readKeyText(keyFile: string): string {
  try {
    return readFileSync(keyFile === '-' ? 0 : fromCaller(keyFile), 'utf8')
  } catch {
    throw new Refusal(`Cannot read the key file ${keyFile}.`)
  }
}

export function openSigning<T extends { accountPath: string }>(options: SigningOptions, kind: InputKind<T>): OpenedSigning<T> {
  const outPath = fromCaller(options.out)
  if (existsSync(outPath)) throw new Refusal(`${outPath} already exists: the signer writes a new file and never overwrites one.`)

  const input = readInput(fromCaller(options.in), kind)
  if (input.accountPath !== options['account-path']) {
    throw new Refusal(`The ${kind.noun}'s keys are under ${input.accountPath}, not ${options['account-path']}: pass --account-path if that is right.`)
  }
  const keyOnStdin = options['key-file'] === '-'
  // Before the key is read: an operator who cannot be asked learns it at once.
  const answers = options.yes ? null : answerSource(keyOnStdin)
  const key = readAccountKey(readKeyText(options['key-file']), input.accountPath)
  return { input, key, answers, outPath }
}

/** wx: a new file only, never one that appeared meanwhile (or a link someone left there); 0600. */
export function writeSignedFile(outPath: string, value: unknown): void {
  writeFileSync(outPath, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
}

/** Asks unless --yes was given; true when the operator did not say yes (and is told nothing was signed). */
export async function declined(answers: Readable | null, question: string): Promise<boolean> {
  if (!answers || (await askYes(question, answers, process.stdout))) return false
  console.error('Nothing signed.')
  return true
}
