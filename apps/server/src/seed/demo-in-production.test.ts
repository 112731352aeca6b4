import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { makeAccount } from '../../test/auth-support.ts'
import { users } from '../db/schema.ts'
import { DEMO_EMAILS } from './demo.ts'
import { DemoAccountsInProduction, NO_DEMO_IN_PRODUCTION, prepareDemoData } from './demo-in-production.ts'

const onPglite = !process.env.TEST_DATABASE_URL

describe('demo data and production', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const prepare = (nodeEnv: 'production' | 'development', lines: string[] = []) =>
    prepareDemoData({
      env: { NODE_ENV: nodeEnv, SEED_DEMO: true, DATA_DIR: t.env.DATA_DIR },
      database: t.database,
      services: t.app.services,
      log: { info: (line: string) => void lines.push(line) } as never,
    })

  it('creates no demo account in production, even with SEED_DEMO on, and logs why', async () => {
    const lines: string[] = []
    await prepare('production', lines)
    expect(await t.database.db.select().from(users)).toEqual([])
    expect(lines).toEqual([NO_DEMO_IN_PRODUCTION])
  })

  it('does not count a stranger’s unconfirmed sign-up with a demo address', async () => {
    await makeAccount(t, { email: 'customer@demo.wallet', confirmed: false })
    await expect(prepare('production')).resolves.toBeUndefined()
  })

  it('refuses a production start on a database that holds demo accounts, naming them and the way out', async () => {
    await makeAccount(t, { email: 'worker@demo.wallet', role: 'WORKER' })
    const refusal = await prepare('production').catch((err: unknown) => err)
    expect(refusal).toBeInstanceOf(DemoAccountsInProduction)
    const message = (refusal as Error).message
    expect(message).toMatch(/^Refusing to start in production: this database holds demo accounts/)
    expect(message).toContain('worker@demo.wallet (WORKER)')
    expect(message).not.toContain('customer@demo.wallet')
    expect(message).toContain(`move ${t.env.DATA_DIR}/pglite aside (or set DATABASE_URL to a new, empty PostgreSQL database)`)
  })

  it.skipIf(!onPglite)('outside production, seeds the demo accounts as before; production then refuses that database, naming all four', async () => {
    const fresh = await buildTestApp()
    try {
      await prepareDemoData({
        env: { NODE_ENV: 'development', SEED_DEMO: true, DATA_DIR: fresh.env.DATA_DIR },
        database: fresh.database,
        services: fresh.app.services,
        log: { info: () => {} } as never,
      })
      expect((await fresh.database.db.select({ email: users.email }).from(users)).map((u) => u.email).sort()).toEqual([...DEMO_EMAILS].sort())
      const refusal = await prepareDemoData({
        env: { NODE_ENV: 'production', SEED_DEMO: false, DATA_DIR: fresh.env.DATA_DIR },
        database: fresh.database,
        services: fresh.app.services,
        log: { info: () => {} } as never,
      }).catch((err: unknown) => err)
      expect((refusal as DemoAccountsInProduction).accounts).toEqual([
        { email: 'customer@demo.wallet', role: 'USER' },
        { email: 'worker@demo.wallet', role: 'WORKER' },
        { email: 'manager@demo.wallet', role: 'MANAGER' },
        { email: 'admin@demo.wallet', role: 'ADMIN' },
      ])
    } finally {
      await fresh.close()
    }
  })
})
