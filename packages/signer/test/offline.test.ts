/**
 * The signer can reach no network, no database and no server: nothing it can load (statically or by a dynamic
 * import, run or not) is one of those, and once its guard is in, loading one fails
 * (docs/decisions/145-the-signer-loads-no-network-code.md).
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { buildSync, type BuildOptions } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { isForbiddenModule } from '../src/offline-guard.ts'
import { PACKAGE_DIR } from './run-signer.ts'

/** Every file and built-in module reachable from an entry, as a bundler follows imports (dynamic ones too). */
function importGraph(entry: Pick<BuildOptions, 'entryPoints' | 'stdin'>): { files: string[]; builtins: string[] } {
  const { metafile } = buildSync({
    ...entry,
    absWorkingDir: PACKAGE_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  const inputs = Object.values(metafile.inputs)
  const builtins = inputs.flatMap((input) => input.imports.filter((i) => i.external).map((i) => i.path))
  return { files: Object.keys(metafile.inputs), builtins: [...new Set(builtins)] }
}

describe('the signer is offline', () => {
  it('imports nothing that talks to a network, a database or the server, in its whole import graph', () => {
    const { files, builtins } = importGraph({ entryPoints: [join(PACKAGE_DIR, 'src/cli.ts')] })
    // The graph really is the signer's: its keys, its signing, the shared file formats, both commands.
    const signersOwn = ['node_modules/viem/', 'node_modules/@scure/bip32/', 'node_modules/ox/', 'src/main.ts', 'src/sign-message.ts']
    for (const expected of [...signersOwn, 'shared/src/money/payout-batch.ts', 'shared/src/money/ownership-proof.ts']) {
      expect(
        files.some((file) => file.includes(expected)),
        expected,
      ).toBe(true)
    }
    expect([...files, ...builtins].filter(isForbiddenModule)).toEqual([])
  })

  it('the same check finds the network in viem as a whole, which is why the signer takes only its accounts', () => {
    const { files, builtins } = importGraph({ stdin: { contents: "import 'viem'; import 'pg'", resolveDir: PACKAGE_DIR } })
    const forbidden = [...files, ...builtins].filter(isForbiddenModule)
    expect(forbidden).toEqual(expect.arrayContaining(['net', 'http', 'https', 'tls']))
    expect(forbidden.some((file) => file.includes('/node_modules/ws/'))).toBe(true)
    expect(forbidden.some((file) => file.includes('/node_modules/pg/'))).toBe(true)
  })

  it('once the guard is in, importing or requiring a networking module, the server or a driver fails, and so does fetch', () => {
    const probe = `
      import { createRequire } from 'node:module'
      import { installOfflineGuard } from './src/offline-guard.ts'
      installOfflineGuard()
      const outcomes = {}
      const attempt = async (name, load) => { try { await load(); outcomes[name] = 'loaded' } catch (e) { outcomes[name] = e.message } }
      for (const name of ['node:http', 'node:net', 'https', 'node:tls', 'node:dgram', 'node:dns', 'node:child_process', 'ws', 'undici', 'pg', '@electric-sql/pglite', '../../apps/server/src/lib/clock.ts'])
        await attempt(name, () => import(name))
      await attempt('require(http)', () => createRequire(import.meta.url)('http'))
      await attempt('fetch', () => fetch('http://127.0.0.1:9/'))
      await attempt('WebSocket', () => new WebSocket('ws://127.0.0.1:9/'))
      await attempt('node:fs', () => import('node:fs'))
      console.log(JSON.stringify(outcomes))
    `
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: PACKAGE_DIR, encoding: 'utf8' })
    expect(run.stderr).toBe('')
    const { 'node:fs': fs, ...network } = JSON.parse(run.stdout) as Record<string, string>
    expect(fs).toBe('loaded')
    expect(Object.keys(network)).toHaveLength(15)
    for (const [name, outcome] of Object.entries(network)) expect(outcome, name).toMatch(/^The offline signer does not use the network/)
  })
})
