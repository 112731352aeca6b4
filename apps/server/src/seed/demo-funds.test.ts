import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isValidAddress } from '@wallet/shared/money/addresses'
import type { AssetId } from '@wallet/shared/assets'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { createUser, type TestUser } from '../../test/factories.ts'
import { verifyLedger } from '../money/ledger/verify-ledger.ts'
import { DEMO_DEPOSIT_ADDRESSES, seedDemoFunds } from './demo-funds.ts'

describe('demo funds', () => {
  let t: TestApp
  let demo: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    demo = await createUser(t)
    await seedDemoFunds(t.database.db, demo.id)
  })
  afterAll(() => t.close())

  it('every demo deposit address is well formed for its asset', () => {
    for (const [asset, address] of Object.entries(DEMO_DEPOSIT_ADDRESSES)) expect(isValidAddress(asset as AssetId, address), asset).toBe(true)
  })

  it('gives balances, a pending deposit, a pending withdrawal and addresses, all agreeing with the ledger', async () => {
    const { wallets } = (await t.app.inject({ method: 'GET', url: '/api/wallets', headers: demo.headers() })).json()
    const by = Object.fromEntries(wallets.map((w: { assetId: string }) => [w.assetId, w]))
    expect(by.BTC).toMatchObject({ balance: '0.47', pendingWithdrawals: '-0.05', available: '0.42', address: DEMO_DEPOSIT_ADDRESSES.BTC })
    expect(by.ETH).toMatchObject({ balance: '4.2', pendingDeposits: '1.5' })
    expect(by.USDT).toMatchObject({ balance: '4750' })
    expect(wallets.every((w: { address: string | null }) => w.address !== null)).toBe(true)
    const history = (await t.app.inject({ method: 'GET', url: '/api/transactions', headers: demo.headers() })).json()
    expect(history.total).toBe(11)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })
})
