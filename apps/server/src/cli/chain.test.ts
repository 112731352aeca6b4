import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bytesToHex, parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { eq } from 'drizzle-orm'
import type { PayoutBatchFile } from '@wallet/shared/money/payout-batch'
import { startAnvil, testAccountKey, type Anvil } from '../../test/anvil.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../test/factories.ts'
import { staffCall } from '../../test/staff-fixtures.ts'
import { transactions } from '../db/schema/ledger.ts'
import { controlSocketPath, openControlSocket, type ControlSocket } from '../lib/control-socket.ts'
import { connectEthereum } from '../money/chain/ethereum-adapter.ts'
import { chainControlWork } from './chain.ts'

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const RECIPIENT = '0x3000000000000000000000000000000000000003'

/** The embedded database admits one process: the commands ask the running server, as `backup` does. */
describe.skipIf(process.env.TEST_DATABASE_URL)('chain export-payouts and chain broadcast while the server runs', () => {
  let anvil: Anvil
  let t: TestApp
  let control: ControlSocket
  let admins: TestUser[]
  let chainEnv: Record<string, string>
  const scratch = mkdtempSync(path.join(tmpdir(), 'wallet-payouts-'))

  async function cli(...args: string[]): Promise<{ code: number; out: string }> {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
        cwd: SERVER_ROOT,
        env: {
          ...process.env,
          ...chainEnv,
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

  beforeAll(async () => {
    anvil = await startAnvil()
    const [usdt, bnb] = [await anvil.deployToken('USDT', 6), await anvil.deployToken('BNB', 18)]
    chainEnv = {
      ETHEREUM_RPC_URL: anvil.rpcUrl,
      ETHEREUM_XPUB: anvil.xpub,
      ETHEREUM_CHAIN_ID: String(anvil.chainId),
      ETHEREUM_TOKEN_USDT: usdt,
      ETHEREUM_TOKEN_BNB: bnb,
      ETHEREUM_CONFIRMATIONS: '1',
    }
    const chain = await connectEthereum({ rpcUrl: anvil.rpcUrl, xpub: anvil.xpub, chainId: anvil.chainId, tokens: { USDT: usdt, BNB: bnb } })
    t = await buildTestApp({ env: { ETHEREUM_CONFIRMATIONS: '1' }, chain })
    control = await openControlSocket(controlSocketPath(t.env.DATA_DIR), { backup: async () => '', work: chainControlWork(t.app.services.payouts) })
    admins = [await createUser(t, { role: 'ADMIN' }), await createUser(t, { role: 'ADMIN' })]
    await anvil.testClient.setBalance({ address: chain.treasuryAddress() as Address, value: parseEther('10') })
  }, 60_000)
  afterAll(async () => {
    await control?.close()
    await t?.close()
    await anvil?.stop()
    rmSync(scratch, { recursive: true, force: true })
  })

  it('exports the approved batch, refuses a tampered signed file, broadcasts the true one', async () => {
    expect((await cli('chain', 'export-payouts', '--out', path.join(scratch, 'none.json'))).out).toMatch(/No approved payout batch to export/)
    const customer = await createUser(t)
    await fund(t, customer.id, 'ETH', '3')
    const send = await t.database.db.transaction((tx) =>
      t.app.services.ledger.record(tx, {
        userId: customer.id,
        asset: 'ETH',
        amount: '-1',
        status: 'Pending',
        type: 'withdrawal',
        recipientAddress: RECIPIENT,
        createdBy: customer.id,
      }),
    )
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${customer.id}/transactions/${send.id}`,
      headers: { ...admins[0]!.headers(), 'idempotency-key': randomUUID() },
      payload: { status: 'Complete', type: 'withdrawal' },
    })
    expect(approved.statusCode).toBe(200)
    const queue = (await staffCall(t, admins[0]!, 'GET', '/api/payouts')).json().queue
    const built = await staffCall(t, admins[0]!, 'POST', '/api/payouts/batches', { payoutIds: [queue[0].id] })
    expect((await staffCall(t, admins[1]!, 'POST', `/api/payouts/batches/${built.json().batch.id}/approve`, {})).statusCode).toBe(200)

    const out = path.join(scratch, 'batch.json')
    const exported = await cli('chain', 'export-payouts', '--out', out)
    expect(exported).toMatchObject({ code: 0, out: expect.stringMatching(/1 unsigned transactions/) })
    const file = JSON.parse(readFileSync(out, 'utf8')) as PayoutBatchFile
    expect(file.entries).toHaveLength(1)

    const [entry] = file.entries
    const signer = privateKeyToAccount(bytesToHex(testAccountKey().deriveChild(entry!.branch).deriveChild(entry!.index).privateKey!))
    const tx = {
      ...entry!.tx,
      value: BigInt(entry!.tx.value),
      gas: BigInt(entry!.tx.gas),
      maxFeePerGas: BigInt(entry!.tx.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(entry!.tx.maxPriorityFeePerGas),
      to: entry!.tx.to as Address,
      data: entry!.tx.data as Hex,
      type: 'eip1559' as const,
    }
    const signedFile = (raw: string) => ({
      format: 'wallet-signed-batch/1',
      batchId: file.batchId,
      chainId: file.chainId,
      signed: [{ id: entry!.id, rawTransaction: raw }],
    })
    const tampered = path.join(scratch, 'tampered.json')
    writeFileSync(tampered, JSON.stringify(signedFile(await signer.signTransaction({ ...tx, to: signer.address }))))
    const refused = await cli('chain', 'broadcast', '--in', tampered)
    expect(refused.code).toBe(1)
    expect(refused.out).toMatch(/The signed file is refused, nothing was broadcast/)
    expect(await anvil.publicClient.getBalance({ address: RECIPIENT })).toBe(0n)

    const signed = path.join(scratch, 'signed.json')
    writeFileSync(signed, JSON.stringify(signedFile(await signer.signTransaction(tx))))
    expect(await cli('chain', 'broadcast', '--in', signed)).toMatchObject({ code: 0, out: expect.stringMatching(/1 transactions broadcast/) })
    expect(await anvil.publicClient.getBalance({ address: RECIPIENT })).toBe(parseEther('1'))
    // A second broadcast of the same file sends nothing again.
    expect((await cli('chain', 'broadcast', '--in', signed)).out).toMatch(/is not waiting to be broadcast/)
    await t.app.services.payouts.track()
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, send.id))
    expect(row!.status).toBe('Complete')
    expect(existsSync(out)).toBe(true)
  }, 120_000)
})
