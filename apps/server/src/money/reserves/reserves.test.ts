import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountHash, nodeHash, nodeOf, nodeSums, verifyProof, type PublishedRoot, type ReserveProof } from '@wallet/shared/money/reserves'
import { Mismatch, verifyProof as standaloneVerify, verifyStatement } from '../../../../../packages/por-verifier/verify.mjs'
import { auditLog, reserveDeclarations, reserveSnapshots } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../../test/factories.ts'
import { buildTree, customerLeaf, parentOf, type LeafEntry } from './merkle-sum-tree.ts'

const CLI = path.resolve(import.meta.dirname, '../../../../../packages/por-verifier/cli.mjs')
const run = promisify(execFile)

/** Whether each verifier, the browser's (shared) and the standalone one, accepts the proof. */
function verdicts(proof: ReserveProof, root: Pick<PublishedRoot, 'snapshotId' | 'assets' | 'root' | 'totals'>) {
  let standalone: true | string = true
  try {
    standaloneVerify(proof, root)
  } catch (err) {
    if (!(err instanceof Mismatch)) throw err
    standalone = err.message
  }
  const shared = verifyProof(proof, root)
  return { shared: shared.ok ? true : shared.problem, standalone }
}

function expectRefused(proof: ReserveProof, root: Pick<PublishedRoot, 'snapshotId' | 'assets' | 'root' | 'totals'>, reason: RegExp) {
  const v = verdicts(proof, root)
  expect(v.shared).toMatch(reason)
  expect(v.standalone).toMatch(reason)
}

const clone = <T>(value: T): T => structuredClone(value)
const BTC = 0

describe('proof of reserves', () => {
  let t: TestApp
  let admin: TestUser
  let alice: TestUser
  let bob: TestUser
  let carol: TestUser
  let first: PublishedRoot
  let aliceProof: ReserveProof

  const get = (url: string, who?: TestUser) => t.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers() } : {}) })
  const post = (url: string, who: TestUser, payload?: object) => t.app.inject({ method: 'POST', url, headers: who.headers(), ...(payload ? { payload } : {}) })

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await createUser(t, { role: 'ADMIN' })
    alice = await createUser(t)
    bob = await createUser(t)
    carol = await createUser(t)
    await fund(t, alice.id, 'BTC', '1.5')
    await fund(t, alice.id, 'ETH', '0.000000000000000001')
    await fund(t, bob.id, 'BTC', '2')
    await fund(t, carol.id, 'USDT', '100', 'Pending')
    // A pending withdrawal reserves 0.5 of Bob's BTC: still his, still in the balance the snapshot counts.
    const send = await post('/api/wallets/send', bob, { assetId: 'BTC', amount: '0.5', recipientAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' })
    expect(send.statusCode).toBe(201)
  })
  afterAll(() => t.close())

  it('publishes nothing before the first snapshot, without a sign-in', async () => {
    const res = await get('/api/proof-of-reserves/latest')
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toBe('No proof-of-reserves snapshot has been taken yet.')
    const page = await get('/api/proof-of-reserves')
    expect(page.statusCode).toBe(200)
    expect(page.json()).toMatchObject({ latest: null, snapshots: [] })
  })

  it('lets only an admin take a snapshot', async () => {
    expect((await post('/api/admin/proof-of-reserves/snapshots', alice)).statusCode).toBe(403)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/proof-of-reserves/snapshots', headers: { origin: 'http://localhost:3000' } })).statusCode,
    ).toBe(401)
    expect(await t.database.db.select().from(reserveSnapshots)).toHaveLength(0)
  })

  it('takes an admin snapshot of every customer’s whole balance, audited with its root, and publishes it', async () => {
    const res = await post('/api/admin/proof-of-reserves/snapshots', admin)
    expect(res.statusCode).toBe(201)
    first = res.json()
    // BTC: 1.5 + 2 (the 0.5 waiting to go out is still owed); ETH: one unit; USDT: nothing (the deposit is pending).
    expect(first.totals.slice(0, 3)).toEqual(['3500000000000000000', '1', '0'])
    // Four accounts of role USER (the admin holds nothing): padded to four leaves, two levels.
    expect(first.depth).toBe(2)
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'reserves.snapshot'))
    expect(row).toMatchObject({ actorId: admin.id, after: { snapshotId: first.snapshotId, root: first.root, totals: first.totals } })
    const latest = await get('/api/proof-of-reserves/latest')
    expect(latest.statusCode).toBe(200)
    expect(latest.json()).toEqual(first)
  })

  it('signs a statement that binds the root and totals to the audit chain’s head', async () => {
    const head = verifyStatement(first)
    // The head named is the chain's as published when the snapshot began: the snapshot's own audit row follows it.
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'reserves.snapshot'))
    expect(head).toEqual({ seq: row!.id - 1, hash: row!.prevHash })
    expect(JSON.parse(first.statement.text)).toMatchObject({ snapshotId: first.snapshotId, root: first.root, totals: first.totals })
    const forged = { ...first, statement: { ...first.statement, text: first.statement.text.replace(first.root, 'f'.repeat(64)) } }
    expect(() => verifyStatement(forged)).toThrow(Mismatch)
  })

  it('gives a customer their proof, which both verifiers accept, with their balances as of the snapshot', async () => {
    const res = await get('/api/proof-of-reserves/proof', alice)
    expect(res.statusCode).toBe(200)
    aliceProof = res.json()
    expect(aliceProof.accountId).toBe(alice.id)
    expect(aliceProof.leaf.balances.slice(0, 2)).toEqual(['1500000000000000000', '1'])
    expect(aliceProof.path).toHaveLength(first.depth)
    expect(verdicts(aliceProof, first)).toEqual({ shared: true, standalone: true })
    for (const who of [bob, carol]) expect(verdicts((await get('/api/proof-of-reserves/proof', who)).json(), first)).toEqual({ shared: true, standalone: true })
    expect(JSON.stringify(aliceProof).length).toBeLessThan(4096)
    // Her proof names nobody else: no other account id appears in it.
    for (const other of [bob, carol, admin]) expect(JSON.stringify(aliceProof)).not.toContain(other.id)
  })

  it('needs a sign-in for a proof, and answers 404 to an account left out of the snapshot', async () => {
    expect((await get('/api/proof-of-reserves/proof')).statusCode).toBe(401)
    const res = await get('/api/proof-of-reserves/proof', admin)
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toBe('Your account was not part of this snapshot.')
    expect((await get('/api/proof-of-reserves/proof?snapshotId=nope', alice)).statusCode).toBe(400)
  })

  it('runs the standalone command as its README says: accepts the proof, refuses a wrong root with a non-zero exit', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'por-'))
    const proofFile = path.join(dir, 'proof.json')
    const rootFile = path.join(dir, 'root.json')
    writeFileSync(proofFile, JSON.stringify(aliceProof))
    writeFileSync(rootFile, JSON.stringify(first))
    const ok = await run(process.execPath, [CLI, proofFile, '--published', rootFile, '--expect', 'BTC=1.5'])
    expect(ok.stdout).toContain(`OK: account ${alice.id} is in snapshot ${first.snapshotId}`)
    expect(ok.stdout).toContain('signed statement holds')
    const byHand = await run(process.execPath, [CLI, proofFile, '--root', first.root])
    expect(byHand.stdout).toContain('OK')
    const wrong = await run(process.execPath, [CLI, proofFile, '--root', 'a'.repeat(64)]).catch((err: { code: number; stderr: string }) => err)
    expect(wrong).toMatchObject({ code: 1, stderr: expect.stringContaining('MISMATCH') })
    const lowered = await run(process.execPath, [CLI, proofFile, '--published', rootFile, '--expect', 'BTC=2']).catch((err: { code: number }) => err)
    expect(lowered).toMatchObject({ code: 1 })
  })

  describe('refusals', () => {
    it('refuses a lowered balance', () => {
      const proof = clone(aliceProof)
      proof.leaf.balances[BTC] = '1000000000000000000'
      expectRefused(proof, first, /published root/)
      // Lowered in both the leaf and the published totals, the root's hash still gives it away.
      expectRefused(proof, { ...first, totals: first.totals.map((v, i) => (i === BTC ? String(BigInt(v) - 500000000000000000n) : v)) }, /published root/)
    })

    it('refuses a negative leaf', () => {
      const proof = clone(aliceProof)
      proof.leaf.balances[BTC] = '-1500000000000000000'
      expectRefused(proof, first, /not a non-negative integer/)
    })

    it('refuses a customer left out: a tree without Carol gives her no path to its root', async () => {
      const carolProof: ReserveProof = (await get('/api/proof-of-reserves/proof', carol)).json()
      const [snapshot] = await t.database.db.select().from(reserveSnapshots).where(eq(reserveSnapshots.id, first.snapshotId))
      const all = await t.app.services.reserves.proof(alice.id, null)
      // The same leaves but Carol's, with padding in her place: what a server that left her out would publish.
      const entries: LeafEntry[] = []
      for (const who of [alice, bob]) {
        const p = who === alice ? all : await t.app.services.reserves.proof(who.id, null)
        entries.push({ rank: entries.length, salt: Buffer.from(p.leaf.salt, 'hex'), account: accountHash(who.id), balances: p.leaf.balances.map(BigInt) })
      }
      const upper = await buildTree(snapshot!.secret, { customers: 2, depth: 2 }, first.assets.length, async (a, b) => entries.slice(a, b))
      const top = upper.at(-1)![0]!
      const without = { ...first, root: Buffer.from(nodeHash(top)).toString('hex'), totals: nodeSums(top).map(String) }
      expectRefused(carolProof, without, /published root|totals/)
    })

    it('refuses the sum-splitting attack: every node commits to both children’s sums, and none may be negative', () => {
      // Hu et al. 2019: a node that commits only to the total lets the prover show each child a sibling sum that fits.
      // Here the sibling's sums are in the parent's hash: lowering one (and the total with it) breaks the path.
      const lowered = clone(aliceProof)
      const at = lowered.path.findIndex((s) => s.sums[BTC] !== '0')
      lowered.path[at]!.sums[BTC] = '0'
      const total = BigInt(first.totals[BTC]!) - BigInt(aliceProof.path[at]!.sums[BTC]!)
      expectRefused(lowered, { ...first, totals: first.totals.map((v, i) => (i === BTC ? String(total) : v)) }, /published root/)
      // A negative sibling sum, and one that wraps around 2^256, are refused before any hash.
      const negative = clone(aliceProof)
      negative.path[0]!.sums[BTC] = '-1'
      expectRefused(negative, first, /not a non-negative integer/)
      const wrapped = clone(aliceProof)
      wrapped.path[0]!.sums[BTC] = String(2n ** 256n - 1n)
      expectRefused(wrapped, first, /2\^256/)
      // The split itself: two leaves whose parent a prover re-encodes with the left sum moved to the right child.
      const left = customerLeaf({ salt: new Uint8Array(32), account: accountHash('a'), balances: [5n] })
      const right = customerLeaf({ salt: new Uint8Array(32), account: accountHash('b'), balances: [7n] })
      const honest = parentOf(left, right)
      const split = parentOf(nodeOf(nodeHash(left), [0n]), nodeOf(nodeHash(right), [12n]))
      expect(nodeSums(split)).toEqual(nodeSums(honest))
      expect(Buffer.from(nodeHash(split)).equals(Buffer.from(nodeHash(honest)))).toBe(false)
    })

    it('refuses a root that differs from the published one', () => {
      expectRefused(aliceProof, { ...first, root: 'b'.repeat(64) }, /published root/)
    })

    it('refuses a proof from another snapshot', async () => {
      await fund(t, alice.id, 'BTC', '1')
      const second: PublishedRoot = (await post('/api/admin/proof-of-reserves/snapshots', admin)).json()
      expect(second.snapshotId).not.toBe(first.snapshotId)
      expectRefused(aliceProof, second, /another snapshot|snapshot/)
      // Even with its snapshot id changed to match, the old path does not reach the new root.
      expectRefused({ ...aliceProof, snapshotId: second.snapshotId }, second, /published root/)
      // The new proof shows the new balance; the first snapshot's proof still shows the old one and still verifies.
      const now: ReserveProof = (await get('/api/proof-of-reserves/proof', alice)).json()
      expect(now.leaf.balances[BTC]).toBe('2500000000000000000')
      const old: ReserveProof = (await get(`/api/proof-of-reserves/proof?snapshotId=${first.snapshotId}`, alice)).json()
      expect(old).toEqual(aliceProof)
      expect(verdicts(old, first)).toEqual({ shared: true, standalone: true })
    })
  })

  it('keeps earlier snapshots listed', async () => {
    const page = (await get('/api/proof-of-reserves')).json()
    expect(page.snapshots).toHaveLength(2)
    expect(page.snapshots.map((s: { snapshotId: string }) => s.snapshotId)).toContain(first.snapshotId)
    expect((await get(`/api/proof-of-reserves/snapshots/${first.snapshotId}`)).json()).toEqual(first)
  })

  it('takes at most one scheduled snapshot per period, audited without an actor', async () => {
    const day = 86_400_000
    const taken = await t.app.services.reserves.takeScheduled(day)
    expect(taken).not.toBeNull()
    expect(await t.app.services.reserves.takeScheduled(day)).toBeNull()
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'reserves.snapshot'))
    expect(rows.filter((r) => r.actorId === null)).toHaveLength(1)
    expect((await get('/api/proof-of-reserves')).json().snapshots[0]).toMatchObject({ snapshotId: taken!.snapshotId, scheduled: true })
  })

  describe('declared reserves', () => {
    it('lets only an admin declare a figure, refuses a bad one with nothing written', async () => {
      expect((await post('/api/admin/proof-of-reserves/reserves', alice, { asset: 'BTC', amount: '10' })).statusCode).toBe(403)
      const bad = await post('/api/admin/proof-of-reserves/reserves', admin, { asset: 'BTC', amount: '-1' })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().error).toBe('Please enter a valid reserve amount.')
      expect((await post('/api/admin/proof-of-reserves/reserves', admin, { asset: 'NOPE', amount: '1' })).statusCode).toBe(400)
      expect(await t.database.db.select().from(reserveDeclarations)).toHaveLength(0)
    })

    it('shows a declared figure as declared, with a ratio under 1 as it is, each declaration one audit row', async () => {
      expect((await post('/api/admin/proof-of-reserves/reserves', admin, { asset: 'BTC', amount: '3' })).statusCode).toBe(204)
      expect((await post('/api/admin/proof-of-reserves/reserves', admin, { asset: 'BTC', amount: '4.5' })).statusCode).toBe(204)
      const page = (await get('/api/proof-of-reserves')).json()
      const btc = page.assets.find((a: { asset: string }) => a.asset === 'BTC')
      // Liabilities at the latest snapshot: 2.5 + 2 = 4.5 BTC; 4.5 declared: exactly 1.
      expect(btc).toMatchObject({ liabilities: '4.5', reserves: '4.5', source: 'declared', ratio: '1.0000' })
      expect((await post('/api/admin/proof-of-reserves/reserves', admin, { asset: 'BTC', amount: '4.499' })).statusCode).toBe(204)
      const under = (await get('/api/proof-of-reserves')).json().assets.find((a: { asset: string }) => a.asset === 'BTC')
      expect(under).toMatchObject({ reserves: '4.499', ratio: '0.9997' })
      const eth = page.assets.find((a: { asset: string }) => a.asset === 'ETH')
      expect(eth).toMatchObject({ liabilities: '0.000000000000000001', reserves: null, source: 'none', ratio: null })
      const rows = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'reserves.declare'), eq(auditLog.actorId, admin.id)))
      expect(rows.map((r) => r.after)).toEqual([
        { asset: 'BTC', amount: '3' },
        { asset: 'BTC', amount: '4.5' },
        { asset: 'BTC', amount: '4.499' },
      ])
      expect(rows[1]!.before).toEqual({ asset: 'BTC', amount: '3' })
    })
  })
})
