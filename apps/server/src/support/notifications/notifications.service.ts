import { isAssetId } from '@wallet/shared/assets'
import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES, type NotificationItem } from '@wallet/shared/support/notifications'
import type { Db, DbOrTx } from '../../db/client.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { notificationsRepository } from './notifications.repository.ts'

export interface NotificationsService {
  /** Writes a notification row inside the caller's transaction. */
  notify(tx: DbOrTx, userId: string, message: string, transactionId?: string | null): Promise<void>
  /** The bell: newest notifications merged with recent deposits, newest first (part 1 §9). */
  list(userId: string, now?: Date): Promise<NotificationItem[]>
  markRead(userId: string, id: string): Promise<void>
  markAllRead(userId: string): Promise<void>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function createNotificationsService({ db }: { db: Db }): NotificationsService {
  return {
    async notify(tx, userId, message, transactionId = null) {
      await notificationsRepository.insert(tx, { userId, message, transactionId })
    },

    async list(userId, now = new Date()) {
      const since = new Date(now.getTime() - NOTIFICATION_LIMITS.depositDays * 24 * 60 * 60 * 1000)
      const [rows, deposits] = await Promise.all([
        notificationsRepository.newest(db, userId, NOTIFICATION_LIMITS.notifications),
        notificationsRepository.depositsSince(db, userId, since, NOTIFICATION_LIMITS.deposits),
      ])
      const covered = new Set(rows.map((r) => r.transactionId).filter(Boolean))
      const items: NotificationItem[] = [
        ...rows.map((r) => ({
          id: r.id,
          message: r.message,
          read: r.read,
          createdAt: r.createdAt.toISOString(),
          transactionId: r.transactionId,
          kind: 'notification' as const,
        })),
        ...deposits
          .filter((d) => !covered.has(d.id) && isAssetId(d.asset))
          .map((d) => ({
            id: `deposit-${d.id}`,
            message: NOTIFICATION_MESSAGES.depositReceived(d.amount, d.asset as never),
            read: true,
            createdAt: d.sentAt.toISOString(),
            transactionId: d.id,
            kind: 'deposit' as const,
          })),
      ]
      items.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      return items.slice(0, NOTIFICATION_LIMITS.shown)
    },

    async markRead(userId, id) {
      if (!UUID.test(id) || !(await notificationsRepository.markRead(db, userId, id))) throw new NotFoundError()
    },

    async markAllRead(userId) {
      await notificationsRepository.markAllRead(db, userId)
    },
  }
}
