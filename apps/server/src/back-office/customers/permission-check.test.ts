import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userProfiles } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser } from '../../../test/factories.ts'
import { CUSTOMER_ACTIONS } from './customers.service.ts'

/**
 * A money statement that carries the permission check judges it in SQL (`passes`); every other caller judges it in
 * JavaScript (`capabilities`, `assertAllowed`). Both must give the same verdict for every state of a profile.
 */
describe('the permission check carried by a money statement', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const flagOf = { send: 'canSend', swap: 'canSwap', buy: 'canBuy', sell: 'canSell', stake: 'canStake' } as const
  const states = ['no profile row', 'on', 'off', 'on, account frozen'] as const
  /** A frozen account moves nothing out; money still comes in (deposits: buy). */
  const outgoing = new Set(['send', 'swap', 'sell', 'stake'])

  describe.each(CUSTOMER_ACTIONS)('%s', (action) => {
    it.each(states)('gives the JavaScript verdict in SQL with the flag %s', async (state) => {
      const user = await createUser(t)
      if (state === 'no profile row') await t.database.db.delete(userProfiles).where(eq(userProfiles.userId, user.id))
      else
        await t.database.db
          .update(userProfiles)
          .set({ [flagOf[action]]: state !== 'off', ...(state === 'on, account frozen' ? { frozenAt: new Date(), frozenVia: 'settings' } : {}) })
          .where(eq(userProfiles.userId, user.id))
      const customers = t.app.services.customers
      const check = customers.permissionCheck(user.id, action)
      const read = sql.raw('carried_read')
      const result = (await t.database.db.execute(
        sql`with ${read} as (${check.read}) select (${check.passes(read)}) as passes, (select value from ${read}) as value`,
      )) as { rows: { passes: boolean; value: unknown }[] }
      const [{ passes, value }] = result.rows as [{ passes: boolean; value: unknown }]
      const allowed = (await customers.capabilities(user.id))[action].allowed
      expect(passes).toBe(allowed)
      expect(allowed).toBe(state === 'on, account frozen' ? !outgoing.has(action) : state !== 'off')
      // The assert refuses exactly when SQL did, given what the read returned.
      if (allowed) expect(() => check.assert(value)).not.toThrow()
      else expect(() => check.assert(value)).toThrow(expect.objectContaining({ status: 403 }))
    })
  })
})
