/**
 * An app of its own for the browser tests that need a chain (the shared one runs without): a real anvil with the two
 * test tokens, and the built server started against it on a fresh embedded database with the demo accounts.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, startAnvil, type Anvil } from '../../../server/test/anvil.ts'
import { serverNodeArgs } from '../../../server/scripts/start-command.mjs'

const repoRoot = path.resolve(import.meta.dirname, '../../../..')

export interface AppWithChain {
  anvil: Anvil
  appUrl: string
  stop(): Promise<void>
}

export async function startAppWithChain({ confirmations, jobs }: { confirmations: number; jobs: boolean }): Promise<AppWithChain> {
  const anvil = await startAnvil()
  const usdt = await anvil.deployToken('USDT', 6)
  const bnb = await anvil.deployToken('BNB', 18)
  const port = await freePort()
  const appUrl = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-e2e-chain-'))
  const server: ChildProcess = spawn(process.execPath, serverNodeArgs(), {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: appUrl,
      SMTP_URL: '',
      SEED_DEMO: 'true',
      JOBS_ENABLED: String(jobs),
      LOG_LEVEL: 'warn',
      ETHEREUM_RPC_URL: anvil.rpcUrl,
      ETHEREUM_XPUB: anvil.xpub,
      ETHEREUM_CHAIN_ID: String(anvil.chainId),
      ETHEREUM_TOKEN_USDT: usdt,
      ETHEREUM_TOKEN_BNB: bnb,
      ETHEREUM_CONFIRMATIONS: String(confirmations),
    },
  })
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    await anvil.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  for (let waited = 0; ; waited += 250) {
    if (
      await fetch(`${appUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { anvil, appUrl, stop }
    if (waited > 120_000 || server.exitCode !== null) {
      await stop()
      throw new Error('the app with a chain did not start')
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}
