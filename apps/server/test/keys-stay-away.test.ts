import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { bytesToHex, getAddress, parseEther, type Address } from 'viem'
import { REPO_ROOT } from '../src/config/env.ts'
import { chainAddresses } from '../src/db/schema/chain.ts'
import { transactions } from '../src/db/schema/ledger.ts'
import { payouts } from '../src/db/schema/payouts.ts'
import { ACCOUNT_PATH } from '../src/money/chain/derivation.ts'
import type { ChainAdapter } from '../src/money/chain/chain-adapter.ts'
import { connectedChain, startAnvil, TEST_MNEMONIC, type Anvil } from './anvil.ts'
import { buildTestApp, type TestApp } from './build-test-app.ts'
import { createUser, type TestUser } from './factories.ts'
import { createTeams, staffCall, type Teams } from './staff-fixtures.ts'

const CONFIRMATIONS = 2
const RECIPIENT = getAddress('0x3000000000000000000000000000000000000003')

/** Every file under a folder, read as bytes made text (a database page holds its strings as they are). */
function filesUnder(dir: string): Array<{ file: string; text: string }> {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [{ file: full, text: readFileSync(full).toString('latin1') }]
  })
}

/**
 * The rule of decision 146: keys that can spend never touch the server. The whole flow runs — a deposit found on a
 * real node, a payout approved by two people, exported, signed by the offline signer as its own process from a key
 * file the server never sees, broadcast and confirmed — and then the database, DATA_DIR, the logs and the server's
 * environment are searched for the mnemonic, its seed, the extended private keys and every private key used.
 */
describe('keys that can spend never reach the server', () => {
  let anvil: Anvil
  let chain: ChainAdapter
  let t: TestApp
  let teams: Teams
  let secondAdmin: TestUser
  let customer: TestUser
  const logLines: string[] = []
  const outside = mkdtempSync(path.join(tmpdir(), 'wallet-signer-'))

  beforeAll(async () => {
    anvil = await startAnvil()
    ;({ chain } = await connectedChain(anvil))
    t = await buildTestApp({ env: { ETHEREUM_CONFIRMATIONS: String(CONFIRMATIONS) }, chain, logLines })
    teams = await createTeams(t)
    secondAdmin = await createUser(t, { role: 'ADMIN', fullName: 'Second Admin' })
    customer = await createUser(t)
  }, 60_000)
  afterAll(async () => {
    await t?.close()
    await anvil?.stop()
    rmSync(outside, { recursive: true, force: true })
  })

  it('runs a deposit and a payout signed offline, then finds no key in the database, DATA_DIR, the logs or the environment', async () => {
    const services = t.app.services
    const watcher = services.depositWatcher!
    await watcher.run() // the cursor starts at the head

    // A deposit: found by the watcher, credited at N confirmations.
    const [row] = await t.database.db.select().from(chainAddresses).where(eq(chainAddresses.userId, customer.id))
    await anvil.sendEth(row!.address as Address, parseEther('2'))
    await anvil.mine(CONFIRMATIONS - 1)
    await watcher.run()
    expect((await services.ledger.figures(t.database.db, customer.id)).ETH.balance).toBe('2')

    // A send, approved, batched by one admin and approved by another, exported for the signer.
    await anvil.testClient.setBalance({ address: chain.treasuryAddress() as Address, value: parseEther('10') })
    const send = await t.database.db.transaction((tx) =>
      services.ledger.record(tx, {
        userId: customer.id,
        asset: 'ETH',
        amount: '-0.5',
        status: 'Pending',
        type: 'withdrawal',
        recipientAddress: RECIPIENT,
        note: `Send to ${RECIPIENT}`,
        createdBy: customer.id,
      }),
    )
    const approve = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${customer.id}/transactions/${send.id}`,
      headers: { ...teams.admin.headers(), 'idempotency-key': randomUUID() },
      payload: { status: 'Complete', type: 'withdrawal' },
    })
    expect(approve.statusCode).toBe(200)
    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.transactionId, send.id))
    const built = await staffCall(t, teams.admin, 'POST', '/api/payouts/batches', { payoutIds: [payout!.id] })
    expect(built.statusCode).toBe(201)
    expect((await staffCall(t, secondAdmin, 'POST', `/api/payouts/batches/${built.json().batch.id}/approve`, {})).statusCode).toBe(200)
    const exported = await services.payouts.exportBatch()
    if (!exported.ok) throw new Error(exported.problem)
    // The customer's deposit address is swept into the treasury in the same batch: the signer signs with both keys.
    expect(exported.value.entries.map((e) => [e.kind, e.branch])).toEqual([
      ['sweep', 0],
      ['payout', 1],
    ])

    // The offline signer, as its own process, with the mnemonic in a file outside DATA_DIR and not in its environment.
    const batchFile = path.join(outside, 'batch.json')
    const signedFile = path.join(outside, 'signed.json')
    const keyFile = path.join(outside, 'key.txt')
    writeFileSync(batchFile, JSON.stringify(exported.value))
    writeFileSync(keyFile, TEST_MNEMONIC, { mode: 0o600 })
    const signer = spawnSync(process.execPath, ['src/cli.ts', 'sign', '--in', batchFile, '--out', signedFile, '--key-file', keyFile, '--yes'], {
      cwd: path.join(REPO_ROOT, 'packages/signer'),
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
    })
    expect(signer.stderr).toBe('')
    expect(signer.status).toBe(0)
    rmSync(keyFile)

    const broadcast = await services.payouts.broadcastSigned(JSON.parse(readFileSync(signedFile, 'utf8')))
    expect(broadcast.ok).toBe(true)
    await anvil.mine(CONFIRMATIONS - 1)
    await services.payouts.track()
    const [settled] = await t.database.db.select().from(transactions).where(eq(transactions.id, send.id))
    expect(settled!.status).toBe('Complete')
    expect(await anvil.publicClient.getBalance({ address: RECIPIENT })).toBe(parseEther('0.5'))

    // What a key could look like anywhere: the words, the seed, the extended private keys, each private key used.
    const master = HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC))
    const account = master.derive(ACCOUNT_PATH)
    const used = exported.value.entries.map((e) => bytesToHex(account.deriveChild(e.branch).deriveChild(e.index).privateKey!))
    const secrets = [
      TEST_MNEMONIC,
      bytesToHex(mnemonicToSeedSync(TEST_MNEMONIC)).slice(2),
      master.privateExtendedKey,
      account.privateExtendedKey,
      ...used.flatMap((key) => [key.slice(2), key.slice(2).toUpperCase()]),
    ]
    expect(used).toHaveLength(2)

    const tables = (await t.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as { rows: Array<{ name: string }> }
    const places: Array<{ place: string; text: string }> = []
    for (const { name } of tables.rows) {
      const rows = (await t.database.db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`)) as { rows: unknown[] }
      places.push({ place: `table ${name}`, text: JSON.stringify(rows.rows) })
    }
    expect(places.length).toBeGreaterThan(30)
    for (const { file, text } of filesUnder(t.env.DATA_DIR)) places.push({ place: file, text })
    places.push({ place: 'the logs', text: logLines.join('\n') })
    expect(logLines.length).toBeGreaterThan(0)
    places.push({ place: 'the environment', text: JSON.stringify(process.env) + JSON.stringify(t.env) })

    const found = places.flatMap(({ place, text }) => secrets.filter((secret) => text.includes(secret)).map(() => place))
    expect(found).toEqual([])
  }, 120_000)
})
