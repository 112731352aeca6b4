import { describe, expect, it } from 'vitest'
import { OwnershipMessage, OwnershipProofFile, OwnershipRequestFile, verifyOwnershipProof, type OwnershipVerdict } from './ownership-proof.ts'

/**
 * Signatures made by viem's signMessage (EIP-191 personal_sign) with the first two keys of the published test
 * mnemonic: an implementation other than the one verifying them.
 */
const MESSAGE = 'Wallet proof of reserves, snapshot 7f9c2ba4-e88f-4e3a-9b1c-1d2b3c4d5e6f, 2026-11-29T00:00:00.000Z'
const FIRST = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  signature: '0x206477ccdeb674798d717162315a485f2fb40da851a1b5c50bbdd5c0103bde2f4a3fecb4475d29036d1a70810a812c62f313f42040144638ae221c500fef76181c',
}
const SECOND = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  signature: '0x14ad0bb2ffbcbdc192a861701eb809edfecabd7f825f72294b70f98de36cfa3667b51a34bf41802ebcc9d85931251c7d5e56cccd9daabe5d837dac1c0827b8741b',
}
/** The second key's signature of the message with a full stop added. */
const SECOND_OF_ANOTHER_MESSAGE =
  '0x1c3903d80b1158aca9c0714daa114d451fb7d07d9a3a6d1a517e569f2e5fcd4304e2693841b431c461654edeaac233a22b5c5fa441f4d1bcc089a695924eed2e1b'

const request = (): OwnershipRequestFile =>
  OwnershipRequestFile.parse({
    format: 'wallet-ownership-request/1',
    chainId: 31337,
    accountPath: "m/44'/60'/0'",
    message: MESSAGE,
    addresses: [
      { address: FIRST.address, branch: 1, index: 0 },
      { address: SECOND.address, branch: 0, index: 1 },
    ],
  })

const proof = (): OwnershipProofFile =>
  OwnershipProofFile.parse({ format: 'wallet-ownership-proof/1', chainId: 31337, message: MESSAGE, signatures: [{ ...FIRST }, { ...SECOND }] })

const problemsOf = (verdict: OwnershipVerdict) => (verdict.valid ? [] : verdict.problems)

describe('verifyOwnershipProof', () => {
  it('accepts a proof in which every requested address signed the message', () => {
    expect(verifyOwnershipProof(request(), proof())).toEqual({ valid: true })
    // Addresses compare whatever their case.
    const lower = proof()
    lower.signatures[1]!.address = SECOND.address.toLowerCase()
    expect(verifyOwnershipProof(request(), lower)).toEqual({ valid: true })
  })

  it('refuses signatures swapped between two addresses, naming who really signed', () => {
    const swapped = proof()
    swapped.signatures[0]!.signature = SECOND.signature
    swapped.signatures[1]!.signature = FIRST.signature
    expect(problemsOf(verifyOwnershipProof(request(), swapped))).toEqual([
      `The signature for ${FIRST.address} was made by ${SECOND.address}.`,
      `The signature for ${SECOND.address} was made by ${FIRST.address}.`,
    ])
  })

  it("refuses one key's signature under another address, and bytes that are no signature", () => {
    const forged = proof()
    forged.signatures[0]!.signature = SECOND.signature
    expect(problemsOf(verifyOwnershipProof(request(), forged))).toEqual([`The signature for ${FIRST.address} was made by ${SECOND.address}.`])

    const flipped = proof()
    const s = FIRST.signature
    flipped.signatures[0]!.signature = `${s.slice(0, 40)}${s[40] === '0' ? '1' : '0'}${s.slice(41)}`
    expect(problemsOf(verifyOwnershipProof(request(), flipped))[0]).toMatch(new RegExp(`^The signature for ${FIRST.address} (was made by 0x|is not a valid)`))

    const garbage = proof()
    garbage.signatures[0]!.signature = `0x${'ff'.repeat(64)}1b`
    expect(problemsOf(verifyOwnershipProof(request(), garbage))).toEqual([`The signature for ${FIRST.address} is not a valid signature.`])
  })

  it('checks the signatures against the requested message, whatever message the proof names', () => {
    const otherMessage = proof()
    otherMessage.message = `${MESSAGE}.`
    otherMessage.signatures[1]!.signature = SECOND_OF_ANOTHER_MESSAGE
    const problems = problemsOf(verifyOwnershipProof(request(), otherMessage))
    expect(problems[0]).toBe('The proof carries another message than the request.')
    expect(problems[1]).toMatch(new RegExp(`^The signature for ${SECOND.address} was made by 0x`))
    expect(problems).toHaveLength(2)
  })

  it('refuses another chain, an address left unsigned, one signed twice or not requested, and a request naming one twice', () => {
    const otherChain = proof()
    otherChain.chainId = 1
    expect(problemsOf(verifyOwnershipProof(request(), otherChain))).toEqual(['The proof is for chain 1, the request for chain 31337.'])

    const missing = proof()
    missing.signatures.pop()
    expect(problemsOf(verifyOwnershipProof(request(), missing))).toEqual([`${SECOND.address} is not signed.`])

    const twice = proof()
    twice.signatures.push({ ...FIRST })
    expect(problemsOf(verifyOwnershipProof(request(), twice))).toEqual([`${FIRST.address} is signed 2 times.`])

    const onlyFirst = request()
    onlyFirst.addresses.pop()
    expect(problemsOf(verifyOwnershipProof(onlyFirst, proof()))).toEqual([`${SECOND.address} was not requested.`])

    const repeated = request()
    repeated.addresses.push({ address: FIRST.address, branch: 1, index: 0 })
    expect(problemsOf(verifyOwnershipProof(repeated, proof()))).toEqual([`The request names ${FIRST.address} 2 times.`])
  })
})

describe('the message to sign', () => {
  it('takes plain text up to 200 characters, an address or a uuid in it included', () => {
    for (const message of [MESSAGE, 'x'.repeat(200), `Treasury ${FIRST.address} at 2026-11-29`, 'Réserves : preuve n° 12']) {
      expect(OwnershipMessage.safeParse(message).success, message).toBe(true)
    }
  })

  it.each([
    ['', 'The message is empty'],
    ['   ', 'The message is empty'],
    ['x'.repeat(201), 'The message is longer than 200 characters'],
    ['Proof\nof reserves', 'The message holds a control or invisible character'],
    ['Proof \u001b[8mhidden', 'The message holds a control or invisible character'],
    ['Proof \u202eof reserves', 'The message holds a control or invisible character'],
    ['0x02f86c827a6980843b9aca00', 'The message looks like hex data'],
    ['deadbeef', 'The message looks like hex data'],
    [`Proof 0x${'ab'.repeat(32)}`, 'The message looks like hex data'],
  ])('refuses %j', (message, reason) => {
    const parsed = OwnershipMessage.safeParse(message)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toContain(reason)
  })

  it('refuses an address whose mixed case breaks its checksum', () => {
    const bad = { ...request(), addresses: [{ address: FIRST.address.replace('f39F', 'F39f'), branch: 1, index: 0 }] }
    expect(OwnershipRequestFile.safeParse(bad).success).toBe(false)
  })
})
