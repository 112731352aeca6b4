/**
 * What the signer checks before it signs an ownership request's message: each address is the key's at its branch and
 * index, is named once, and sits where the wallet keeps addresses (the treasury at 1/0, deposit addresses on branch
 * 0). The message's own rules (short printable text, no hex) are the shared schema's. Every problem is reported at once.
 */
import type { OwnershipRequestFile } from '@wallet/shared/money/ownership-proof'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { AccountKey } from './account-key.ts'
import { FIRST_HARDENED_INDEX, TREASURY, sameAddress } from './check-batch.ts'
import { Refusal } from './refusal.ts'

/** An address the key controls, with the account that signs for it. */
export interface OwnedAddress {
  address: string
  branch: number
  index: number
  account: PrivateKeyAccount
}

export function checkOwnershipRequest(request: OwnershipRequestFile, key: AccountKey): OwnedAddress[] {
  const problems: string[] = []
  const owned: OwnedAddress[] = []
  const firstPosition = new Map<string, number>()

  request.addresses.forEach(({ address, branch, index }, position) => {
    const own: string[] = []
    const earlier = firstPosition.get(address.toLowerCase())
    if (earlier !== undefined) own.push(`it is address ${earlier + 1} again`)
    else firstPosition.set(address.toLowerCase(), position)
    if (branch === TREASURY.branch && index !== TREASURY.index) own.push(`branch ${branch} holds only the treasury, at index ${TREASURY.index}`)
    const account = index < FIRST_HARDENED_INDEX ? key.accountAt(branch, index) : null
    if (!account) own.push(`its index ${index} is not below 2^31, where the server derives addresses`)
    else if (!sameAddress(account.address, address)) own.push(`the key at ${request.accountPath}/${branch}/${index} is ${account.address}, not ${address}`)

    if (own.length > 0 || !account) problems.push(`Address ${position + 1} (${address}): ${own.join('; ')}.`)
    else owned.push({ address: account.address, branch, index, account })
  })

  if (problems.length > 0) throw new Refusal(`Nothing signed: the request does not check out.\n${problems.join('\n')}`)
  return owned
}
