/**
 * Operations from the command line: `npm run cli -- <command> [--flag value …]`.
 * Each command lives in cli/<name>.ts and is listed here.
 */
import { parseArgs } from 'node:util'
import type { CliCommand } from './cli/command.ts'

const COMMANDS: Record<string, () => Promise<{ command: CliCommand }>> = {
  backup: () => import('./cli/backup.ts'),
  'chain-reconcile': () => import('./cli/chain-reconcile.ts'),
  chain: () => import('./cli/chain.ts'),
  'create-admin': () => import('./cli/create-admin.ts'),
  'create-user': () => import('./cli/create-user.ts'),
  'fund-user': () => import('./cli/fund-user.ts'),
  'seed-accounts': () => import('./cli/seed-accounts.ts'),
  reserves: () => import('./cli/reserves.ts'),
  restore: () => import('./cli/restore.ts'),
  'totp-code': () => import('./cli/totp-code.ts'),
  'verify-audit': () => import('./cli/verify-audit.ts'),
  'verify-ledger': () => import('./cli/verify-ledger.ts'),
}

const [name, ...rest] = process.argv.slice(2)
const load = name ? COMMANDS[name] : undefined
if (!load) {
  console.error(`Usage: npm run cli -- <command> [options]\nCommands: ${Object.keys(COMMANDS).join(', ') || '(none)'}`)
  process.exit(2)
}
const { command } = await load()
const { values, positionals } = parseArgs({ args: rest, options: command.options, strict: true, allowPositionals: command.positionals ?? false })
process.exitCode = await command.run(values as Record<string, string | boolean | undefined>, positionals)
