/** Runs the signer as the operator does: its own Node process, files in a fresh folder, answers on standard input. */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url))

export interface SignerRun {
  status: number | null
  stdout: string
  stderr: string
}

const folders: string[] = []

/** A folder holding batch.json and key.txt; signed.json is where the signer is told to write. */
export function workFolder(batch: unknown, key: string): { dir: string; batch: string; key: string; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'signer-'))
  folders.push(dir)
  const paths = { dir, batch: join(dir, 'batch.json'), key: join(dir, 'key.txt'), out: join(dir, 'signed.json') }
  writeFileSync(paths.batch, typeof batch === 'string' ? batch : JSON.stringify(batch, null, 2))
  writeFileSync(paths.key, `${key}\n`)
  return paths
}

/** `node src/cli.ts <args>` in the package's folder, as npm runs it, with INIT_CWD the folder the operator is in. */
export function runSigner(args: string[], options: { input?: string; initCwd?: string } = {}): SignerRun {
  const env: NodeJS.ProcessEnv = { ...process.env }
  if (options.initCwd) env.INIT_CWD = options.initCwd
  else delete env.INIT_CWD
  const run = spawnSync(process.execPath, ['src/cli.ts', ...args], { cwd: PACKAGE_DIR, env, input: options.input ?? '', encoding: 'utf8' })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}

export function removeWorkFolders(): void {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
}
