import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, waitFor } from '../bench/support.ts'
import { loadEnv, REPO_ROOT } from '../src/config/env.ts'
import { openDatabase } from '../src/db/client.ts'
import { users } from '../src/db/schema.ts'
import { mailerFor } from '../src/lib/mailer.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { NO_DEMO_IN_PRODUCTION } from '../src/seed/demo-in-production.ts'
import { createServices } from '../src/services.ts'

/**
 * `NODE_ENV=production npm start` as a new operator runs it (through tsx), on a fresh embedded database with SEED_DEMO
 * on: no demo account, and the log says why. Then on a database a development start filled with the demo accounts:
 * refused, naming them and the way out.
 */
describe.skipIf(!!process.env.TEST_DATABASE_URL)('a production start on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-production-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const secrets = { AUTH_SECRET: randomBytes(32).toString('hex'), ENCRYPTION_KEY: randomBytes(32).toString('hex'), AUDIT_KEY: randomBytes(32).toString('hex') }

  async function start() {
    const port = await freePort()
    const { SMTP_URL: _smtp, DATABASE_URL: _url, ...inherited } = process.env
    const server = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')], {
      env: {
        ...inherited,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ALLOW_INSECURE_HTTP: 'true',
        ALLOW_MAIL_TO_LOG: 'true',
        SEED_DEMO: 'true',
        JOBS_ENABLED: 'false',
        LOG_LEVEL: 'info',
        ...secrets,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
    return { server, port, exited, output: () => output }
  }

  it('creates no demo account and says why; refuses a database that holds them, naming them and the way out', async () => {
    const first = await start()
    try {
      await waitFor(async () => (await fetch(`http://127.0.0.1:${first.port}/api/health/ready`)).status === 200, 'the server', 180_000)
    } finally {
      first.server.kill('SIGTERM')
    }
    expect(await first.exited).toBe(0)
    expect(first.output()).toContain(NO_DEMO_IN_PRODUCTION)
    expect(first.output()).not.toContain('demo.wallet')

    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') })
    try {
      expect(await database.db.select().from(users)).toEqual([])
      // What a development start on the same folder would have made.
      const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, ...secrets })
      const services = createServices({ database, env, mailer: mailerFor(env, pino({ level: 'silent' })), authRateLimit: false })
      expect(await seedDemo({ database, services, print: () => {} })).not.toBeNull()
      await services.sessions.close()
    } finally {
      await database.close()
    }

    const second = await start()
    expect(await second.exited).toBe(1)
    const output = second.output()
    expect(output).toContain('Refusing to start in production: this database holds demo accounts')
    for (const line of ['customer@demo.wallet (USER)', 'worker@demo.wallet (WORKER)', 'manager@demo.wallet (MANAGER)', 'admin@demo.wallet (ADMIN)']) {
      expect(output).toContain(line)
    }
    expect(output).toContain(`move ${dataDir}/pglite aside (or set DATABASE_URL to a new, empty PostgreSQL database)`)
    expect(output).not.toContain('Wallet is running on')
  }, 400_000)
})
