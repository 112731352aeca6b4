/**
 * Proof of reserves on a real chain (anvil): a snapshot reads the operator's addresses at its confirmed block and
 * keeps those figures; the ownership request is exported (API and CLI through the control socket), signed by the real
 * signer process with the test mnemonic, and uploaded by an admin as one audited staff action; only verified
 * balances count as reserves. Every bad proof is refused with a 4xx that names the problem and leaves nothing written.
 */
import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getAddress, parseEther, verifyMessage, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { OwnershipProofFile, OwnershipRequestFile } from '@wallet/shared/money/ownership-proof'
import type { AddressList, AddressPage, PublishedSnapshot, ReservesPage } from '@wallet/shared/money/reserves-on-chain'
import { connectedChain, FUNDER_KEY, startAnvil, TEST_MNEMONIC, type Anvil } from '../../../test/anvil.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../../test/factories.ts'
import { staffCall } from '../../../test/staff-fixtures.ts'
import { auditLog, chainAddresses, reserveChainAddresses, reserveChainParts, reserveSnapshots } from '../../db/schema.ts'
import { controlSocketPath, openControlSocket, type ControlSocket } from '../../lib/control-socket.ts'
import { reservesControlWork } from '../../cli/reserves.ts'
import type { ChainAdapter } from '../chain/chain-adapter.ts'
import { readBalancesAt } from './chain-reserves.service.ts'

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const SIGNER_ROOT = path.resolve(SERVER_ROOT, '../../packages/signer')
const CONFIRMATIONS = 3
/** Someone else's key: it signs the same text, but controls none of the operator's addresses. */
const outsider = privateKeyToAccount(FUNDER_KEY)

describe('proof of reserves on chain', () => {
  let anvil: Anvil
  let chain: ChainAdapter
  let usdt: Address
  let t: TestApp
  let control: ControlSocket
  let admin: TestUser
  let otherAdmin: TestUser
  let alice: TestUser
  let bob: TestUser
  const scratch = mkdtempSync(path.join(tmpdir(), 'wallet-reserves-chain-'))

  const get = (url: string, who?: TestUser) => t.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers() } : {}) })
  const addressOf = async (user: TestUser) =>
    (await t.database.db.select().from(chainAddresses).where(eq(chainAddresses.userId, user.id)))[0]!.address as Address
  const upload = (snapshotId: string, file: unknown, who: TestUser = admin) =>
    staffCall(t, who, 'POST', `/api/admin/proof-of-reserves/snapshots/${snapshotId}/ownership-proof`, file)
  const snapshot = async () => {
    const taken = await staffCall(t, admin, 'POST', '/api/admin/proof-of-reserves/snapshots')
    expect(taken.statusCode).toBe(201)
    return (await get(`/api/proof-of-reserves/snapshots/${taken.json().snapshotId}`)).json<PublishedSnapshot>()
  }
  const ownershipRows = () => t.database.db.select().from(auditLog).where(eq(auditLog.action, 'reserves.ownership'))
  const signedRows = (snapshotId: string) =>
    t.database.db
      .select()
      .from(reserveChainAddresses)
      .where(and(eq(reserveChainAddresses.snapshotId, snapshotId)))
      .then((rows) => rows.filter((r) => r.signature !== null))

  async function cli(...args: string[]): Promise<{ code: number; out: string }> {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
        cwd: SERVER_ROOT,
        env: {
          ...process.env,
          AUTH_SECRET: t.env.AUTH_SECRET,
          ENCRYPTION_KEY: t.env.ENCRYPTION_KEY,
          AUDIT_KEY: t.env.AUDIT_KEY,
          DATA_DIR: t.env.DATA_DIR,
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
        },
      })
      return { code: 0, out: stdout + stderr }
    } catch (err) {
      const e = err as { code?: number; stdout?: string; stderr?: string }
      return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` }
    }
  }

  /** The operator's part, as the real signer process does it, from the test mnemonic: the server never holds it. */
  function sign(request: OwnershipRequestFile | string, name: string): OwnershipProofFile {
    const dir = mkdtempSync(path.join(scratch, `${name}-`))
    const files = { in: path.join(dir, 'request.json'), out: path.join(dir, 'proof.json'), key: path.join(dir, 'key.txt') }
    writeFileSync(files.in, typeof request === 'string' ? readFileSync(request, 'utf8') : JSON.stringify(request))
    writeFileSync(files.key, `${TEST_MNEMONIC}\n`)
    // `npm run signer -- sign-message …` as the operator runs it: its own process, in its own package.
    const run = spawnSync(process.execPath, ['src/cli.ts', 'sign-message', '--in', files.in, '--out', files.out, '--key-file', files.key, '--yes'], {
      cwd: SIGNER_ROOT,
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    return JSON.parse(readFileSync(files.out, 'utf8')) as OwnershipProofFile
  }

  beforeAll(async () => {
    anvil = await startAnvil()
    ;({ chain, usdt } = await connectedChain(anvil))
    t = await buildTestApp({ env: { ETHEREUM_CONFIRMATIONS: String(CONFIRMATIONS) }, chain })
    control = await openControlSocket(controlSocketPath(t.env.DATA_DIR), { backup: async () => '', work: reservesControlWork(t.app.services.chainReserves) })
    admin = await createUser(t, { role: 'ADMIN' })
    otherAdmin = await createUser(t, { role: 'ADMIN' })
    alice = await createUser(t)
    bob = await createUser(t)
  }, 60_000)
  afterAll(async () => {
    await control?.close()
    await t?.close()
    await anvil?.stop()
    rmSync(scratch, { recursive: true, force: true })
  })

  let first: PublishedSnapshot
  let firstProof: OwnershipProofFile

  it('reads every operator address at the newest confirmed block and keeps those figures when more arrives later', async () => {
    // Customers are owed 1.5 ETH and 10 USDT; the chain holds 1.25 ETH (a shortfall) and 10 USDT.
    await fund(t, alice.id, 'ETH', '1')
    await fund(t, bob.id, 'ETH', '0.5')
    await fund(t, alice.id, 'USDT', '10')
    await anvil.sendEth(await addressOf(alice), parseEther('1'))
    await anvil.sendToken(usdt, await addressOf(alice), 10_000_000n)
    await anvil.testClient.setBalance({ address: chain.treasuryAddress() as Address, value: parseEther('0.25') })
    await anvil.mine(CONFIRMATIONS - 1)
    // Mined into the head block, which has 1 confirmation of the 3: not part of the snapshot.
    await anvil.sendEth(await addressOf(bob), parseEther('5'))
    // Not the client's cached number: the head as it is now.
    const head = await anvil.publicClient.getBlockNumber({ cacheTime: 0 })

    first = await snapshot()
    expect(first.onChain).toMatchObject({
      chain: 'ethereum',
      chainId: anvil.chainId,
      blockNumber: String(head - BigInt(CONFIRMATIONS) + 1n),
      addressCount: 3,
      signedAt: null,
      message: `Wallet proof of reserves, snapshot ${first.snapshotId}, root ${first.root}, chain ${anvil.chainId} block ${head - 2n}`,
    })
    const eth = first.onChain!.assets.find((a) => a.asset === 'ETH')
    expect(eth).toMatchObject({ held: '1.25', verified: '0', decimals: 18, contract: null })
    expect(first.onChain!.assets.find((a) => a.asset === 'USDT')).toMatchObject({ held: '10', verified: '0', decimals: 6, contract: getAddress(usdt) })

    // More arrives after the snapshot: its figures stay those of its block.
    await anvil.sendEth(await addressOf(alice), parseEther('2'))
    await anvil.mine(CONFIRMATIONS)
    const again = (await get(`/api/proof-of-reserves/snapshots/${first.snapshotId}`)).json<PublishedSnapshot>()
    expect(again.onChain).toEqual(first.onChain)
    const page = (await get(`/api/proof-of-reserves/snapshots/${first.snapshotId}/addresses`)).json<AddressPage>()
    expect(page.total).toBe(3)
    expect(page.addresses.map((a) => [a.place, a.branch, a.index])).toEqual([
      ['treasury', 1, 0],
      ['deposit', 0, 0],
      ['deposit', 0, 1],
    ])
    const aliceRow = page.addresses.find((a) => a.address === chain.depositAddress(0))!
    expect(aliceRow).toMatchObject({ address: await addressOf(alice), balances: { ETH: '1', USDT: '10', BNB: '0' }, signature: null, verified: false })
    expect(await anvil.publicClient.getBalance({ address: aliceRow.address as Address })).toBe(parseEther('3'))
    expect(await anvil.publicClient.getBalance({ address: aliceRow.address as Address, blockNumber: BigInt(first.onChain!.blockNumber) })).toBe(parseEther('1'))
  }, 60_000)

  it('shows unsigned addresses as no reserves: the ratio says so', async () => {
    const overview = (await get('/api/proof-of-reserves')).json<ReservesPage>()
    expect(overview.latest?.onChain?.signedAt).toBeNull()
    expect(overview.assets.find((a) => a.asset === 'ETH')).toMatchObject({ liabilities: '1.5', reserves: '0', source: 'on-chain', ratio: '0.0000' })
  })

  it('exports the request through the API and the CLI (the control socket), the same file naming the snapshot and its root', async () => {
    const viaApi = await staffCall(t, admin, 'GET', `/api/admin/proof-of-reserves/ownership-request?snapshotId=${first.snapshotId}`)
    expect(viaApi.statusCode).toBe(200)
    const request = viaApi.json<OwnershipRequestFile>()
    expect(request).toMatchObject({
      format: 'wallet-ownership-request/1',
      chainId: anvil.chainId,
      accountPath: "m/44'/60'/0'",
      message: first.onChain!.message,
    })
    expect(request.addresses).toEqual([
      { address: chain.treasuryAddress(), branch: 1, index: 0 },
      { address: chain.depositAddress(0), branch: 0, index: 0 },
      { address: chain.depositAddress(1), branch: 0, index: 1 },
    ])
    const out = path.join(scratch, 'request.json')
    const exported = await cli('reserves', 'export-ownership', '--out', out, '--snapshot', first.snapshotId)
    expect(exported).toMatchObject({ code: 0, out: expect.stringContaining('3 addresses to sign') })
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(request)
    expect((await cli('reserves', 'export-ownership', '--out', out)).out).toMatch(/already exists/)

    firstProof = sign(out, 'first')
    expect(firstProof.signatures).toHaveLength(3)
  }, 60_000)

  it('refuses a bad proof with a 4xx naming the problem, and writes nothing', async () => {
    const second = await snapshot()
    const request = (await staffCall(t, admin, 'GET', '/api/admin/proof-of-reserves/ownership-request')).json<OwnershipRequestFile>()
    expect(request.message).toContain(second.snapshotId)
    const proof = sign(request, 'second')
    const forged = (await outsider.signMessage({ message: request.message })) as string

    const refusals: [string, unknown, number, RegExp][] = [
      [
        'malformed',
        { format: 'wallet-ownership-proof/1', chainId: anvil.chainId, message: request.message, signatures: [{ address: 'nope', signature: '0x12' }] },
        400,
        /not an ownership proof.*signatures\.0\.address/,
      ],
      ['not a proof at all', ['hello'], 400, /not an ownership proof/],
      [
        'a wrong signer',
        { ...proof, signatures: proof.signatures.map((s, i) => (i === 1 ? { ...s, signature: forged } : s)) },
        400,
        new RegExp(`The signature for ${chain.depositAddress(0)} was made by ${outsider.address}`),
      ],
      [
        'an address not requested',
        { ...proof, signatures: [...proof.signatures, { address: outsider.address, signature: forged }] },
        400,
        new RegExp(`${outsider.address} was not requested`),
      ],
      ['an address left out', { ...proof, signatures: proof.signatures.slice(1) }, 400, new RegExp(`${chain.treasuryAddress()} is not signed`)],
      ["the other snapshot's proof (a replay)", firstProof, 400, /another message than the request/],
      ['another chain', { ...proof, chainId: 1 }, 400, /for chain 1, the request for chain 31337/],
    ]
    for (const [what, file, status, problem] of refusals) {
      const answer = await upload(second.snapshotId, file)
      expect(answer.statusCode, what).toBe(status)
      expect(answer.json().error, what).toMatch(problem)
    }
    expect((await upload('00000000-0000-4000-8000-000000000000', proof)).statusCode).toBe(404)
    expect((await upload(second.snapshotId, proof, alice)).statusCode).toBe(403)
    expect((await staffCall(t, alice, 'GET', '/api/admin/proof-of-reserves/ownership-request')).statusCode).toBe(403)
    // Nothing written by any refusal.
    expect(await ownershipRows()).toHaveLength(0)
    expect(await signedRows(second.snapshotId)).toHaveLength(0)
    expect((await get('/api/proof-of-reserves/latest')).json().onChain.signedAt).toBeNull()

    // The true proof: one audit row, in the admin's name; the verified balances are the reserves, a shortfall shown.
    const accepted = await upload(second.snapshotId, proof)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toMatchObject({ signedAt: expect.any(String), addressCount: 3 })
    const rows = await ownershipRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ actorId: admin.id, targetUserId: null })
    expect(rows[0]!.after).toMatchObject({ snapshotId: second.snapshotId, addresses: 3, verified: { ETH: '8.25', USDT: '10', BNB: '0' } })

    const overview = (await get('/api/proof-of-reserves')).json<ReservesPage>()
    expect(overview.latest?.snapshotId).toBe(second.snapshotId)
    // 8.25 ETH held at the block (1 + 2 at alice's, 5 at bob's, 0.25 in the treasury) against 1.5 owed.
    expect(overview.assets.find((a) => a.asset === 'ETH')).toMatchObject({ liabilities: '1.5', reserves: '8.25', source: 'on-chain', ratio: '5.5000' })
    expect(overview.assets.find((a) => a.asset === 'USDT')).toMatchObject({ liabilities: '10', reserves: '10', source: 'on-chain', ratio: '1.0000' })
    expect(overview.assets.find((a) => a.asset === 'BNB')).toMatchObject({ liabilities: '0', reserves: '0', source: 'on-chain', ratio: null })
    expect(overview.assets.find((a) => a.asset === 'BTC')).toMatchObject({ source: 'none' })

    // Replayed, or uploaded again by another admin: the figures do not change.
    const replay = await upload(second.snapshotId, proof, otherAdmin)
    expect(replay.statusCode).toBe(409)
    expect(replay.json()).toMatchObject({ code: 'RESERVES_ALREADY_PROVEN', error: expect.stringMatching(/already signed/) })
    expect(await ownershipRows()).toHaveLength(1)
  }, 120_000)

  it('the first snapshot, signed, shows its shortfall: 1.25 ETH verified against 1.5 owed', async () => {
    expect((await upload(first.snapshotId, firstProof)).statusCode).toBe(200)
    const signed = (await get(`/api/proof-of-reserves/snapshots/${first.snapshotId}`)).json<PublishedSnapshot>()
    expect(signed.onChain!.assets.find((a) => a.asset === 'ETH')).toMatchObject({ held: '1.25', verified: '1.25' })
  })

  it('gives the whole list as a file a customer checks with any Ethereum tool, and pages it', async () => {
    const download = await get(`/api/proof-of-reserves/snapshots/${first.snapshotId}/addresses.json`)
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-disposition']).toContain('attachment')
    const list = download.json<AddressList>()
    expect(list).toMatchObject({ snapshotId: first.snapshotId, message: first.onChain!.message, blockNumber: first.onChain!.blockNumber })
    let eth = 0n
    for (const row of list.addresses) {
      expect(row.verified).toBe(true)
      // What the docs tell a customer: the signature recovers to the address over the message…
      expect(await verifyMessage({ address: row.address as Address, message: list.message, signature: row.signature as Hex })).toBe(true)
      // …and the node shows the listed balance at the listed block.
      expect(await anvil.publicClient.getBalance({ address: row.address as Address, blockNumber: BigInt(list.blockNumber) })).toBe(
        parseEther(row.balances.ETH!),
      )
      eth += parseEther(row.balances.ETH!)
    }
    expect(eth).toBe(parseEther(list.assets.find((a) => a.asset === 'ETH')!.verified))

    const page = (await get(`/api/proof-of-reserves/snapshots/${first.snapshotId}/addresses?offset=2&limit=1`)).json<AddressPage>()
    expect(page).toMatchObject({ total: 3, offset: 2, limit: 1 })
    expect(page.addresses.map((a) => a.index)).toEqual([1])
    for (const bad of ['limit=0', 'limit=201', 'offset=-1', 'limit=abc']) {
      expect((await get(`/api/proof-of-reserves/snapshots/${first.snapshotId}/addresses?${bad}`)).statusCode, bad).toBe(400)
    }
    expect((await get('/api/proof-of-reserves/snapshots/00000000-0000-4000-8000-000000000000/addresses')).statusCode).toBe(404)
  })

  it('takes one upload of two at once: one audit row, the other told the snapshot is signed', async () => {
    const third = await snapshot()
    const proof = sign((await staffCall(t, admin, 'GET', '/api/admin/proof-of-reserves/ownership-request')).json<OwnershipRequestFile>(), 'third')
    const before = (await ownershipRows()).length
    const answers = await Promise.all([upload(third.snapshotId, proof), upload(third.snapshotId, proof, otherAdmin)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(await ownershipRows()).toHaveLength(before + 1)
    const [part] = await t.database.db.select().from(reserveChainParts).where(eq(reserveChainParts.snapshotId, third.snapshotId))
    expect(part!.provenAt).not.toBeNull()
  }, 60_000)

  it('reads 1,000 addresses at a block with bounded concurrency, in measured time', async () => {
    const block = await anvil.publicClient.getBlockNumber({ cacheTime: 0 })
    const addresses = Array.from({ length: 1_000 }, (_, i) => chain.depositAddress(i))
    const started = performance.now()
    const balances = await readBalancesAt(chain, addresses, [...chain.assets.keys()], block)
    const ms = performance.now() - started
    console.log(`read ${addresses.length} addresses × ${chain.assets.size} assets at block ${block} in ${Math.round(ms)} ms`)
    expect(balances).toHaveLength(1_000)
    expect(balances[0]![0]).toBe(parseEther('3'))
    expect(ms).toBeLessThan(60_000)
  }, 90_000)

  it('reads a token balance as 0 at a block before the token existed, so a snapshot soon after a deployment is taken', async () => {
    // Block 0 is anvil's genesis: the test tokens were deployed after it.
    expect(await readBalancesAt(chain, [chain.depositAddress(0)], [...chain.assets.keys()], 0n)).toEqual([[0n, 0n, 0n]])
  })

  // Last in this file: it stops the node.
  it('answers 503 to a snapshot while the node does not answer, and takes none', async () => {
    const snapshots = async () => (await t.database.db.select().from(reserveSnapshots)).length
    const audited = async () => (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'reserves.snapshot'))).length
    const [before, auditedBefore] = [await snapshots(), await audited()]
    await anvil.stop()
    const taken = await staffCall(t, admin, 'POST', '/api/admin/proof-of-reserves/snapshots')
    expect(taken.statusCode).toBe(503)
    expect(taken.json()).toMatchObject({ code: 'CHAIN_UNAVAILABLE', error: 'The chain node did not answer. Please try again in a few seconds.' })
    expect(await snapshots()).toBe(before)
    expect(await audited()).toBe(auditedBefore)
  }, 60_000)
})

describe('proof of reserves without a chain', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  }, 60_000)
  afterAll(async () => {
    await t?.close()
  })

  it('keeps declared figures and has no on-chain part to export', async () => {
    const admin = await createUser(t, { role: 'ADMIN' })
    expect((await staffCall(t, admin, 'POST', '/api/admin/proof-of-reserves/reserves', { asset: 'ETH', amount: '2' })).statusCode).toBe(204)
    expect((await staffCall(t, admin, 'POST', '/api/admin/proof-of-reserves/snapshots')).statusCode).toBe(201)
    const overview = (await t.app.inject({ method: 'GET', url: '/api/proof-of-reserves' })).json<ReservesPage>()
    expect(overview.latest?.onChain).toBeNull()
    expect(overview.assets.find((a) => a.asset === 'ETH')).toMatchObject({ reserves: '2', source: 'declared' })
    const exported = await staffCall(t, admin, 'GET', '/api/admin/proof-of-reserves/ownership-request')
    expect(exported.statusCode).toBe(404)
    expect(exported.json()).toMatchObject({ code: 'NOT_FOUND', error: expect.stringMatching(/no on-chain part/) })
  })
})
