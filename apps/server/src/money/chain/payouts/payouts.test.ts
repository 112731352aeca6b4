import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { bytesToHex, decodeFunctionData, erc20Abi, getAddress, parseEther, parseTransaction, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { money } from '@wallet/shared/amounts'
import type { PayoutBatchFile } from '@wallet/shared/money/payout-batch'
import { connectedChain, startAnvil, testAccountKey, type Anvil } from '../../../../test/anvil.ts'
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts'
import { addPaymentMethod, createUser, fund, type TestUser } from '../../../../test/factories.ts'
import { createTeams, staffCall, type Teams } from '../../../../test/staff-fixtures.ts'
import { auditLog } from '../../../db/schema/audit.ts'
import { transactions } from '../../../db/schema/ledger.ts'
import { payouts } from '../../../db/schema/payouts.ts'
import type { ChainAdapter } from '../chain-adapter.ts'

const CONFIRMATIONS = 3
const RECIPIENT = getAddress('0x1000000000000000000000000000000000000001')
const TOKEN_RECIPIENT = getAddress('0x2000000000000000000000000000000000000002')

/** The offline signer's part, played by the test from the test mnemonic: the server never sees this key. */
async function sign(file: PayoutBatchFile, tamper: (signed: Array<{ id: string; rawTransaction: string }>) => void = () => {}) {
  const key = testAccountKey()
  const signed = []
  for (const entry of file.entries) {
    const account = privateKeyToAccount(bytesToHex(key.deriveChild(entry.branch).deriveChild(entry.index).privateKey!))
    expect(account.address).toBe(entry.from)
    signed.push({ id: entry.id, rawTransaction: await account.signTransaction(unsigned(entry.tx)) })
  }
  tamper(signed)
  return { format: 'wallet-signed-batch/1', batchId: file.batchId, chainId: file.chainId, signed }
}

function unsigned(tx: PayoutBatchFile['entries'][number]['tx']) {
  return {
    type: 'eip1559' as const,
    chainId: tx.chainId,
    nonce: tx.nonce,
    to: tx.to as Address,
    value: BigInt(tx.value),
    data: tx.data as Hex,
    gas: BigInt(tx.gas),
    maxFeePerGas: BigInt(tx.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas),
  }
}

describe('on-chain payouts against a real node', () => {
  let anvil: Anvil
  let chain: ChainAdapter
  let usdt: Address
  let t: TestApp
  let teams: Teams
  let admin2: TestUser
  let customer: TestUser
  let depositIndexes: number[] = []

  beforeAll(async () => {
    anvil = await startAnvil()
    ;({ chain, usdt } = await connectedChain(anvil))
    t = await buildTestApp({ env: { ETHEREUM_CONFIRMATIONS: String(CONFIRMATIONS) }, chain, depositIndexes: async () => depositIndexes })
    teams = await createTeams(t)
    admin2 = await createUser(t, { role: 'ADMIN', fullName: 'Abe Admin' })
    customer = await createUser(t)
    await fund(t, customer.id, 'ETH', '10')
    await fund(t, customer.id, 'USDT', '1000')
  }, 60_000)
  afterAll(async () => {
    await t?.close()
    await anvil?.stop()
  })

  const treasury = () => chain.treasuryAddress() as Address
  const services = () => t.app.services

  /** The customer's send, as wallets.service writes it: a Pending withdrawal reserving the amount. */
  async function send(asset: 'ETH' | 'USDT', amount: string, recipient: string): Promise<string> {
    const row = await t.database.db.transaction((tx) =>
      services().ledger.record(tx, {
        userId: customer.id,
        asset,
        amount: `-${amount}`,
        status: 'Pending',
        type: 'withdrawal',
        recipientAddress: recipient,
        note: `Send to ${recipient}`,
        createdBy: customer.id,
      }),
    )
    return row.id
  }
  const edit = (who: TestUser, transactionId: string, status: 'Complete' | 'Failed') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${customer.id}/transactions/${transactionId}`,
      headers: { ...who.headers(), 'idempotency-key': randomUUID() },
      payload: { status, type: 'withdrawal' },
    })
  const payoutOf = async (transactionId: string) => (await t.database.db.select().from(payouts).where(eq(payouts.transactionId, transactionId)))[0]!
  const statusOf = async (transactionId: string) => (await t.database.db.select().from(transactions).where(eq(transactions.id, transactionId)))[0]!.status
  const figures = async () => services().ledger.figures(t.database.db, customer.id)

  async function approvedBatch(payoutIds: string[]): Promise<string> {
    const built = await staffCall(t, teams.admin, 'POST', '/api/payouts/batches', { payoutIds })
    expect(built.statusCode).toBe(201)
    const approved = await staffCall(t, admin2, 'POST', `/api/payouts/batches/${built.json().batch.id}/approve`, {})
    expect(approved.statusCode).toBe(200)
    return built.json().batch.id
  }
  async function exported(): Promise<PayoutBatchFile> {
    const answer = await services().payouts.exportBatch()
    if (!answer.ok) throw new Error(answer.problem)
    return answer.value
  }
  async function queued(asset: 'ETH' | 'USDT', amount: string, recipient: string) {
    const id = await send(asset, amount, recipient)
    expect((await edit(teams.admin, id, 'Complete')).statusCode).toBe(200)
    return { transactionId: id, payoutId: (await payoutOf(id)).id }
  }

  it('pays a send from approval to confirmed: signed outside the server, Complete at N confirmations, once', async () => {
    await anvil.testClient.setBalance({ address: treasury(), value: parseEther('100') })
    await anvil.sendToken(usdt, treasury(), 5_000_000_000n)
    // Two deposit addresses hold funds: one USDT (it needs gas first), one ETH.
    depositIndexes = [5, 6]
    await anvil.sendToken(usdt, chain.depositAddress(5) as Address, 7_000_000n)
    await anvil.sendEth(chain.depositAddress(6) as Address, parseEther('0.5'))

    const ethSend = await send('ETH', '1.25', RECIPIENT)
    const approval = await edit(teams.w1, ethSend, 'Complete')
    expect(approval.statusCode).toBe(403) // not the worker's customer: the usual scope
    const approved = await edit(teams.admin, ethSend, 'Complete')
    expect(approved.statusCode).toBe(200)
    expect(approved.json().message).toMatch(/queued for an on-chain payout/)
    expect(await statusOf(ethSend)).toBe('Pending')
    expect((await payoutOf(ethSend)).state).toBe('awaiting_batch')
    // Once queued, no one completes it by hand.
    const again = await edit(teams.admin, ethSend, 'Complete')
    expect([again.statusCode, again.json().code]).toEqual([409, 'PAYOUT_ON_CHAIN'])
    const usdtSend = await queued('USDT', '250.5', TOKEN_RECIPIENT)

    const overview = await staffCall(t, teams.admin, 'GET', '/api/payouts')
    expect(overview.json().queue.map((p: { transactionId: string }) => p.transactionId)).toEqual([ethSend, usdtSend.transactionId])
    const batchId = await approvedBatch([(await payoutOf(ethSend)).id, usdtSend.payoutId])

    const file = await exported()
    expect(file.batchId).toBe(batchId)
    expect(file.entries.map((e) => [e.kind, e.asset, e.amount])).toEqual([
      ['gas-top-up', 'ETH', expect.any(String)],
      ['sweep', 'USDT', '7'],
      ['sweep', 'ETH', expect.any(String)],
      ['payout', 'ETH', '1.25'],
      ['payout', 'USDT', '250.5'],
    ])
    const [topUp, , , ethPayout, tokenPayout] = file.entries
    expect(topUp!.recipient).toBe(chain.depositAddress(5))
    expect([ethPayout!.tx.to, ethPayout!.tx.value, ethPayout!.tx.data]).toEqual([RECIPIENT, '1250000000000000000', '0x'])
    expect(tokenPayout!.tx.to).toBe(getAddress(usdt))
    expect(decodeFunctionData({ abi: erc20Abi, data: tokenPayout!.tx.data as Hex }).args).toEqual([TOKEN_RECIPIENT, 250_500_000n])
    const treasuryNonces = file.entries.filter((e) => e.from === treasury()).map((e) => e.tx.nonce)
    expect(treasuryNonces).toEqual([...treasuryNonces].sort((a, b) => a - b))
    expect(file.tokens.USDT).toEqual({ address: getAddress(usdt), decimals: 6 })

    const broadcast = await services().payouts.broadcastSigned(await sign(file))
    expect(broadcast).toEqual({ ok: true, value: { batchId, sent: 5, refused: [] } })
    // Mined at once (anvil): one confirmation of three, still Pending.
    await services().payouts.track()
    expect(await statusOf(ethSend)).toBe('Pending')
    expect((await payoutOf(ethSend)).state).toBe('broadcast')
    await anvil.mine(CONFIRMATIONS - 1)
    await services().payouts.track()
    expect(await statusOf(ethSend)).toBe('Complete')
    expect(await statusOf(usdtSend.transactionId)).toBe('Complete')
    await services().payouts.track()
    const money = await figures()
    expect([money.ETH.balance, money.ETH.pendingWithdrawals]).toEqual(['8.75', '0'])
    expect([money.USDT.balance, money.USDT.pendingWithdrawals]).toEqual(['749.5', '0'])
    expect(await anvil.publicClient.getBalance({ address: RECIPIENT })).toBe(parseEther('1.25'))
    expect(await chain.balance('USDT', TOKEN_RECIPIENT)).toBe(250_500_000n)
    expect(await chain.balance('USDT', chain.depositAddress(5))).toBe(0n)
    const confirmations = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'customer.payout.confirm'))
    expect(confirmations.map((r) => [r.actorId, r.actorRole, r.targetUserId])).toEqual([
      [null, 'system:chain', customer.id],
      [null, 'system:chain', customer.id],
    ])
    const activity = (await t.app.inject({ method: 'GET', url: '/api/account/activity', headers: customer.headers() })).json()
    expect(JSON.stringify(activity)).toContain('"label":"Send confirmed on chain","by":"The blockchain"')
    expect(t.smtp.mails.filter((m) => m.to.includes(customer.email) && m.subject === 'Your send is complete')).toHaveLength(2)
    expect((await staffCall(t, teams.admin, 'GET', '/api/payouts')).json().batches[0]).toMatchObject({ id: batchId, state: 'closed' })
  }, 60_000)

  it('refuses a tampered signed batch whole and broadcasts nothing', async () => {
    depositIndexes = []
    const { payoutId } = await queued('ETH', '0.5', RECIPIENT)
    const second = await queued('ETH', '0.25', RECIPIENT)
    await approvedBatch([payoutId, second.payoutId])
    const file = await exported()
    const nonceBefore = await chain.nonce(treasury())
    const other = privateKeyToAccount(`0x${'11'.repeat(32)}`)
    const resigned = async (
      changes: Partial<ReturnType<typeof unsigned>>,
      account = privateKeyToAccount(bytesToHex(testAccountKey().deriveChild(1).deriveChild(0).privateKey!)),
    ) => account.signTransaction({ ...unsigned(file.entries[0]!.tx), ...changes })

    const tampered = {
      value: await sign(file).then(async (s) => ({
        ...s,
        signed: [{ ...s.signed[0]!, rawTransaction: await resigned({ value: parseEther('5') }) }, s.signed[1]!],
      })),
      recipient: await sign(file).then(async (s) => ({
        ...s,
        signed: [{ ...s.signed[0]!, rawTransaction: await resigned({ to: other.address }) }, s.signed[1]!],
      })),
      otherKey: await sign(file).then(async (s) => ({ ...s, signed: [{ ...s.signed[0]!, rawTransaction: await resigned({}, other) }, s.signed[1]!] })),
      missing: await sign(file).then((s) => ({ ...s, signed: [s.signed[0]!] })),
      extra: await sign(file).then((s) => ({ ...s, signed: [...s.signed, { id: randomUUID(), rawTransaction: s.signed[0]!.rawTransaction }] })),
    }
    const problems: Record<string, string> = {}
    for (const [name, signed] of Object.entries(tampered)) {
      const answer = await services().payouts.broadcastSigned(signed)
      expect(answer.ok, name).toBe(false)
      problems[name] = answer.ok ? '' : answer.problem
    }
    expect(problems.value).toMatch(/value 5000000000000000000 instead of 500000000000000000/)
    expect(problems.recipient).toMatch(new RegExp(`to ${other.address} instead of ${RECIPIENT}`))
    expect(problems.otherKey).toMatch(new RegExp(`signed by ${other.address}, not ${treasury()}`))
    expect(problems.missing).toMatch(/is missing/)
    expect(problems.extra).toMatch(/is not in the batch/)
    expect(await chain.nonce(treasury())).toBe(nonceBefore)
    expect((await payoutOf(second.transactionId)).state).toBe('exported')
    // A changed entry's transaction does not decode as the stored one, even with the right signer.
    expect(parseTransaction(tampered.value.signed[0]!.rawTransaction).value).toBe(parseEther('5'))

    // The untouched file goes through.
    expect((await services().payouts.broadcastSigned(await sign(file))).ok).toBe(true)
    await anvil.mine(CONFIRMATIONS)
    await services().payouts.track()
    expect(await statusOf(second.transactionId)).toBe('Complete')
  }, 60_000)

  it('returns a payout the chain refuses to staff, who re-queue it: paid once, one ledger movement', async () => {
    const { transactionId, payoutId } = await queued('ETH', '2', RECIPIENT)
    await approvedBatch([payoutId])
    const file = await exported()
    // After export, the treasury is drained below what the payout needs.
    await anvil.testClient.setBalance({ address: treasury(), value: parseEther('1') })
    const answer = await services().payouts.broadcastSigned(await sign(file))
    expect(answer.ok && answer.value.refused).toEqual([expect.stringMatching(/payout 2 ETH .*refused by the node/)])
    const returned = await payoutOf(transactionId)
    expect([returned.state, returned.returnReason]).toEqual(['returned', expect.stringMatching(/refused by the node/)])
    expect(await statusOf(transactionId)).toBe('Pending')
    expect((await figures()).ETH.pendingWithdrawals).toBe('-2')
    const listed = (await staffCall(t, teams.admin, 'GET', '/api/payouts')).json()
    expect(listed.returned.map((p: { id: string }) => p.id)).toEqual([payoutId])

    // Only a returned payout is re-queued; a second admin re-queues it, and it goes in a new batch.
    const requeued = await staffCall(t, teams.admin, 'POST', `/api/payouts/${payoutId}/requeue`, { reason: 'treasury funded again' })
    expect(requeued.statusCode).toBe(200)
    expect((await staffCall(t, teams.admin, 'POST', `/api/payouts/${payoutId}/requeue`, { reason: 'again' })).json().code).toBe('PAYOUT_NOT_RETURNED')
    await anvil.testClient.setBalance({ address: treasury(), value: parseEther('50') })
    await approvedBatch([payoutId])
    const retry = await exported()
    expect(retry.entries[0]!.tx.nonce).toBe(file.entries[0]!.tx.nonce) // the refused nonce was never used
    expect((await services().payouts.broadcastSigned(await sign(retry))).ok).toBe(true)
    await anvil.mine(CONFIRMATIONS)
    await services().payouts.track()
    await services().payouts.track()
    expect(await statusOf(transactionId)).toBe('Complete')
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.userId, customer.id))
    expect(rows.filter((r) => r.id === transactionId)).toHaveLength(1)
    expect((await figures()).ETH).toMatchObject({ balance: '6', pendingWithdrawals: '0' }) // 10 − 1.25 − 0.5 − 0.25 − 2
  }, 60_000)

  it('returns a payout that reverts on chain; staff fail it and the reserve comes back', async () => {
    // A contract that takes no plain ETH: the transfer is mined, and reverts.
    const refusing = await anvil.deployForwarder()
    const { transactionId, payoutId } = await queued('ETH', '0.2', refusing)
    await approvedBatch([payoutId])
    const file = await exported()
    expect((await services().payouts.broadcastSigned(await sign(file))).ok).toBe(true)
    await services().payouts.track()
    const returned = await payoutOf(transactionId)
    expect([returned.state, returned.returnReason]).toEqual(['returned', expect.stringMatching(/^reverted in block \d+$/)])
    expect(await statusOf(transactionId)).toBe('Pending')
    const before = (await figures()).ETH
    expect((await edit(teams.admin, transactionId, 'Failed')).statusCode).toBe(200)
    expect((await payoutOf(transactionId)).state).toBe('failed')
    const after = (await figures()).ETH
    expect(after.balance).toBe(before.balance)
    expect(after.pendingWithdrawals).toBe(money(before.pendingWithdrawals).plus('0.2').toFixed())
  }, 60_000)

  it('keeps four eyes on a batch: the builder and an account the builder made cannot approve it', async () => {
    const { payoutId } = await queued('ETH', '0.1', RECIPIENT)
    const built = await staffCall(t, teams.admin, 'POST', '/api/payouts/batches', { payoutIds: [payoutId] })
    const batchId = built.json().batch.id
    expect(built.json().batch.canApprove).toBe(false)
    const own = await staffCall(t, teams.admin, 'POST', `/api/payouts/batches/${batchId}/approve`, {})
    expect([own.statusCode, own.json().code]).toEqual([403, 'OWN_BATCH_APPROVAL'])
    // The builder makes a manager account and approves through it: still one person (047).
    const created = await staffCall(t, teams.admin, 'POST', '/api/admin/managers', {
      fullName: 'Puppet Manager',
      email: 'puppet.payouts@example.com',
      password: 'temporary pass 1',
    })
    expect(created.statusCode).toBe(201)
    const { signInAsHolder } = await import('../../../../test/staff-fixtures.ts')
    const puppet = await signInAsHolder(t, 'puppet.payouts@example.com', 'temporary pass 1')
    const linked = await staffCall(t, puppet, 'POST', `/api/payouts/batches/${batchId}/approve`, {})
    expect([linked.statusCode, linked.json().code]).toEqual([403, 'BATCH_APPROVER_LINKED'])
    const worker = await staffCall(t, teams.w1, 'POST', `/api/payouts/batches/${batchId}/approve`, {})
    expect(worker.statusCode).toBe(403)
    expect((await staffCall(t, teams.m1, 'POST', '/api/payouts/batches', { payoutIds: [payoutId] })).statusCode).toBe(403)
    // Nothing moved: the batch still waits, and a payout in it cannot join a second batch.
    expect((await staffCall(t, teams.admin, 'GET', '/api/payouts')).json().batches.find((b: { id: string }) => b.id === batchId).state).toBe('building')
    const twice = await staffCall(t, admin2, 'POST', '/api/payouts/batches', { payoutIds: [payoutId] })
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'PAYOUT_NOT_QUEUED'])
    // A manager who is nobody's puppet approves; each step is one audit row.
    const approved = await staffCall(t, teams.m1, 'POST', `/api/payouts/batches/${batchId}/approve`, {})
    expect(approved.statusCode).toBe(200)
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payout.batch.approve'))
    expect(audit.filter((r) => (r.after as { batchId: string }).batchId === batchId).map((r) => r.actorId)).toEqual([teams.m1.id])
  }, 60_000)

  it('lets staff fail a queued send (the reserve released) but not one in an approved batch', async () => {
    // The batch of the test before is approved: its payout can no longer be failed by hand.
    const inBatch = (await t.database.db.select().from(payouts).where(eq(payouts.state, 'approved')))[0]!
    const refused = await edit(teams.admin, inBatch.transactionId, 'Failed')
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'PAYOUT_IN_APPROVED_BATCH'])
    // Nor can it be made another type first, to escape these rules.
    const retyped = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${customer.id}/transactions/${inBatch.transactionId}`,
      headers: { ...teams.admin.headers(), 'idempotency-key': randomUUID() },
      payload: { status: 'Pending', type: 'adjustment' },
    })
    expect([retyped.statusCode, retyped.json().code]).toEqual([409, 'PAYOUT_ON_CHAIN'])
    const { transactionId } = await queued('ETH', '0.3', RECIPIENT)
    const reserved = (await figures()).ETH.pendingWithdrawals
    expect((await edit(teams.admin, transactionId, 'Failed')).statusCode).toBe(200)
    expect((await payoutOf(transactionId)).state).toBe('failed')
    expect((await figures()).ETH.pendingWithdrawals).toBe(money(reserved).plus('0.3').toFixed())
  }, 60_000)

  it('leaves a withdrawal to a card or bank account to staff, as today', async () => {
    const methodId = await addPaymentMethod(t, customer.id)
    const row = await t.database.db.transaction((tx) =>
      services().ledger.record(tx, {
        userId: customer.id,
        asset: 'USDT',
        amount: '-10.1',
        status: 'Pending',
        type: 'withdrawal',
        paymentMethodId: methodId,
        createdBy: customer.id,
      }),
    )
    expect((await edit(teams.admin, row.id, 'Complete')).statusCode).toBe(200)
    expect(await statusOf(row.id)).toBe('Complete')
    expect(await t.database.db.select().from(payouts).where(eq(payouts.transactionId, row.id))).toEqual([])
  })

  it('refuses to export a batch the treasury cannot cover, naming the shortfall', async () => {
    // The approved batch of 0.1 ETH is next; the treasury holds less.
    await anvil.testClient.setBalance({ address: treasury(), value: parseEther('0.05') })
    const answer = await services().payouts.exportBatch()
    expect(answer.ok).toBe(false)
    expect(!answer.ok && answer.problem).toMatch(/The treasury cannot cover this batch: ETH needs 0\.1\d+ .*holds 0\.05, short by 0\.05\d*/)
    const [batch] = await t.database.db.select().from(payouts).where(eq(payouts.state, 'approved'))
    expect(batch).toBeDefined() // nothing exported
    await anvil.testClient.setBalance({ address: treasury(), value: parseEther('1') })
    expect((await services().payouts.exportBatch()).ok).toBe(true)
  }, 60_000)
})
