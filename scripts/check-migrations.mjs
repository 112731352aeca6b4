// Fails when the migrations do not match the schema in apps/server/src/db/schema (decision 135).
// `drizzle-kit check` only checks that the migration snapshots agree with each other; a column added to the schema
// without a migration passes it. So this also runs `drizzle-kit generate` into a throwaway copy of the migrations and
// fails if it would write anything. drizzle-kit exits 0 even when it fails, so its output is read, not its status.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const SERVER = path.resolve(import.meta.dirname, '../apps/server')
const MIGRATIONS = path.join(SERVER, 'src/db/migrations')
const DRIZZLE_KIT = path.resolve(import.meta.dirname, '../node_modules/.bin/drizzle-kit')

function drizzleKit(args) {
  // No stdin: a schema change that drizzle-kit would ask about (a rename?) ends the run instead of waiting.
  const run = spawnSync(DRIZZLE_KIT, args, { cwd: SERVER, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 })
  return { ok: run.status === 0, output: `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}` }
}

function listing(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .map((file) => `${file}\n${readFileSync(file, 'utf8')}`)
    .join('\n')
}

function fail(message, output) {
  console.error(`${message}\n\n${output.trim()}`)
  process.exit(1)
}

const check = drizzleKit(['check'])
if (!check.ok || !check.output.includes("Everything's fine")) fail('drizzle-kit check: the migrations disagree.', check.output)

const scratch = mkdtempSync(path.join(tmpdir(), 'migrations-'))
const copy = path.join(scratch, 'migrations')
cpSync(MIGRATIONS, copy, { recursive: true })
const before = listing(copy)
// drizzle-kit joins --out onto the working directory, so the copy is named relative to it.
const generate = drizzleKit(['generate', '--dialect', 'postgresql', '--schema', './src/db/schema.ts', '--out', path.relative(SERVER, copy)])
const unchanged = generate.output.includes('No schema changes') && listing(copy) === before
rmSync(scratch, { recursive: true, force: true })
if (!unchanged) fail('The schema differs from the migrations: run `npm run db:generate -- --name <what changed>`.', generate.output)
console.log('Migrations match the schema.')
