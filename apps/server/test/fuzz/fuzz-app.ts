import { MAX_AMOUNT } from '@wallet/shared/amounts'
import type { RouteGuardEntry } from '../../src/plugins/route-guards.ts'
import { buildTestApp, type TestApp } from '../build-test-app.ts'
import { staff, withdrawalAddresses } from '../../src/db/schema.ts'
import { mailedStepUp } from '../auth-support.ts'
import { addPaymentMethod, createUser, fund, ORIGIN, USER_PASSWORD, type TestUser } from '../factories.ts'
import { setPrices, TEST_PRICES } from '../market-fixtures.ts'
import { SoftPasskey } from '../passkey-authenticator.ts'
import { countWrites, type FuzzTally, type RouteFuzz } from './fuzz-support.ts'

/**
 * Runs per route (and method) across the whole suite: 1,000 unless FUZZ_RUNS says, split in half between the two
 * databases the server suite runs on (PGlite, then PostgreSQL), and within each between bodies or queries and
 * headers. `FUZZ_ONE_DATABASE=true` gives one database all of them (a run on PGlite alone, say).
 */
export const RUNS = (() => {
  const total = Number(process.env.FUZZ_RUNS ?? 1000)
  const here = process.env.FUZZ_ONE_DATABASE === 'true' ? total : Math.ceil(total / 2)
  const headers = Math.round(here * 0.3)
  return { body: here - headers, headers }
})()

/** The staff area a route belongs to, and so whose session its runs carry (the customer's for everything else). */
function staffAreaOf(url: string): 'WORKER' | 'MANAGER' | 'ADMIN' | null {
  if (url.startsWith('/api/worker/')) return 'WORKER'
  if (url.startsWith('/api/manager/')) return 'MANAGER'
  if (url.startsWith('/api/admin/') || url.startsWith('/api/customers/') || url === '/api/customers') return 'ADMIN'
  return null
}

/** The app under fuzz, with a funded customer whose session most runs carry, and the ids of what she owns. */
export async function fuzzApp(): Promise<{
  t: TestApp
  customer: TestUser
  staffSessions: TestUser[]
  options: RouteFuzz
  routes: Array<{ route: RouteGuardEntry; method: string }>
  tally: FuzzTally
}> {
  const t = await buildTestApp()
  await setPrices(t, TEST_PRICES)
  const customer = await createUser(t)
  for (const asset of ['BTC', 'ETH', 'USDT'] as const) await fund(t, customer.id, asset, '1000')
  const card = await addPaymentMethod(t, customer.id, 'credit_card')
  const bank = await addPaymentMethod(t, customer.id, 'bank_account')
  const ticket = (
    await t.app.inject({ method: 'POST', url: '/api/tickets', headers: customer.headers(), payload: { subject: 'Fuzz', message: 'Ticket to aim at.' } })
  ).json<{ id: string }>()
  const transaction = await fund(t, customer.id, 'DOT', '1')
  const passkeys = [await registerPasskey(t, customer), await registerPasskey(t, customer)]
  // Staff, each on the routes of their own area, and the customers and staff they act on (never one of the fuzzing
  // sessions, so a ban or a password reset by a run does not end the runs that follow).
  const admin = await createUser(t, { role: 'ADMIN' })
  const manager = await createUser(t, { role: 'MANAGER' })
  const worker = await createUser(t, { role: 'WORKER' })
  const spareWorker = await createUser(t, { role: 'WORKER' })
  const target = await createUser(t, { fullName: 'Fuzz Target' })
  // A freeze with the right password ends every session of its account: those runs carry a customer of their own.
  const freezer = await createUser(t, { fullName: 'Fuzz Freezer' })
  await t.database.db.insert(staff).values([
    { workerId: worker.id, managerId: manager.id },
    { workerId: spareWorker.id, managerId: manager.id },
  ])
  await t.app.services.customers.setAssignedWorker(t.database.db, target.id, worker.id)
  const targetTransaction = await fund(t, target.id, 'USDT', '10', 'Pending')
  // Pending credits worth more than the approval threshold: completing one asks a second staff member, once.
  const approvalBound = await Promise.all(['1', '2', '3'].map((amount) => fund(t, target.id, 'BTC', amount, 'Pending')))
  // Withdrawal addresses of the customer awaiting confirmation, for the confirm and remove routes to aim at.
  const addresses = await t.database.db
    .insert(withdrawalAddresses)
    .values(
      ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'].map((address) => ({
        userId: customer.id,
        asset: 'BTC',
        address,
        addressKey: address,
        confirmationHash: 'not-a-code',
        confirmationExpiresAt: new Date(Date.now() + 30 * 60_000),
      })),
    )
    .returning({ id: withdrawalAddresses.id })
  const staffCookie = { WORKER: worker.cookie, MANAGER: manager.cookie, ADMIN: admin.cookie }
  const options: RouteFuzz = {
    // A stream never ends under inject, and signing out would end the session the other runs use.
    cookie: (route) => {
      if (route.url === '/api/events' || route.url === '/api/auth/sign-out') return undefined
      if (route.url === '/api/security/freeze') return freezer.cookie
      const area = staffAreaOf(route.url)
      return area ? staffCookie[area] : customer.cookie
    },
    extras: {
      id: [ticket.id, card, bank, transaction.id, target.id, spareWorker.id, targetTransaction.id],
      customerId: [target.id],
      transactionId: [targetTransaction.id, ...approvalBound.map((row) => row.id)],
      paymentMethodId: [card, bank],
      addressId: addresses.map((a) => a.id),
      address: ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '0x52908400098527886E0F7030069857D2E4169EE7'],
      assetId: ['BTC', 'ETH'],
      antiPhishingCode: ['blue-heron', null],
      secondFactorCode: ['123456'],
      code: ['123456'],
      enabled: [true, false],
      passkeyId: passkeys,
      recipientAddress: ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '0x52908400098527886E0F7030069857D2E4169EE7'],
      amount: ['0.01', '1', '1000000', '0.000000000000000001', MAX_AMOUNT],
      fromAmount: ['0.01', '5'],
      rate: ['2.7', '4.7', '9.1'],
      email: [customer.email, 'someone@example.com'],
      password: ['correct horse 1', 'wrong password'],
      sentAt: [new Date().toISOString()],
      from: ['2024-01-01'],
      to: ['2099-12-31'],
    },
    burst: (route, method) => (method === 'PATCH' && route.url === '/api/customers/:customerId/transactions/:transactionId' ? 5 : 0),
  }
  await countWrites(t)
  // A HEAD answers as its GET, without a body (a route registered for both, such as the reference page's files, too).
  const routes = t.app
    .routeTable()
    .flatMap((route) => route.method.split(',').map((method) => ({ route, method })))
    .filter(({ method }) => method !== 'HEAD')
  return { t, customer, staffSessions: [admin, manager, worker], options, routes, tally: { runs: 0, serverErrors: 0 } }
}

/** A passkey of the customer, registered through Settings → Security's routes with a software authenticator: its id. */
async function registerPasskey(t: TestApp, who: TestUser): Promise<string> {
  const stepUp = await mailedStepUp(t, who.cookie, who.email, USER_PASSWORD)
  const options = await t.app.inject({ method: 'POST', url: '/api/security/passkeys/registration-options', headers: who.headers(), payload: stepUp })
  const credential = new SoftPasskey({ origin: ORIGIN }).register(options.json())
  const res = await t.app.inject({ method: 'POST', url: '/api/security/passkeys', headers: who.headers(), payload: { name: 'Fuzz key', credential } })
  return res.json<{ id: string }>().id
}
