/**
 * Proof that the operator controls its Ethereum addresses, for proof of reserves: the server exports a request (the
 * addresses and a message), the offline signer signs the message once per address with EIP-191 personal_sign, and
 * the server checks the answer with verifyOwnershipProof (docs/decisions/139-ownership-proofs-sign-text-not-transactions.md).
 */
import * as Hex from 'ox/Hex'
import * as PersonalMessage from 'ox/PersonalMessage'
import * as Secp256k1 from 'ox/Secp256k1'
import * as Signature from 'ox/Signature'
import { z } from 'zod'
import { isEthereumAddress, toChecksumAddress } from './addresses.ts'
import { DerivationPath } from './payout-batch.ts'

export const OWNERSHIP_MESSAGE_MAX_LENGTH = 200

const Address = z.string().refine(isEthereumAddress, 'An Ethereum address (mixed case only with a valid EIP-55 checksum)')

/** Hex that a wallet could take for bytes to sign (a transaction, a hash) rather than text: all of it, or a long 0x run. */
const looksLikeHexData = (message: string) => /^\s*(0x)?[0-9a-f]+\s*$/i.test(message) || /0x[0-9a-f]{41,}/i.test(message)

/**
 * The text each address signs: what the operator reads before signing, so short, printable and plainly text. No
 * control or invisible characters (a terminal escape or a right-to-left mark could show the operator other words).
 */
export const OwnershipMessage = z
  .string()
  .refine((message) => message.trim() !== '', 'The message is empty')
  .refine((message) => message.length <= OWNERSHIP_MESSAGE_MAX_LENGTH, `The message is longer than ${OWNERSHIP_MESSAGE_MAX_LENGTH} characters`)
  .refine((message) => !/\p{C}/u.test(message), 'The message holds a control or invisible character')
  .refine((message) => !looksLikeHexData(message), 'The message looks like hex data (a transaction or a hash), not text to read')

export const OwnershipRequestFile = z.object({
  format: z.literal('wallet-ownership-request/1'),
  chainId: z.number().int().positive(),
  /** The account-level path the operator's xpub was taken at, for example m/44'/60'/0'. */
  accountPath: DerivationPath,
  /** For example "Wallet proof of reserves, snapshot <id>, <ISO time>": new for every snapshot. */
  message: OwnershipMessage,
  /** The treasury (branch 1, index 0) and the deposit addresses (branch 0, one index per customer). */
  addresses: z.array(z.object({ address: Address, branch: z.number().int().min(0).max(1), index: z.number().int().nonnegative() })).min(1),
})
export type OwnershipRequestFile = z.infer<typeof OwnershipRequestFile>

export const OwnershipProofFile = z.object({
  format: z.literal('wallet-ownership-proof/1'),
  chainId: z.number().int().positive(),
  message: z.string(),
  /** One per requested address: its EIP-191 personal_sign of the message, 65 bytes (r, s, v). */
  signatures: z.array(z.object({ address: Address, signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'A 65-byte signature') })).min(1),
})
export type OwnershipProofFile = z.infer<typeof OwnershipProofFile>

export type OwnershipVerdict = { valid: true } | { valid: false; problems: string[] }

/** Who signed the EIP-191 payload, or null when the signature is not one. */
function signerOf(payload: Hex.Hex, signature: string): string | null {
  try {
    return toChecksumAddress(Secp256k1.recoverAddress({ payload, signature: Signature.fromHex(signature as Hex.Hex) }))
  } catch {
    return null
  }
}

/**
 * Whether the proof answers the request: same chain, same message, every requested address signed exactly once and
 * nothing else, each signature recovering to its address over the request's message. Pure: no key, no network.
 */
export function verifyOwnershipProof(request: OwnershipRequestFile, proof: OwnershipProofFile): OwnershipVerdict {
  const problems: string[] = []
  if (proof.chainId !== request.chainId) problems.push(`The proof is for chain ${proof.chainId}, the request for chain ${request.chainId}.`)
  if (proof.message !== request.message) problems.push('The proof carries another message than the request.')

  const requested = new Map<string, { address: string; times: number }>()
  for (const { address } of request.addresses) {
    const key = address.toLowerCase()
    requested.set(key, { address, times: (requested.get(key)?.times ?? 0) + 1 })
  }
  const signed = new Map<string, number>()
  // Recovered over the request's message, whatever the proof says it signed.
  const payload = PersonalMessage.getSignPayload(Hex.fromString(request.message))
  for (const { address, signature } of proof.signatures) {
    const key = address.toLowerCase()
    signed.set(key, (signed.get(key) ?? 0) + 1)
    if (!requested.has(key)) problems.push(`${address} was not requested.`)
    const signer = signerOf(payload, signature)
    if (signer === null) problems.push(`The signature for ${address} is not a valid signature.`)
    else if (signer.toLowerCase() !== key) problems.push(`The signature for ${address} was made by ${signer}.`)
  }
  for (const [key, { address, times }] of requested) {
    const signatures = signed.get(key) ?? 0
    if (times > 1) problems.push(`The request names ${address} ${times} times.`)
    if (signatures === 0) problems.push(`${address} is not signed.`)
    else if (signatures > 1) problems.push(`${address} is signed ${signatures} times.`)
  }
  return problems.length === 0 ? { valid: true } : { valid: false, problems }
}
