import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mnemonicToAccount } from 'viem/accounts'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { getAddress, parseEther, type Address } from 'viem'
import { startAnvil, testAccountKey, TEST_MNEMONIC, type Anvil } from '../../../test/anvil.ts'
import { NATIVE_TRANSFER_INDEX, type ChainAdapter } from './chain-adapter.ts'
import { parseAccountXpub } from './derivation.ts'
import { ChainSettingsError, connectEthereum } from './ethereum-adapter.ts'

describe('derivation from the account xpub', () => {
  const account = parseAccountXpub(testAccountKey().publicExtendedKey)

  it('gives the addresses a wallet derives from the mnemonic: deposits at branch 0, the treasury at 1/0', () => {
    for (const index of [0, 1, 7, 1000]) {
      expect(account.deriveAddress(0, index)).toBe(mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index }).address)
    }
    expect(account.deriveAddress(0, 0)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(account.deriveAddress(1, 0)).toBe(mnemonicToAccount(TEST_MNEMONIC, { changeIndex: 1, addressIndex: 0 }).address)
  })

  it('refuses a private key, a key at another depth, and text that is no key', () => {
    const key = testAccountKey()
    expect(() => parseAccountXpub(key.privateExtendedKey)).toThrow('ETHEREUM_XPUB holds a private key')
    expect(() => parseAccountXpub(key.deriveChild(0).publicExtendedKey)).toThrow('must be an account-level key')
    const root = HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC))
    expect(() => parseAccountXpub(root.publicExtendedKey)).toThrow('this one is at depth 0')
    expect(() => parseAccountXpub(root.derive("m/44'/60'/0'/0").publicExtendedKey)).toThrow('this one is at depth 4')
    expect(() => parseAccountXpub('xpub-not-a-key')).toThrow('ETHEREUM_XPUB is not an extended public key')
    expect(() => account.deriveAddress(0, -1)).toThrow(RangeError)
    expect(() => account.deriveAddress(0, 2 ** 31)).toThrow(RangeError)
  })
})

describe('the Ethereum adapter on anvil', () => {
  let anvil: Anvil
  let usdt: Address
  let bnb: Address
  let chain: ChainAdapter
  beforeAll(async () => {
    anvil = await startAnvil()
    usdt = await anvil.deployToken('USDT', 6)
    bnb = await anvil.deployToken('BNB', 18)
    chain = await connectEthereum({ rpcUrl: anvil.rpcUrl, xpub: anvil.xpub, chainId: anvil.chainId, tokens: { USDT: usdt, BNB: bnb } })
  })
  afterAll(() => anvil?.stop())

  it("reads each token's decimals", () => {
    expect(chain.assets.get('USDT')).toEqual({ decimals: 6, contract: getAddress(usdt) })
    expect(chain.assets.get('BNB')).toEqual({ decimals: 18, contract: getAddress(bnb) })
    expect(chain.assets.get('ETH')).toEqual({ decimals: 18, contract: null })
  })

  it('refuses a node of another chain, an xpub that is not account-level, and a token it cannot book exactly', async () => {
    const settings = { rpcUrl: anvil.rpcUrl, xpub: anvil.xpub, chainId: anvil.chainId, tokens: { USDT: usdt, BNB: bnb } }
    await expect(connectEthereum({ ...settings, chainId: 1 })).rejects.toThrow(
      new ChainSettingsError('ETHEREUM_RPC_URL serves chain id 31337, not ETHEREUM_CHAIN_ID 1.'),
    )
    await expect(connectEthereum({ ...settings, xpub: testAccountKey().privateExtendedKey })).rejects.toThrow(ChainSettingsError)
    await expect(connectEthereum({ ...settings, tokens: { USDT: anvil.funder.address, BNB: bnb } })).rejects.toThrow('ETHEREUM_TOKEN_USDT')
    const wide = await anvil.deployToken('WIDE', 24)
    await expect(connectEthereum({ ...settings, tokens: { USDT: usdt, BNB: wide } })).rejects.toThrow('has 24 decimals; the ledger keeps 18')
  })

  it('finds ETH and token transfers to watched addresses only, with exact amounts', async () => {
    const watched = chain.depositAddress(3) as Address
    const other = chain.depositAddress(4) as Address
    const from = (await chain.head()).number + 1n
    const ethHash = await anvil.sendEth(watched, parseEther('0.123456789012345678'))
    await anvil.sendEth(other, parseEther('1'))
    const usdtHash = await anvil.sendToken(usdt, watched, 1_234_567n)
    await anvil.sendToken(bnb, other, 5n)
    const to = (await chain.head()).number
    const { transfers, blocks } = await chain.scan(from, to, (a) => a === watched.toLowerCase())
    expect(blocks.map((b) => b.number)).toEqual([from, from + 1n, from + 2n, from + 3n])
    expect(transfers).toEqual([
      expect.objectContaining({
        asset: 'ETH',
        txHash: ethHash,
        logIndex: NATIVE_TRANSFER_INDEX,
        to: watched,
        amount: '0.123456789012345678',
        units: 123456789012345678n,
      }),
      expect.objectContaining({ asset: 'USDT', txHash: usdtHash, logIndex: 0, to: watched, amount: '1.234567', from: anvil.funder.address }),
    ])
    expect(await chain.balance('USDT', watched)).toBe(1_234_567n)
    expect(await chain.balance('ETH', watched)).toBe(parseEther('0.123456789012345678'))
  })

  it('reads what payouts need: nonce, fees, broadcast and receipt', async () => {
    const nonce = await chain.nonce(anvil.funder.address)
    const fees = await chain.fees()
    expect(fees.maxFeePerGas).toBeGreaterThan(0n)
    const raw = await anvil.walletClient.signTransaction({
      account: anvil.funder,
      chain: null,
      chainId: anvil.chainId,
      type: 'eip1559',
      to: chain.treasuryAddress() as Address,
      value: 1n,
      nonce,
      gas: 21_000n,
      ...fees,
    })
    const hash = await chain.broadcast(raw)
    expect(await chain.receipt(hash)).toMatchObject({ status: 'success' })
    expect(await chain.receipt(`0x${'0'.repeat(64)}`)).toBeNull()
    expect(await chain.nonce(anvil.funder.address)).toBe(nonce + 1)
    expect(await chain.block(10n ** 9n)).toBeNull()
  })
})
