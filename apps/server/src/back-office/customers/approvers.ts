import type { Permission } from '@wallet/shared/roles'
import type { Tx } from '../../db/client.ts'
import type { AccountService } from '../../identity/accounts/accounts.service.ts'
import type { CustomersService } from './customers.service.ts'

/**
 * Who may decide a request about this customer that needs `permission`: the manager of the customer's worker (a
 * team scope) and every account holding it over any customer. The same reach as the permission's access check.
 */
export async function approversOf(
  tx: Tx,
  deps: { customers: Pick<CustomersService, 'assignedWorkerId'>; account: Pick<AccountService, 'staffAccount' | 'idsHolding'> },
  customerId: string,
  permission: Permission,
): Promise<Set<string>> {
  const workerId = await deps.customers.assignedWorkerId(customerId, tx)
  const teamManager = workerId ? ((await deps.account.staffAccount(tx, workerId))?.managerId ?? null) : null
  const anyScope = await deps.account.idsHolding(tx, permission, 'any')
  return new Set([...(teamManager ? [teamManager] : []), ...anyScope])
}
