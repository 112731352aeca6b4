/**
 * The signer end to end, run as its own process on real keys (the published test mnemonic): what it signs parses
 * back to exactly the batch's transactions and recovers to their senders; it refuses every batch that says one thing
 * and signs another, writes nothing unless the operator says yes, and never shows the key.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { spawnSync } from 'node:child_process'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { SignedBatchFile, type PayoutBatchFile } from '@wallet/shared/money/payout-batch'
import { encodeFunctionData, erc20Abi, parseTransaction, recoverTransactionAddress } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { CUSTOMER_DESTINATION, TEST_MNEMONIC, TOKENS, addressAt, payoutBatch } from './batch-fixture.ts'
import { PACKAGE_DIR, removeWorkFolders, runSigner, workFolder } from './run-signer.ts'

const accountKey = HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC)).derive("m/44'/60'/0'")
const ACCOUNT_XPRV = accountKey.privateExtendedKey
const TREASURY_PRIVATE_KEY = Buffer.from(accountKey.deriveChild(1).deriveChild(0).privateKey!).toString('hex')

function signWith(batch: unknown, key: string, extra: string[] = [], input?: string) {
  const files = workFolder(batch, key)
  const run = runSigner(['sign', '--in', files.batch, '--out', files.out, '--key-file', files.key, ...extra], { input })
  return { run, files }
}

afterAll(removeWorkFolders)

const readSigned = (path: string) => SignedBatchFile.parse(JSON.parse(readFileSync(path, 'utf8')))

describe('signing a batch', () => {
  it('signs each entry into a raw EIP-1559 transaction with exactly its fields, recovering to its from', async () => {
    const batch = payoutBatch()
    const { run, files } = signWith(batch, TEST_MNEMONIC, ['--yes'])
    expect(run.stderr).toBe('')
    expect(run.status, run.stderr).toBe(0)

    const signed = readSigned(files.out)
    expect(statSync(files.out).mode & 0o777).toBe(0o600)
    expect(signed).toMatchObject({ format: 'wallet-signed-batch/1', batchId: batch.batchId, chainId: batch.chainId })
    expect(signed.signed.map((s) => s.id)).toEqual(batch.entries.map((e) => e.id))
    // The well-known first address of this mnemonic: the signer derives where every other wallet does.
    expect(batch.entries[4]!.from).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')

    for (const [position, { rawTransaction }] of signed.signed.entries()) {
      const { tx, from } = batch.entries[position]!
      const { r: _r, s: _s, v: _v, yParity: _yParity, ...fields } = parseTransaction(rawTransaction as `0x${string}`)
      // parseTransaction leaves out a zero value and empty calldata.
      expect({ value: 0n, data: '0x', ...fields }).toEqual({
        type: 'eip1559',
        chainId: tx.chainId,
        nonce: tx.nonce,
        to: tx.to.toLowerCase(),
        value: BigInt(tx.value),
        data: tx.data,
        gas: BigInt(tx.gas),
        maxFeePerGas: BigInt(tx.maxFeePerGas),
        maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas),
      })
      expect(await recoverTransactionAddress({ serializedTransaction: rawTransaction as `0x02${string}` })).toBe(from)
    }
  })

  it('lists every entry and the totals per asset before signing, and never shows or writes the key', () => {
    const batch = payoutBatch()
    const { run, files } = signWith(batch, TEST_MNEMONIC, ['--yes'])
    expect(run.status, run.stderr).toBe(0)
    const lines = run.stdout.split('\n')
    for (const entry of batch.entries) {
      expect(lines.some((line) => [entry.kind, entry.asset, entry.recipient, entry.from, ` ${entry.tx.nonce}`].every((part) => line.includes(part)))).toBe(true)
    }
    expect(run.stdout).toContain('1.000000000000000001')
    expect(run.stdout).toContain('ETH 1.251950000000000001 in 3 transactions')
    expect(run.stdout).toContain('USDT 52.623456 in 2 transactions')
    expect(run.stdout).toContain('network fees at most 0.00579 ETH')

    const everythingShown = run.stdout + run.stderr + readFileSync(files.out, 'utf8')
    for (const secret of [TEST_MNEMONIC, 'junk', ACCOUNT_XPRV, TREASURY_PRIVATE_KEY]) expect(everythingShown).not.toContain(secret)
  })

  it('signs the same transactions from the account-level xprv, from a file or standard input', () => {
    const batch = payoutBatch()
    const fromMnemonic = signWith(batch, TEST_MNEMONIC, ['--yes'])
    const fromXprv = signWith(batch, ACCOUNT_XPRV, ['--yes'])
    expect(fromXprv.run.status, fromXprv.run.stderr).toBe(0)
    expect(readSigned(fromXprv.files.out)).toEqual(readSigned(fromMnemonic.files.out))
    expect(fromXprv.run.stdout + fromXprv.run.stderr).not.toContain(ACCOUNT_XPRV)

    const files = workFolder(batch, '')
    const onStdin = runSigner(['sign', '--in', files.batch, '--out', files.out, '--key-file', '-', '--yes'], { input: ACCOUNT_XPRV })
    expect(onStdin.status).toBe(0)
    expect(readSigned(files.out)).toEqual(readSigned(fromMnemonic.files.out))
  })

  it('asks before signing: "n", no answer or anything but y/yes writes nothing; "y" signs', () => {
    for (const answer of ['n\n', '', 'sure\n', 'no\n']) {
      const { run, files } = signWith(payoutBatch(), TEST_MNEMONIC, [], answer)
      expect(run.stdout).toContain('Sign 5 transactions? [y/N]')
      expect(run.status).toBe(1)
      expect(run.stderr).toContain('Nothing signed.')
      expect(existsSync(files.out)).toBe(false)
    }
    for (const answer of ['y\n', 'YES\n']) {
      const { run, files } = signWith(payoutBatch(), TEST_MNEMONIC, [], answer)
      expect(run.status, run.stderr).toBe(0)
      expect(readSigned(files.out).signed).toHaveLength(5)
    }
  })

  it('asks on the terminal when the key came on standard input, and signs nothing without one', () => {
    const files = workFolder(payoutBatch(), '')
    // setsid: a session of its own, with no terminal to ask on.
    const run = spawnSync('setsid', ['--wait', process.execPath, 'src/cli.ts', 'sign', '--in', files.batch, '--out', files.out, '--key-file', '-'], {
      cwd: PACKAGE_DIR,
      input: TEST_MNEMONIC,
      encoding: 'utf8',
    })
    expect(run.stderr).toContain('The key came on standard input and there is no terminal to ask on')
    expect(run.status).toBe(1)
    expect(existsSync(files.out)).toBe(false)
  })

  it('runs from the repository root with paths relative to where npm was run', () => {
    const repoRoot = resolve(PACKAGE_DIR, '../..')
    const files = workFolder(payoutBatch(), TEST_MNEMONIC)
    const fromRoot = (path: string) => relative(repoRoot, path)
    const run = spawnSync(
      'npm',
      ['run', 'signer', '--', 'sign', '--in', fromRoot(files.batch), '--out', fromRoot(files.out), '--key-file', fromRoot(files.key), '--yes'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
      },
    )
    expect(run.status, run.stderr).toBe(0)
    expect(readSigned(files.out).signed).toHaveLength(5)
  })
})

type Mutation = (batch: PayoutBatchFile) => void
const transferData = (to: string, units: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as `0x${string}`, units] })

/** Each refusal: what is changed in a good batch, and what the operator is told. */
const REFUSALS: [string, Mutation, RegExp][] = [
  [
    'a from that is not the key at its branch and index',
    (b) => void (b.entries[1]!.from = addressAt(1, 1)),
    /Entry 2 .*the key at m\/44'\/60'\/0'\/1\/0 is 0x4b39F7b0624b9dB86AD293686bc38B903142dbBc, not its from/,
  ],
  ['an index out of the range the server derives', (b) => void (b.entries[4]!.index = 2 ** 32 + 1), /Entry 5 .*its index 4294967297 is not below 2\^31/],
  ['a transaction for another chain', (b) => void (b.entries[2]!.tx.chainId = 1), /Entry 3 .*its transaction is for chain 1, the batch for chain 31337/],
  ['ETH sent to someone other than the recipient', (b) => void (b.entries[1]!.tx.to = addressAt(0, 9)), /Entry 2 .*sends ETH to 0x.*, not to the recipient/],
  [
    'more wei than the amount',
    (b) => void (b.entries[1]!.tx.value = '250000000000000001'),
    /Entry 2 .*sends 250000000000000001 wei, not the amount's 250000000000000000/,
  ],
  [
    'an ETH transaction with calldata',
    (b) => void (b.entries[1]!.tx.data = transferData(CUSTOMER_DESTINATION, 1n)),
    /Entry 2 .*its ETH transaction carries calldata/,
  ],
  [
    'a token transfer calling another contract',
    (b) => void (b.entries[2]!.tx.to = TOKENS.BNB.address),
    /Entry 3 .*calls 0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512, not the USDT contract/,
  ],
  ['a token transfer that also sends ETH', (b) => void (b.entries[2]!.tx.value = '1'), /Entry 3 .*its token transaction also sends 1 wei/],
  [
    'token calldata paying someone else',
    (b) => void (b.entries[2]!.tx.data = transferData(addressAt(0, 9), 12_500_000n)),
    /Entry 3 .*its calldata transfers to 0x.*, not to the recipient 0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc/,
  ],
  [
    'token calldata moving another amount',
    (b) => void (b.entries[2]!.tx.data = transferData(CUSTOMER_DESTINATION, 125_000_000n)),
    /Entry 3 .*transfers 125000000 base units, not the amount's 12500000/,
  ],
  ['token calldata with bytes appended', (b) => void (b.entries[2]!.tx.data += 'deadbeef'), /Entry 3 .*its calldata carries bytes after the transfer/],
  [
    'token calldata that is not a transfer',
    (b) => void (b.entries[2]!.tx.data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [CUSTOMER_DESTINATION, 12_500_000n] })),
    /Entry 3 .*not an ERC-20 transfer/,
  ],
  [
    'an amount finer than the token has decimals',
    (b) => void (b.entries[2]!.amount = '12.5000001'),
    /Entry 3 .*its amount 12.5000001 has more decimals than USDT's 6/,
  ],
  [
    'a token the batch does not place',
    (b) => void delete (b.tokens as Record<string, unknown>).USDT,
    /Entry 3 .*the batch's tokens do not say which contract is USDT/,
  ],
  [
    'a sweep that does not go to the treasury',
    (b) => {
      const sweep = b.entries[4]!
      sweep.recipient = CUSTOMER_DESTINATION
      sweep.tx.to = CUSTOMER_DESTINATION
    },
    /Entry 5 .*a sweep goes to the treasury 0x4b39F7b0624b9dB86AD293686bc38B903142dbBc/,
  ],
  [
    'a payout from a deposit address',
    (b) => {
      const payout = b.entries[1]!
      Object.assign(payout, { branch: 0, index: 4, from: addressAt(0, 4) })
    },
    /Entry 2 .*a payout is paid from the treasury/,
  ],
  [
    'a gas top-up to an address the batch does not sweep',
    (b) => {
      const topUp = b.entries[0]!
      topUp.recipient = CUSTOMER_DESTINATION
      topUp.tx.to = CUSTOMER_DESTINATION
    },
    /Entry 1 .*a gas top-up goes to a deposit address swept later in the batch/,
  ],
  ['a nonce used twice by one sender', (b) => void (b.entries[2]!.tx.nonce = 8), /Entry 3 .*its nonce 8 does not follow 8/],
  ['two entries with one id', (b) => void (b.entries[3]!.id = b.entries[0]!.id), /Entry 4 .*its id is used by an earlier entry/],
  [
    'a zero amount',
    (b) => {
      const payout = b.entries[1]!
      payout.amount = '0'
      payout.tx.value = '0'
    },
    /Entry 2 .*its amount is zero/,
  ],
  ['a file that fails the schema', (b) => void (b.entries[1]!.tx.value = '0.25'), /is not a payout batch[\s\S]*entries\[1\]\.tx\.value/],
  ['keys under another account path', (b) => void (b.accountPath = "m/44'/60'/1'"), /The batch's keys are under m\/44'\/60'\/1', not m\/44'\/60'\/0'/],
]

describe('refusing a batch: exit code 1, a clear message, nothing written', () => {
  it.each(REFUSALS)('%s', (_name, mutate, message) => {
    const batch = payoutBatch()
    mutate(batch)
    const { run, files } = signWith(batch, TEST_MNEMONIC, ['--yes'])
    expect(run.stderr).toMatch(message)
    expect(run.status).toBe(1)
    expect(existsSync(files.out)).toBe(false)
  })

  it('refuses a file that is not JSON', () => {
    const notJson = signWith('{ "format": ', TEST_MNEMONIC, ['--yes'])
    expect(notJson.run.stderr).toMatch(/Cannot read .*batch.json as JSON/)
    expect(notJson.run.status).toBe(1)
    expect(existsSync(notJson.files.out)).toBe(false)
  })

  it('names every wrong entry at once', () => {
    const batch = payoutBatch()
    batch.entries[1]!.tx.value = '1'
    batch.entries[3]!.tx.chainId = 5
    const { run } = signWith(batch, TEST_MNEMONIC, ['--yes'])
    expect(run.stderr).toMatch(/Entry 2 .*sends 1 wei/)
    expect(run.stderr).toMatch(/Entry 4 .*for chain 5/)
  })

  it("refuses a key that is not the batch's, an xpub, or a file that holds no key, without echoing it", () => {
    const otherMnemonic = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
    const other = signWith(payoutBatch(), otherMnemonic, ['--yes'])
    expect(other.run.stderr).toMatch(/Entry 1 .*the key at m\/44'\/60'\/0'\/1\/0 is 0x.*, not its from/)
    expect(other.run.status).toBe(1)
    expect(existsSync(other.files.out)).toBe(false)
    expect(other.run.stderr).not.toContain('abandon')

    const xpub = signWith(payoutBatch(), accountKey.publicExtendedKey, ['--yes'])
    expect(xpub.run.stderr).toContain('The key file holds a public extended key (xpub): signing needs the xprv.')
    expect(xpub.run.status).toBe(1)

    const masterXprv = HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC)).privateExtendedKey
    const master = signWith(payoutBatch(), masterXprv, ['--yes'])
    expect(master.run.stderr).toContain("The key file's xprv is not an account-level key at m/44'/60'/0'.")
    expect(master.run.status).toBe(1)

    const garbled = 'test test test test test test test test test test test jump'
    const bad = signWith(payoutBatch(), garbled, ['--yes'])
    expect(bad.run.stderr).toContain('The key file holds neither a BIP-39 mnemonic (English words) nor an account-level xprv.')
    expect(bad.run.stderr + bad.run.stdout).not.toContain('jump')
    expect(bad.run.status).toBe(1)
    expect(existsSync(bad.files.out)).toBe(false)
  })

  it('never overwrites an existing output file', () => {
    const files = workFolder(payoutBatch(), TEST_MNEMONIC)
    writeFileSync(files.out, 'earlier')
    const run = runSigner(['sign', '--in', files.batch, '--out', files.out, '--key-file', files.key, '--yes'])
    expect(run.stderr).toContain('already exists')
    expect(run.status).toBe(1)
    expect(readFileSync(files.out, 'utf8')).toBe('earlier')
  })

  it('signs keys under another account path only when the operator names it', () => {
    const batch = payoutBatch(1)
    const refused = signWith(batch, TEST_MNEMONIC, ['--yes'])
    expect(refused.run.stderr).toContain("The batch's keys are under m/44'/60'/1', not m/44'/60'/0'")
    expect(existsSync(refused.files.out)).toBe(false)

    const named = signWith(batch, TEST_MNEMONIC, ['--yes', '--account-path', "m/44'/60'/1'"])
    expect(named.run.status, named.run.stderr).toBe(0)
    expect(readSigned(named.files.out).signed).toHaveLength(5)
  })
})
