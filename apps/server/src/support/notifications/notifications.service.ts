import { isAssetId } from '@wallet/shared/assets'
import { DEFAULT_LOCALE, type Locale } from '@wallet/shared/locales'
import { NOTIFICATION_LIMITS, type NotificationItem } from '@wallet/shared/support/notifications'
import type { Db, DbOrTx } from '../../db/client.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { notificationsRepository } from './notifications.repository.ts'
import { notice, renderNotice, type Notice } from './notices.ts'

export interface NotificationsService {
  /** Writes a notification row inside the caller's transaction: the notice's key and values, and its English text. */
  notify(tx: DbOrTx, userId: string, notice: Notice, transactionId?: string | null): Promise<void>
  /**
   * The bell: newest notifications merged with recent deposits, newest first (part 1 §9), written in `locale` (the
   * reader's); a row stored as text alone shows as written.
   */
  list(userId: string, locale?: Locale, now?: Date): Promise<NotificationItem[]>
  markRead(userId: string, id: string): Promise<void>
  markAllRead(userId: string): Promise<void>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function createNotificationsService({ db }: { db: Db }): NotificationsService {
  return {
    async notify(tx, userId, told, transactionId = null) {
      await notificationsRepository.insert(tx, { userId, message: told.text, notice: told.parts, transactionId })
    },

    async list(userId, locale = DEFAULT_LOCALE, now = new Date()) {
      const since = new Date(now.getTime() - NOTIFICATION_LIMITS.depositDays * 24 * 60 * 60 * 1000)
      const [rows, deposits] = await Promise.all([
        notificationsRepository.newest(db, userId, NOTIFICATION_LIMITS.notifications),
        notificationsRepository.depositsSince(db, userId, since, NOTIFICATION_LIMITS.deposits),
      ])
      const covered = new Set(rows.map((r) => r.transactionId).filter(Boolean))
      const items: NotificationItem[] = [
        ...rows.map((r) => ({
          id: r.id,
          message: renderNotice(r.notice, locale) ?? r.message,
          read: r.read,
          createdAt: r.createdAt.toISOString(),
          transactionId: r.transactionId,
          kind: 'notification' as const,
        })),
        ...deposits
          .filter((d) => !covered.has(d.id) && isAssetId(d.asset))
          .map((d) => ({
            id: `deposit-${d.id}`,
            message: renderNotice(notice('depositReceived', d.amount, d.asset as never).parts, locale)!,
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
