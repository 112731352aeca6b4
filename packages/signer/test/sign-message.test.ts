/**
 * `sign-message` end to end, run as its own process on real keys (the published test mnemonic): each signature is an
 * EIP-191 personal_sign of the request's exact message that recovers to its address, and the proof passes the check
 * the server makes; every request it must not sign is refused with nothing written; the key shows in no output.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { OwnershipProofFile, verifyOwnershipProof, type OwnershipRequestFile } from '@wallet/shared/money/ownership-proof'
import { recoverMessageAddress } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { CHAIN_ID, TEST_MNEMONIC, addressAt } from './batch-fixture.ts'
import { removeWorkFolders, runSigner, workFolder } from './run-signer.ts'

const accountKey = HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC)).derive("m/44'/60'/0'")
const ACCOUNT_XPRV = accountKey.privateExtendedKey
const MESSAGE = 'Wallet proof of reserves, snapshot 0b6f3c1e-52a4-4f0e-9d61-3a7c2e9b8f10, 2026-11-29T01:00:00.000Z'

/** The treasury and two deposit addresses of the test mnemonic, as the server exports them. */
function ownershipRequest(): OwnershipRequestFile {
  return {
    format: 'wallet-ownership-request/1',
    chainId: CHAIN_ID,
    accountPath: "m/44'/60'/0'",
    message: MESSAGE,
    addresses: [
      { address: addressAt(1, 0), branch: 1, index: 0 },
      { address: addressAt(0, 0), branch: 0, index: 0 },
      { address: addressAt(0, 7), branch: 0, index: 7 },
    ],
  }
}

function signWith(request: unknown, key: string, extra: string[] = [], input?: string) {
  const files = workFolder(request, key)
  const run = runSigner(['sign-message', '--in', files.batch, '--out', files.out, '--key-file', files.key, ...extra], { input })
  return { run, files }
}

const readProof = (path: string) => OwnershipProofFile.parse(JSON.parse(readFileSync(path, 'utf8')))

afterAll(removeWorkFolders)

describe('signing an ownership request', () => {
  it("signs the exact message once per address, each signature recovering to its address, and the server's check passes", async () => {
    const request = ownershipRequest()
    const { run, files } = signWith(request, TEST_MNEMONIC, ['--yes'])
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)

    const proof = readProof(files.out)
    expect(statSync(files.out).mode & 0o777).toBe(0o600)
    expect(proof).toMatchObject({ format: 'wallet-ownership-proof/1', chainId: CHAIN_ID, message: MESSAGE })
    expect(proof.signatures.map((s) => s.address)).toEqual(request.addresses.map((a) => a.address))
    // The well-known first address of this mnemonic: the signer derives where every other wallet does.
    expect(proof.signatures[1]!.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    for (const { address, signature } of proof.signatures) {
      expect(await recoverMessageAddress({ message: MESSAGE, signature: signature as `0x${string}` })).toBe(address)
    }
    expect(verifyOwnershipProof(request, proof)).toEqual({ valid: true })
  })

  it('lists the message and every address with its place before signing, and never shows or writes the key', () => {
    const request = ownershipRequest()
    const { run, files } = signWith(request, TEST_MNEMONIC, ['--yes'])
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain(`  "${MESSAGE}"`)
    expect(run.stdout).toContain('chain 31337')
    expect(run.stdout).toContain('not a transaction')
    const lines = run.stdout.split('\n')
    for (const [position, place] of ['treasury 1/0', 'deposit 0/0', 'deposit 0/7'].entries()) {
      expect(lines.some((line) => line.includes(request.addresses[position]!.address) && line.includes(place))).toBe(true)
    }
    expect(run.stdout).toContain('Signed the message with 3 keys into')

    const privateKeys = request.addresses.map(({ branch, index }) => Buffer.from(accountKey.deriveChild(branch).deriveChild(index).privateKey!).toString('hex'))
    const everythingShown = run.stdout + run.stderr + readFileSync(files.out, 'utf8')
    for (const secret of [TEST_MNEMONIC, 'junk', ACCOUNT_XPRV, ...privateKeys]) expect(everythingShown).not.toContain(secret)
  })

  it('signs the same from the account-level xprv on standard input', () => {
    const request = ownershipRequest()
    const fromMnemonic = signWith(request, TEST_MNEMONIC, ['--yes'])
    const files = workFolder(request, '')
    const onStdin = runSigner(['sign-message', '--in', files.batch, '--out', files.out, '--key-file', '-', '--yes'], { input: ACCOUNT_XPRV })
    expect(onStdin.status, onStdin.stderr).toBe(0)
    expect(readProof(files.out)).toEqual(readProof(fromMnemonic.files.out))
    expect(onStdin.stdout + onStdin.stderr).not.toContain(ACCOUNT_XPRV)
  })

  it('asks before signing: anything but y/yes writes nothing; "y" signs', () => {
    for (const answer of ['n\n', '', 'sure\n']) {
      const { run, files } = signWith(ownershipRequest(), TEST_MNEMONIC, [], answer)
      expect(run.stdout).toContain('Sign the message with 3 keys? [y/N]')
      expect(run.status).toBe(1)
      expect(run.stderr).toContain('Nothing signed.')
      expect(existsSync(files.out)).toBe(false)
    }
    const { run, files } = signWith(ownershipRequest(), TEST_MNEMONIC, [], 'y\n')
    expect(run.status, run.stderr).toBe(0)
    expect(readProof(files.out).signatures).toHaveLength(3)
  })
})

type Mutation = (request: OwnershipRequestFile) => void

/** Each refusal: what is changed in a good request, and what the operator is told. */
const REFUSALS: [string, Mutation, RegExp][] = [
  [
    'an address the key does not derive at its branch and index',
    (r) => void (r.addresses[2]!.index = 8),
    /Address 3 \(0x.*\): the key at m\/44'\/60'\/0'\/0\/8 is 0x.*, not 0x/,
  ],
  [
    'addresses swapped between two places',
    (r) => void ([r.addresses[1]!.address, r.addresses[2]!.address] = [r.addresses[2]!.address, r.addresses[1]!.address]),
    /Address 2 .*the key at m\/44'\/60'\/0'\/0\/0 is .*\nAddress 3 .*the key at m\/44'\/60'\/0'\/0\/7 is /,
  ],
  [
    'an address of an outsider',
    (r) => void (r.addresses[0]!.address = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'),
    /Address 1 .*not 0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc/,
  ],
  ['the same address twice', (r) => void r.addresses.push({ ...r.addresses[1]! }), /Address 4 .*: it is address 2 again/],
  [
    'the same address twice, in another case',
    (r) => void r.addresses.push({ ...r.addresses[0]!, address: r.addresses[0]!.address.toLowerCase() }),
    /Address 4 .*: it is address 1 again/,
  ],
  [
    'a key on the treasury branch other than the treasury',
    (r) => void r.addresses.push({ address: addressAt(1, 1), branch: 1, index: 1 }),
    /Address 4 .*branch 1 holds only the treasury, at index 0/,
  ],
  ['an index out of the range the server derives', (r) => void (r.addresses[2]!.index = 2 ** 31), /Address 3 .*its index 2147483648 is not below 2\^31/],
  ['an empty message', (r) => void (r.message = ''), /is not an ownership request[\s\S]*The message is empty[\s\S]*message/],
  ['a message of spaces', (r) => void (r.message = '   '), /The message is empty/],
  ['a message over 200 characters', (r) => void (r.message = `${MESSAGE} `.padEnd(201, 'x')), /The message is longer than 200 characters/],
  [
    'a message that is a raw transaction',
    (r) => void (r.message = '0x02f86c827a69808459682f0085012a05f2008252089470997970c51812dc3a010c7d01b50e0d17dc79c8880de0b6b3a764000080c0'),
    /The message looks like hex data/,
  ],
  ['a message that is a hash', (r) => void (r.message = 'a'.repeat(64)), /The message looks like hex data/],
  ['a message carrying a hash', (r) => void (r.message = `${MESSAGE} 0x${'12'.repeat(32)}`), /The message looks like hex data/],
  ['a message with a terminal escape', (r) => void (r.message = `${MESSAGE}\u001b[2K`), /The message holds a control or invisible character/],
  ['a message with a line break', (r) => void (r.message = `${MESSAGE}\nand more`), /The message holds a control or invisible character/],
  ['no addresses', (r) => void (r.addresses = []), /is not an ownership request[\s\S]*addresses/],
  [
    'a payout batch given instead',
    (r) => void Object.assign(r, { format: 'wallet-payout-batch/1' }),
    /is not an ownership request \(wallet-ownership-request\/1\)[\s\S]*format/,
  ],
  ['keys under another account path', (r) => void (r.accountPath = "m/44'/60'/1'"), /The request's keys are under m\/44'\/60'\/1', not m\/44'\/60'\/0'/],
]

describe('refusing a request: exit code 1, a clear message, nothing written', () => {
  it.each(REFUSALS)('%s', (_name, mutate, message) => {
    const request = ownershipRequest()
    mutate(request)
    const { run, files } = signWith(request, TEST_MNEMONIC, ['--yes'])
    expect(run.stderr).toMatch(message)
    expect(run.status).toBe(1)
    expect(existsSync(files.out)).toBe(false)
  })

  it("refuses a key that is not the request's, without echoing it", () => {
    const otherMnemonic = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
    const { run, files } = signWith(ownershipRequest(), otherMnemonic, ['--yes'])
    expect(run.stderr).toMatch(/Address 1 .*the key at m\/44'\/60'\/0'\/1\/0 is 0x/)
    expect(run.stderr).toMatch(/Address 3 /)
    expect(run.stderr + run.stdout).not.toContain('abandon')
    expect(run.status).toBe(1)
    expect(existsSync(files.out)).toBe(false)
  })

  it('never overwrites an existing output file', () => {
    const files = workFolder(ownershipRequest(), TEST_MNEMONIC)
    writeFileSync(files.out, 'earlier')
    const run = runSigner(['sign-message', '--in', files.batch, '--out', files.out, '--key-file', files.key, '--yes'])
    expect(run.stderr).toContain('already exists')
    expect(run.status).toBe(1)
    expect(readFileSync(files.out, 'utf8')).toBe('earlier')
  })

  it('names a command it does not know with the usage, signing nothing', () => {
    const files = workFolder(ownershipRequest(), TEST_MNEMONIC)
    for (const command of ['sign-messages', 'toString', 'constructor']) {
      const run = runSigner([command, '--in', files.batch, '--out', files.out, '--key-file', files.key, '--yes'])
      expect(run.stderr).toContain('npm run signer -- sign-message --in request.json --out proof.json')
      expect(run.status).toBe(2)
      expect(existsSync(files.out)).toBe(false)
    }
  })
})
