import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { NODE_OPTION_DEFAULTS, PGLITE_WASM_FLAGS, serverLaunch } from '../scripts/start-command.mjs'

const repoRoot = path.resolve(import.meta.dirname, '../../..')

/** In place of the compiled server: prints how node was started, then exits. */
const PROBE = `import v8 from 'node:v8'
console.log(JSON.stringify({ execArgv: process.execArgv, nodeOptions: process.env.NODE_OPTIONS ?? '',
  heapLimitMb: Math.round(v8.getHeapStatistics().heap_size_limit / 1048576) }))`

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/**
 * A checkout as `npm ci --omit=dev` leaves it after a build elsewhere: the workspaces' package files and scripts, the
 * built outputs (the server's a probe), no node_modules (no build tools). `built: false` leaves the outputs out.
 */
function installWithoutBuildTools({ built = true } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'wallet-start-'))
  folders.push(root)
  for (const file of [
    'package.json',
    '.nvmrc',
    'scripts',
    'apps/server/package.json',
    'apps/server/scripts',
    'apps/web/package.json',
    'packages/shared/package.json',
  ]) {
    cpSync(path.join(repoRoot, file), path.join(root, file), { recursive: true })
  }
  if (built) {
    mkdirSync(path.join(root, 'apps/server/dist'), { recursive: true })
    writeFileSync(path.join(root, 'apps/server/dist/main.js'), PROBE)
    mkdirSync(path.join(root, 'apps/web/dist'), { recursive: true })
    writeFileSync(path.join(root, 'apps/web/dist/index.html'), '<!doctype html>')
  }
  return root
}

function npmStart(root: string, env: Record<string, string> = {}) {
  const { DATABASE_URL: _, NODE_OPTIONS: __, ...base } = process.env
  // This node first, and no node_modules/.bin of the checkout this test runs from: no build tool is within reach.
  const PATH = [path.dirname(process.execPath), ...(base.PATH ?? '').split(path.delimiter).filter((dir) => !dir.includes('node_modules'))].join(path.delimiter)
  const run = spawnSync('npm', ['start', '--silent'], { cwd: root, env: { ...base, PATH, ...env }, encoding: 'utf8', timeout: 60_000 })
  const probe = run.stdout.split('\n').find((line) => line.startsWith('{"execArgv"'))
  return { status: run.status, output: run.stdout + run.stderr, server: probe ? (JSON.parse(probe) as ProbeAnswer) : null }
}
type ProbeAnswer = { execArgv: string[]; nodeOptions: string; heapLimitMb: number }

describe('npm start', () => {
  it('starts what is built without the build tools (npm ci --omit=dev), with the memory defaults and the wasm flags on PGlite', () => {
    const started = npmStart(installWithoutBuildTools())
    expect(started.output).toContain('Starting what was built at')
    expect(started.status).toBe(0)
    expect(started.server?.execArgv).toEqual(PGLITE_WASM_FLAGS)
    expect(started.server?.nodeOptions).toBe(NODE_OPTION_DEFAULTS.join(' '))
    expect(started.server?.heapLimitMb).toBeLessThan(400)
  })

  it("lets the operator's NODE_OPTIONS lift the heap, and leaves the wasm flags out on PostgreSQL", () => {
    const started = npmStart(installWithoutBuildTools(), { NODE_OPTIONS: '--max-old-space-size=1024', DATABASE_URL: 'postgres://nowhere/wallet' })
    expect(started.status).toBe(0)
    expect(started.server?.execArgv).toEqual([])
    expect(started.server?.heapLimitMb).toBeGreaterThan(1024)
    expect(started.server?.nodeOptions).toBe('--enable-source-maps --max-semi-space-size=16 --max-old-space-size=1024')
  })

  it('says what to do when nothing is built and the build tools are not installed', () => {
    const started = npmStart(installWithoutBuildTools({ built: false }))
    expect(started.status).not.toBe(0)
    expect(started.server).toBeNull()
    expect(started.output).toContain('apps/server/dist/main.js and apps/web/dist/index.html not built')
    expect(started.output).toContain('npm ci && npm run build')
  })
})

describe('serverLaunch', () => {
  it('adds each default the operator did not name, in any spelling, and keeps what they gave', () => {
    expect(serverLaunch({ NODE_OPTIONS: '--max_old_space_size=2048 --no-enable-source-maps --trace-warnings' }, 'main.js')).toEqual({
      args: [...PGLITE_WASM_FLAGS, 'main.js'],
      env: { NODE_OPTIONS: '--max-semi-space-size=16 --max_old_space_size=2048 --no-enable-source-maps --trace-warnings' },
    })
    expect(serverLaunch({ DATABASE_URL: 'postgres://db/wallet' }, 'main.js').args).toEqual(['main.js'])
  })
})
