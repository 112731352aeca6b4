import { worded } from '@wallet/shared/support/worded-messages'
import type { ErrorCode } from '@wallet/shared/errors'
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { KycStatus } from '@wallet/shared/support/kyc'
import type { Profile } from '@wallet/shared/back-office/profile'
import type { UserSummary } from '@wallet/shared/back-office/workers'
import { isCustomerRole, scopeOf, type Permission, type Scope } from '@wallet/shared/roles'
import { lockTimeText } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import type { Db, DbOrTx, Tx } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError, NotFoundError } from '../../lib/errors.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import { isBanActive } from '../../identity/sign-in/ban.ts'
import type { CarriedCheck } from '../../money/ledger/ledger.service.ts'
import { customersRepository as repo, type CapabilityRow, type KycDetailsColumns, type ProfileRow, type UserRow } from './customers.repository.ts'

/** What a customer may do with money, each switched off by staff with an optional reason (part 2 §6). */
export const CUSTOMER_ACTIONS = ['send', 'swap', 'buy', 'sell', 'stake'] as const
export type CustomerAction = (typeof CUSTOMER_ACTIONS)[number]
export type Capabilities = Record<CustomerAction, { allowed: boolean; note: string | null }>

/** The customer an access check let through. */
export interface CustomerRef {
  id: string
  email: string
  scope: Scope
}

/** The refusal of each action, and whether the staff's reason replaces the spec's message. */
const REFUSALS: Record<CustomerAction, { code: ErrorCode; showsNote: boolean }> = {
  send: { code: 'SEND_DISABLED', showsNote: true },
  swap: { code: 'SWAP_DISABLED', showsNote: true },
  buy: { code: 'DEPOSITS_NOT_PERMITTED', showsNote: false },
  sell: { code: 'WITHDRAWALS_NOT_PERMITTED', showsNote: false },
  stake: { code: 'STAKE_NOT_ALLOWED', showsNote: false },
}

/** A customer's profile as they see it (and staff see it, with more): defaults where no profile row exists. */
function toProfile(user: UserRow, p: ProfileRow | null, now: Date): Profile {
  // The flags staff set, as they are: a freeze refuses money on its own and must not read as (or be saved as) flags off.
  const caps = toCapabilities(p ? { ...p, frozenAt: null } : undefined)
  return {
    user_id: user.id,
    email: user.email,
    full_name: user.fullName,
    kyc_status: (p?.kycStatus ?? 'not_started') as Profile['kyc_status'],
    kyc_rejection_reason: p?.kycRejectionReason ?? null,
    first_name: p?.firstName ?? null,
    last_name: p?.lastName ?? null,
    dob: p?.dob ?? null,
    country: p?.country ?? null,
    city: p?.city ?? null,
    postal_code: p?.postalCode ?? null,
    full_address: p?.fullAddress ?? null,
    dashboard_note: p?.dashboardNote ?? null,
    can_buy: caps.buy.allowed,
    can_sell: caps.sell.allowed,
    can_swap: caps.swap.allowed,
    can_stake: caps.stake.allowed,
    can_send: caps.send.allowed,
    buy_disabled_note: caps.buy.note,
    sell_disabled_note: caps.sell.note,
    swap_disabled_note: caps.swap.note,
    stake_disabled_note: caps.stake.note,
    send_disabled_note: caps.send.note,
    banned_until: isBanActive(user) ? (user.banExpires?.toISOString() ?? null) : null,
    recovery_hold_until: p?.recoveryHoldUntil && p.recoveryHoldUntil > now ? p.recoveryHoldUntil.toISOString() : null,
    created_at: (p?.createdAt ?? user.createdAt).toISOString(),
  }
}

/** What a frozen account may no longer do: every outgoing movement (docs/decisions/034). Deposits still come in. */
const OUTGOING: ReadonlySet<CustomerAction> = new Set(['send', 'swap', 'sell', 'stake'])

function refuseUnlessAllowed(row: CapabilityRow | undefined, action: CustomerAction): void {
  if (row?.frozenAt && OUTGOING.has(action)) throw new AppError('ACCOUNT_FROZEN')
  const { allowed, note } = toCapabilities(row)[action]
  if (allowed) return
  const refusal = REFUSALS[action]
  throw new AppError(refusal.code, { message: (refusal.showsNote && note?.trim()) || undefined })
}

/** Each action's flag and the staff's reason for switching it off, as CapabilityRow keys (and JSON keys of its read). */
const ACTION_FIELDS = {
  send: { flag: 'canSend', note: 'sendDisabledNote' },
  swap: { flag: 'canSwap', note: 'swapDisabledNote' },
  buy: { flag: 'canBuy', note: 'buyDisabledNote' },
  sell: { flag: 'canSell', note: 'sellDisabledNote' },
  stake: { flag: 'canStake', note: 'stakeDisabledNote' },
} as const satisfies Record<CustomerAction, { flag: keyof CapabilityRow; note: keyof CapabilityRow }>

/*
 * The rule, once in each language: a flag is off only when it is explicitly false, and a frozen account moves nothing
 * out; no profile row means everything is allowed. `allowedInSql` is `toCapabilities`' verdict, evaluated inside a statement that carries the read.
 */
function toCapabilities(row: CapabilityRow | undefined): Capabilities {
  const frozen = Boolean(row?.frozenAt)
  const capability = (action: CustomerAction) => ({
    allowed: row?.[ACTION_FIELDS[action].flag] !== false && !(frozen && OUTGOING.has(action)),
    note: row?.[ACTION_FIELDS[action].note] ?? null,
  })
  return { send: capability('send'), swap: capability('swap'), buy: capability('buy'), sell: capability('sell'), stake: capability('stake') }
}

/** Whether the WITH query `read` (a `capabilitiesRead`: at most one row, its flags as the JSON `value`) allows the action. */
function allowedInSql(read: SQL, action: CustomerAction): SQL {
  const flagOn = sql`coalesce((select value ->> ${sql.raw(`'${ACTION_FIELDS[action].flag}'`)} from ${read}), '') <> 'false'`
  return OUTGOING.has(action) ? sql`(${flagOn} and (select value ->> 'frozenAt' from ${read}) is null)` : flagOn
}

/**
 * The one owner of customer profiles (`user_profiles`): the permission flags, KYC status and details, the dashboard
 * note and the assigned worker, and the access check that says which staff may act on which customer.
 */
export interface CustomersDeps {
  db: Db
  /** The time the recovery hold is measured on (tests move it). */
  clock: Clock
  /** How long withdrawals and sends wait after a recovery (RECOVERY_HOLD_HOURS; 0: no hold). */
  recoveryHoldHours: number
}

/** What a recovery hold stops: money leaving the account. Swaps and stakes keep it inside (docs/decisions/122). */
const HELD_BY_RECOVERY: ReadonlySet<CustomerAction> = new Set(['send', 'sell'])

export function createCustomersService({ db, clock, recoveryHoldHours }: CustomersDeps) {
  return {
    ensureProfile(userId: string, tx: DbOrTx = db): Promise<void> {
      return repo.ensureProfile(tx, userId)
    },

    /** The signed-in customer's own profile; a user without a profile row gets the defaults. */
    async ownProfile(userId: string): Promise<Profile> {
      const found = await repo.userWithProfile(db, userId)
      if (!found) throw new NotFoundError()
      return toProfile(found.user, found.profile, clock.now())
    },

    /** A profile as `ownProfile` gives it, for the staff view of the same customer. */
    profileOf: (user: UserRow, profile: ProfileRow | null): Profile => toProfile(user, profile, clock.now()),

    async capabilities(userId: string, tx: DbOrTx = db): Promise<Capabilities> {
      return toCapabilities(await repo.capabilities(tx, userId))
    },

    /**
     * Refuses the action when staff switched it off. Call it inside the money transaction: the profile row stays
     * share-locked until that transaction ends, so a concurrent permission change cannot slip past it.
     */
    async assertAllowed(tx: Tx, userId: string, action: CustomerAction): Promise<void> {
      refuseUnlessAllowed(await repo.capabilities(tx, userId, 'share'), action)
      if (HELD_BY_RECOVERY.has(action)) {
        const until = await repo.recoveryHoldUntil(tx, userId)
        if (until && until > clock.now()) throw new AppError('RECOVERY_HOLD', worded('recoveryHold', { until: lockTimeText(until) }))
      }
    },

    /**
     * The freeze on the profile row (docs/decisions/033–035), for the protection service, which decides when to freeze
     * and unfreeze; the row is written here only (decision 049). `lockFreeze` locks it for the rest of the transaction.
     */
    lockFreeze: (tx: Tx, userId: string) => repo.lockFreeze(tx, userId),
    freezeState: (userId: string, handle: DbOrTx = db) => repo.freezeState(handle, userId),
    setFrozen: (tx: Tx, userId: string, via: 'settings' | 'link' | null) => repo.setFrozen(tx, userId, via),

    /**
     * Inside a recovery's transaction (docs/decisions/122): withdrawals and sends wait RECOVERY_HOLD_HOURS from now (a
     * hold already running longer is kept). Answers the hold's end for the customer's mail, or null when there is none.
     */
    async startRecoveryHold(tx: Tx, userId: string): Promise<Date | null> {
      if (recoveryHoldHours === 0) return null
      return repo.extendRecoveryHold(tx, userId, new Date(clock.now().getTime() + recoveryHoldHours * 60 * 60 * 1000))
    },

    /**
     * assertAllowed for a statement of another module that carries the check (the swap's ledger write,
     * `ledger.recordManyChecked`, docs/decisions/067-money-path-one-statement.md and 088): `read` share-locks and reads
     * the flags as `assertAllowed` does, a SELECT of at most one row whose one column is `value`; `passes` is the
     * verdict in SQL over that read; `assert` throws the refusal, given the value the read returned (null: no row).
     */
    permissionCheck(userId: string, action: CustomerAction): CarriedCheck {
      return {
        read: repo.capabilitiesRead(userId),
        passes: (read) => allowedInSql(read, action),
        assert(value) {
          const row = typeof value === 'string' ? (JSON.parse(value) as CapabilityRow) : ((value ?? undefined) as CapabilityRow | undefined)
          refuseUnlessAllowed(row, action)
        },
      }
    },

    /** The KYC status and the submitted basic details (the staff Verification tab). */
    async kycRecord(userId: string) {
      const found = await repo.userWithProfile(db, userId)
      if (!found) throw new NotFoundError()
      const p = toProfile(found.user, found.profile, clock.now())
      return {
        kyc_status: p.kyc_status,
        kyc_rejection_reason: p.kyc_rejection_reason,
        first_name: p.first_name,
        last_name: p.last_name,
        dob: p.dob,
        country: p.country,
        city: p.city,
        postal_code: p.postal_code,
        full_address: p.full_address,
        submitted_at: found.profile?.kycSubmittedAt?.toISOString() ?? null,
      }
    },

    async kycStatus(userId: string, tx: DbOrTx = db): Promise<KycStatus> {
      return ((await repo.kycStatus(tx, userId)) ?? 'not_started') as KycStatus
    },

    /** Locks the profile for a KYC submission and answers its current status. */
    async lockForKyc(tx: Tx, userId: string): Promise<KycStatus> {
      return (await repo.lockProfile(tx, userId)).kycStatus as KycStatus
    },

    saveKycSubmission(tx: Tx, userId: string, details: KycDetailsColumns): Promise<void> {
      return repo.saveKycSubmission(tx, userId, details)
    },

    assignedWorkerId(userId: string, tx: DbOrTx = db): Promise<string | null> {
      return repo.assignedWorkerId(tx, userId)
    },

    setAssignedWorker(tx: DbOrTx, customerId: string, workerId: string | null): Promise<void> {
      return repo.setAssignedWorker(tx, customerId, workerId)
    },

    /** claim-user: true when this worker got the customer (an assigned one or a staff account is not claimable). */
    claim(tx: Tx, customerId: string, workerId: string): Promise<boolean> {
      return repo.claim(tx, customerId, workerId)
    },

    /** Customers with their KYC status and assigned worker, newest first: a worker's own, a manager's team's, or all. */
    async list(scope: { workerId: string } | { managerId: string } | 'all', query: { search: string; searchNames: boolean; page: number; pageSize: number }) {
      const where = scope === 'all' ? undefined : 'workerId' in scope ? repo.assignedTo(scope.workerId) : repo.inTeamOf(scope.managerId)
      const { rows, total } = await repo.list(db, {
        where,
        search: query.search,
        searchNames: query.searchNames,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      })
      return {
        total,
        customers: rows.map((r) => ({
          id: r.user.id,
          email: r.user.email,
          fullName: r.user.fullName,
          createdAt: (r.profile?.createdAt ?? r.user.createdAt).toISOString(),
          kycStatus: (r.profile?.kycStatus ?? null) as KycStatus | null,
          assignedWorkerName: r.worker?.fullName ?? r.worker?.email ?? null,
        })),
      }
    },

    /** A staff list of customers (the manager's All Users, the admin's customers), searched by name or email. */
    async summaries(
      scope: { managerId: string } | 'all',
      query: { search: string; page: number; pageSize: number },
    ): Promise<{ users: UserSummary[]; totalCount: number }> {
      const { customers, total } = await this.list(scope, { ...query, searchNames: true })
      const users = customers.map((c) => ({
        id: c.id,
        full_name: c.fullName,
        email: c.email,
        kyc_status: c.kycStatus,
        created_at: c.createdAt,
        assigned_worker_name: c.assignedWorkerName,
      }))
      return { users, totalCount: total }
    },

    /**
     * `access` for many customers at once: a condition on a column holding an account id that lets through exactly the
     * customers `access` would, for this actor and permission. A role without the permission gets PROFILE_ROLE_DENIED.
     */
    inScope(actor: Actor, permission: Permission, column: SQLWrapper): SQL {
      const scope = scopeOf(actor.role, permission)
      if (!scope) throw new AppError('PROFILE_ROLE_DENIED')
      return repo.customerInScope(column, scope, actor.userId)
    },

    /** `inScope` for a query that joins `user_profiles` to `users` itself: a condition on that row, no semi-join. */
    profileRowInScope(actor: Actor, permission: Permission): SQL {
      const scope = scopeOf(actor.role, permission)
      if (!scope) throw new AppError('PROFILE_ROLE_DENIED')
      return repo.profileRowInScope(scope, actor.userId)
    },

    /** `unclaimed` for a query that joins `user_profiles` to `users` itself. */
    profileRowUnclaimed: (): SQL => repo.profileRowUnclaimed(),

    /** A condition on a column holding an account id: a customer nobody has claimed yet (claim-user's candidates). */
    unclaimed(column: SQLWrapper): SQL {
      return repo.customerUnclaimed(column)
    },

    /**
     * May this actor act on this customer under this permission? Answers the customer, or throws the spec's
     * 'Access Denied: …' messages: one for a role that has no such access at all, one for a customer outside the
     * actor's scope (also for an id that is not a customer, so ids cannot be probed).
     */
    async access(tx: DbOrTx, actor: Actor, customerId: string, permission: Permission = 'customers:view'): Promise<CustomerRef> {
      const scope = scopeOf(actor.role, permission)
      if (!scope) throw new AppError('PROFILE_ROLE_DENIED')
      const target = await repo.accessTarget(tx, customerId)
      const denied = new AppError('PROFILE_ACCESS_DENIED')
      if (!target) throw denied
      if (scope === 'own') {
        if (target.id !== actor.userId) throw denied
      } else if (!isCustomerRole(target.role) || !withinScope(scope, actor.userId, target)) {
        throw denied
      }
      return { id: target.id, email: target.email, scope }
    },
  }
}

function withinScope(scope: Scope, actorId: string, target: { assignedWorkerId: string | null; managerId: string | null }): boolean {
  switch (scope) {
    case 'any':
      return true
    case 'team':
      return target.managerId === actorId
    case 'assigned':
      return target.assignedWorkerId === actorId
    case 'own':
      return false
  }
}

export type CustomersService = ReturnType<typeof createCustomersService>
