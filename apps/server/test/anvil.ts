/**
 * A real Ethereum node for tests and the local chain: anvil from the @foundry-rs npm package (no download), on a free
 * port, with the published test mnemonic. The account xpub it returns is derived from that public mnemonic: for tests
 * and the local chain only, never for real money.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  keccak256,
  parseEther,
  toHex,
  type Address,
  type Hex,
  type PublicClient,
  type TestClient,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import type { ChainAdapter } from '../src/money/chain/chain-adapter.ts'
import { ACCOUNT_PATH } from '../src/money/chain/derivation.ts'
import { connectEthereum } from '../src/money/chain/ethereum-adapter.ts'
import { Forwarder, TestToken } from './contracts/artifacts.ts'

export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'
export const ANVIL_CHAIN_ID = foundry.id

/** The anvil binary the npm package installed. */
export function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  return path.join(path.dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil')
}

/** The operator's account key of the test mnemonic (m/44'/60'/0'), private: tests sign with it as the offline signer would. */
export function testAccountKey(): HDKey {
  return HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC)).derive(ACCOUNT_PATH)
}

/** A sender outside the operator's key, with a fixed key so that the local chain's funded account is the same every time. */
export const FUNDER_KEY: Hex = keccak256(toHex('wallet local chain funder'))

export interface Anvil {
  rpcUrl: string
  chainId: number
  /** ETHEREUM_XPUB for the test mnemonic. */
  xpub: string
  publicClient: PublicClient
  testClient: TestClient<'anvil'>
  /** Signs as `funder`. */
  walletClient: WalletClient
  /** Holds 1,000,000 ETH and the whole supply of every token it deploys. */
  funder: PrivateKeyAccount
  deployToken(symbol: string, decimals: number, supply?: bigint): Promise<Address>
  /** A contract whose forward(to) passes the ETH sent with it on through an internal call. */
  deployForwarder(): Promise<Address>
  sendEth(to: Address, wei: bigint): Promise<Hex>
  sendToken(token: Address, to: Address, units: bigint): Promise<Hex>
  mine(blocks?: number): Promise<void>
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts anvil: every transaction mined at once into its own block (its default), the dev accounts with no ether so
 * that the operator's deposit addresses start empty.
 */
export async function startAnvil(options: { port?: number; args?: string[] } = {}): Promise<Anvil> {
  const { child, port } = await spawnListening(options)
  const rpcUrl = `http://127.0.0.1:${port}`
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ chain: foundry, transport, pollingInterval: 50 }) as PublicClient
  const testClient = createTestClient({ chain: foundry, mode: 'anvil', transport })
  const funder = privateKeyToAccount(FUNDER_KEY)
  const walletClient = createWalletClient({ chain: foundry, transport, account: funder })
  await testClient.setBalance({ address: funder.address, value: parseEther('1000000') })

  async function mined(hash: Hex) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`)
    return receipt
  }
  async function deploy(abi: readonly unknown[], bytecode: Hex, args: unknown[]): Promise<Address> {
    const hash = await walletClient.deployContract({ abi, bytecode, args, account: funder, chain: foundry })
    return (await mined(hash)).contractAddress!
  }

  return {
    rpcUrl,
    chainId: ANVIL_CHAIN_ID,
    xpub: testAccountKey().publicExtendedKey,
    publicClient,
    testClient,
    walletClient,
    funder,
    deployToken: (symbol, decimals, supply = 10n ** 30n) => deploy(TestToken.abi, TestToken.bytecode, [`Test ${symbol}`, symbol, decimals, supply]),
    deployForwarder: () => deploy(Forwarder.abi, Forwarder.bytecode, []),
    async sendEth(to, wei) {
      const hash = await walletClient.sendTransaction({ to, value: wei, account: funder, chain: foundry })
      await mined(hash)
      return hash
    },
    async sendToken(token, to, units) {
      const hash = await walletClient.writeContract({
        address: token,
        abi: TestToken.abi,
        functionName: 'transfer',
        args: [to, units],
        account: funder,
        chain: foundry,
      })
      await mined(hash)
      return hash
    },
    async mine(blocks = 1) {
      await testClient.mine({ blocks })
    },
    stop: () => stopProcess(child),
  }
}

/**
 * Spawns anvil and waits for its own "Listening on" line. A free port can be taken by another test file's anvil between
 * freePort() and the bind; probing the port could then answer from that other node, so only anvil's own word counts,
 * and a port lost that way is tried again with another.
 */
async function spawnListening(options: { port?: number; args?: string[] }): Promise<{ child: ChildProcess; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort())
    const child = spawn(
      anvilBinary(),
      [
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--mnemonic',
        TEST_MNEMONIC,
        '--chain-id',
        String(ANVIL_CHAIN_ID),
        '--balance',
        '0',
        ...(options.args ?? []),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    const listening = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        resolve(false)
      }, 20_000)
      const read = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4000)
        if (output.includes(`Listening on 127.0.0.1:${port}`)) {
          clearTimeout(timer)
          resolve(true)
        }
      }
      child.stdout.on('data', read)
      child.stderr.on('data', read)
      child.once('exit', () => {
        clearTimeout(timer)
        resolve(false)
      })
    })
    if (listening) return { child, port }
    if (options.port !== undefined || attempt === 3 || !/address already in use|Address in use/i.test(output)) {
      throw new Error(`anvil did not start on port ${port}:\n${output}`)
    }
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** The two test tokens as the wallet knows them (USDT with 6 decimals, BNB with 18) and the app's adapter on this node. */
export async function connectedChain(anvil: Anvil): Promise<{ chain: ChainAdapter; usdt: Address; bnb: Address }> {
  const usdt = await anvil.deployToken('USDT', 6)
  const bnb = await anvil.deployToken('BNB', 18)
  const chain = await connectEthereum({ rpcUrl: anvil.rpcUrl, xpub: anvil.xpub, chainId: anvil.chainId, tokens: { USDT: usdt, BNB: bnb } })
  return { chain, usdt, bnb }
}
