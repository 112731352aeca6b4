import type { Profile } from '@wallet/shared/profile'
import type { Db } from '../../db/client.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { findUserWithProfile } from './profile.repository.ts'

export function createProfileService({ db }: { db: Db }) {
  return {
    /** The customer's own profile; a user without a profile row gets the defaults (not_started, every can_* true). */
    async get(userId: string): Promise<Profile> {
      const found = await findUserWithProfile(db, userId)
      if (!found) throw new NotFoundError()
      const { user, profile: p } = found
      return {
        user_id: user.id,
        email: user.email,
        full_name: user.fullName,
        kyc_status: (p?.kycStatus ?? 'not_started') as Profile['kyc_status'],
        first_name: p?.firstName ?? null,
        last_name: p?.lastName ?? null,
        dob: p?.dob ?? null,
        country: p?.country ?? null,
        city: p?.city ?? null,
        postal_code: p?.postalCode ?? null,
        full_address: p?.fullAddress ?? null,
        dashboard_note: p?.dashboardNote ?? null,
        can_buy: p?.canBuy ?? true,
        can_sell: p?.canSell ?? true,
        can_swap: p?.canSwap ?? true,
        can_stake: p?.canStake ?? true,
        can_send: p?.canSend ?? true,
        buy_disabled_note: p?.buyDisabledNote ?? null,
        sell_disabled_note: p?.sellDisabledNote ?? null,
        swap_disabled_note: p?.swapDisabledNote ?? null,
        stake_disabled_note: p?.stakeDisabledNote ?? null,
        send_disabled_note: p?.sendDisabledNote ?? null,
        banned_until: user.banned ? (user.banExpires?.toISOString() ?? null) : null,
        created_at: (p?.createdAt ?? user.createdAt).toISOString(),
      }
    },
  }
}
