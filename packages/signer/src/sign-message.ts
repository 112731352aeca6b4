/**
 * `sign-message --in request.json --out proof.json --key-file F [--yes] [--account-path P]`: for proof of reserves,
 * signs an ownership request's message once with the key of each of its addresses (EIP-191 personal_sign: signed
 * text, which no network takes for a transaction), after the same checks, listing and question as `sign`
 * (docs/decisions/139-ownership-proofs-sign-text-not-transactions.md).
 */
import { OwnershipProofFile, OwnershipRequestFile, verifyOwnershipProof } from '@wallet/shared/money/ownership-proof'
import { TREASURY } from './check-batch.ts'
import { checkOwnershipRequest, type OwnedAddress } from './check-ownership.ts'
import { table } from './listing.ts'
import { Refusal } from './refusal.ts'
import { declined, openSigning, writeSignedFile, type InputKind, type SigningOptions } from './signing-files.ts'

const REQUEST: InputKind<OwnershipRequestFile> = {
  noun: 'request',
  description: 'an ownership request (wallet-ownership-request/1)',
  schema: OwnershipRequestFile,
}

const place = ({ branch, index }: OwnedAddress) => `${branch === TREASURY.branch ? 'treasury' : 'deposit'} ${branch}/${index}`

/** What the operator reads before answering: the exact message, and every address that will sign it. */
function ownershipListing(request: OwnershipRequestFile, owned: OwnedAddress[]): string {
  const rows = [['#', 'address', 'key'], ...owned.map((entry, position) => [String(position + 1), entry.address, place(entry)])]
  return [
    `Proof of control on chain ${request.chainId}, keys under ${request.accountPath}. Each address below signs this text`,
    '(EIP-191 personal_sign: a signed message, not a transaction):',
    `  "${request.message}"`,
    ...table(rows).map((line) => `  ${line}`),
  ].join('\n')
}

export async function signMessage(options: SigningOptions): Promise<number> {
  const { input: request, key, answers, outPath } = openSigning(options, REQUEST)
  const owned = checkOwnershipRequest(request, key)

  console.log(ownershipListing(request, owned))
  const keys = `${owned.length} key${owned.length === 1 ? '' : 's'}`
  if (await declined(answers, `Sign the message with ${keys}? [y/N] `)) return 1

  const signatures = []
  for (const { address, account } of owned) signatures.push({ address, signature: await account.signMessage({ message: request.message }) })
  const proof = OwnershipProofFile.parse({ format: 'wallet-ownership-proof/1', chainId: request.chainId, message: request.message, signatures })
  // The server checks the proof with the same function: a proof it would refuse is never written.
  const verdict = verifyOwnershipProof(request, proof)
  if (!verdict.valid) throw new Refusal(`Nothing written: the signatures do not verify.\n${verdict.problems.join('\n')}`)
  writeSignedFile(outPath, proof)
  console.log(`Signed the message with ${keys} into ${outPath}.`)
  return 0
}
