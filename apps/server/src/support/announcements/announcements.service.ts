import type { Announcement } from '@wallet/shared/support/announcements'
import { LATEST_ANNOUNCEMENTS } from '@wallet/shared/back-office/workers'
import type { Db } from '../../db/client.ts'
import { applied, type DefineStaffAction, type StaffActionContext } from '../../back-office/audit/staff-action.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import type { TransactionEvents } from '../../platform/events/events.service.ts'
import { announcementsRepository as repo, type AnnouncementRow } from './announcements.repository.ts'

export interface AnnouncementsDeps {
  db: Db
  defineStaffAction: DefineStaffAction
  events: TransactionEvents
  /** The manager of a worker (the workers module). */
  managerOf: (workerId: string) => Promise<string | null>
}

const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  manager_id: row.managerId,
  message: row.message,
  created_at: row.createdAt.toISOString(),
})

/** A manager's messages to all their workers, shown on the worker dashboard and pushed live over SSE. */
export function createAnnouncementsService({ db, defineStaffAction, events, managerOf }: AnnouncementsDeps) {
  /** create_announcement: audited, and heard by the manager's workers on every instance once it commits. */
  const create = defineStaffAction({
    action: 'announcement.create',
    permission: 'announcements:send',
    target: 'none',
    async run({ tx, actor, input }: StaffActionContext<{ message: string }, 'none'>) {
      const announcement = toAnnouncement(await repo.insert(tx, actor.userId, input.message))
      await events.notifyAnnouncement(tx, { managerId: actor.userId, announcement })
      return applied({ before: null, after: { announcementId: announcement.id, message: input.message }, result: announcement })
    },
  })

  return {
    create,

    /** The latest 5 of the worker's manager (none without a manager). */
    async latestForWorker(actor: Actor): Promise<Announcement[]> {
      const managerId = await managerOf(actor.userId)
      return managerId ? (await repo.latestOf(db, managerId, LATEST_ANNOUNCEMENTS)).map(toAnnouncement) : []
    },
  }
}
