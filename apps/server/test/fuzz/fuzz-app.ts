import type { RouteGuardEntry } from '../../src/plugins/route-guards.ts'
import { buildTestApp, type TestApp } from '../build-test-app.ts'
import { addPaymentMethod, createUser, fund, type TestUser } from '../factories.ts'
import { setPrices, TEST_PRICES } from '../market-fixtures.ts'
import { countWrites, type FuzzTally, type RouteFuzz } from './fuzz-support.ts'

/** Runs per route (and method), split between bodies or queries and headers: 1,000 in all, unless FUZZ_RUNS says. */
export const RUNS = (() => {
  const total = Number(process.env.FUZZ_RUNS ?? 1000)
  const headers = Math.round(total * 0.3)
  return { body: total - headers, headers }
})()

/** The app under fuzz, with a funded customer whose session most runs carry, and the ids of what she owns. */
export async function fuzzApp(): Promise<{ t: TestApp; customer: TestUser; options: RouteFuzz; routes: Array<{ route: RouteGuardEntry; method: string }>; tally: FuzzTally }> {
  const t = await buildTestApp()
  await setPrices(t, TEST_PRICES)
  const customer = await createUser(t)
  for (const asset of ['BTC', 'ETH', 'USDT'] as const) await fund(t, customer.id, asset, '1000')
  const card = await addPaymentMethod(t, customer.id, 'credit_card')
  const bank = await addPaymentMethod(t, customer.id, 'bank_account')
  const ticket = (await t.app.inject({ method: 'POST', url: '/api/tickets', headers: customer.headers(), payload: { subject: 'Fuzz', message: 'Ticket to aim at.' } })).json()
  const transaction = await fund(t, customer.id, 'DOT', '1')
  const options: RouteFuzz = {
    // A stream never ends under inject, and signing out would end the session the other runs use.
    cookie: (route) => (route.url === '/api/events' || route.url === '/api/auth/sign-out' ? undefined : customer.cookie),
    extras: {
      id: [ticket.id, card, bank, transaction.id],
      paymentMethodId: [card, bank],
      recipientAddress: ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '0x52908400098527886E0F7030069857D2E4169EE7'],
      amount: ['0.01', '1', '1000000', '0.000000000000000001'],
      fromAmount: ['0.01', '5'],
      rate: ['2.7', '4.7', '9.1'],
      email: [customer.email, 'someone@example.com'],
      password: ['correct horse 1', 'wrong password'],
    },
  }
  await countWrites(t)
  const routes = t.app
    .routeTable()
    .filter((r) => r.method !== 'HEAD')
    .flatMap((route) => route.method.split(',').map((method) => ({ route, method })))
  return { t, customer, options, routes, tally: { runs: 0, serverErrors: 0 } }
}
