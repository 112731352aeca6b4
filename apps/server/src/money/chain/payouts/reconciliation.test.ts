import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEther, type Address } from 'viem'
import { connectedChain, startAnvil, type Anvil } from '../../../../test/anvil.ts'
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../../../test/factories.ts'
import { staffCall } from '../../../../test/staff-fixtures.ts'
import type { ChainAdapter } from '../chain-adapter.ts'

describe('reconciliation of the chain against the ledger', () => {
  let anvil: Anvil
  let chain: ChainAdapter
  let usdt: Address
  let t: TestApp
  let admin: TestUser
  let customer: TestUser

  beforeAll(async () => {
    anvil = await startAnvil()
    ;({ chain, usdt } = await connectedChain(anvil))
    t = await buildTestApp({ chain, depositIndexes: async () => [0, 1] })
    admin = await createUser(t, { role: 'ADMIN' })
    customer = await createUser(t)
  }, 60_000)
  afterAll(async () => {
    await t?.close()
    await anvil?.stop()
  })

  const figures = async () => (await staffCall(t, admin, 'GET', '/api/admin/reconciliation')).json().assets as Array<Record<string, string | null>>
  const of = async (asset: string) => (await figures()).find((a) => a.asset === asset)!

  it('shows what the chain holds against what customers are owed, per asset, on the overview and in /metrics', async () => {
    // The customer is owed 1.5 ETH (1 settled, 0.5 pending); the chain holds 1 at their address and 0.5 in the treasury.
    await fund(t, customer.id, 'ETH', '1')
    await fund(t, customer.id, 'ETH', '0.5', 'Pending')
    await anvil.sendEth(chain.depositAddress(0) as Address, parseEther('1'))
    await anvil.testClient.setBalance({ address: chain.treasuryAddress() as Address, value: parseEther('0.5') })
    await fund(t, customer.id, 'USDT', '10')
    await anvil.sendToken(usdt, chain.depositAddress(1) as Address, 12_500_000n)
    await t.app.services.reconciliation.run()
    expect(await of('ETH')).toMatchObject({ held: '1.5', owed: '1.5', difference: '0', shortfallSince: null })
    expect(await of('USDT')).toMatchObject({ held: '12.5', owed: '10', difference: '2.5', shortfallSince: null })
    expect(await of('BNB')).toMatchObject({ held: '0', owed: '0', difference: '0' })

    // The ledger owes more than the chain holds (a credit nobody sent): a shortfall, flagged from its first check on.
    await fund(t, customer.id, 'ETH', '0.25')
    await t.app.services.reconciliation.run()
    const short = await of('ETH')
    expect(short).toMatchObject({ held: '1.5', owed: '1.75', difference: '-0.25', shortfallSince: expect.any(String) })
    await t.app.services.reconciliation.run()
    expect((await of('ETH')).shortfallSince).toBe(short.shortfallSince)
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body
    expect(metrics).toContain('wallet_chain_reconciliation_difference{asset="ETH"} -0.25')
    expect(metrics).toContain('wallet_chain_reconciliation_difference{asset="USDT"} 2.5')

    // Funded again, the alert ends.
    await anvil.testClient.setBalance({ address: chain.treasuryAddress() as Address, value: parseEther('0.75') })
    await t.app.services.reconciliation.run()
    expect(await of('ETH')).toMatchObject({ difference: '0', shortfallSince: null })
    expect((await staffCall(t, customer, 'GET', '/api/admin/reconciliation')).statusCode).toBe(403)
  }, 60_000)
})
