import type { Multipart } from '@fastify/multipart'
import { BuyingLinkFields, STAFF_PROFILE_MESSAGES, type CustomBuyingLink } from '@wallet/shared/back-office/customers'
import { codeOfIssue } from '@wallet/shared/errors'
import type { BuyingLink } from '@wallet/shared/money/payments'
import type { Db } from '../../db/client.ts'
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.ts'
import { readUpload } from '../../lib/multipart.ts'
import type { FileStorage, StoredFile } from '../../lib/storage.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import { applied, type DefineStaffAction, type StaffActionContext } from '../../back-office/audit/staff-action.ts'
import type { CustomersService } from '../../back-office/customers/customers.service.ts'
import { paymentsRepository as repo, type BuyingLinkRow } from './payments.repository.ts'
import { notice } from '../../support/notifications/notices.ts'

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** The largest logo, in pixels each way: a PNG declaring more would be decoded into a huge bitmap by every browser that shows it. */
export const LOGO_MAX_PIXELS = 2048

/**
 * What a logo's first 24 bytes say: a PNG (its signature, then the IHDR chunk PNG requires first, with the width and
 * height) whose size is within LOGO_MAX_PIXELS each way, or why not.
 */
export function logoProblem(head: Buffer): 'not-png' | 'dimensions' | null {
  if (head.length < 24 || !head.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC) || head.toString('latin1', 12, 16) !== 'IHDR') return 'not-png'
  const width = head.readUInt32BE(16)
  const height = head.readUInt32BE(20)
  return width < 1 || height < 1 || width > LOGO_MAX_PIXELS || height > LOGO_MAX_PIXELS ? 'dimensions' : null
}
export const logoUrlOf = (row: Pick<BuyingLinkRow, 'id' | 'logoKey'>) => (row.logoKey ? `/api/buying-links/${row.id}/logo` : null)

export interface BuyingLinksDeps {
  db: Db
  storage: FileStorage
  customers: CustomersService
  defineStaffAction: DefineStaffAction
}

/**
 * Custom buying links (user_crypto_buying_links): staff add them with a PNG logo (checked by its bytes and size on the
 * server) and delete them; the customer sees them on the Payments page with their logos, served by the app.
 */
export function createBuyingLinksService({ db, storage, customers, defineStaffAction }: BuyingLinksDeps) {
  const insert = defineStaffAction({
    action: 'customer.buying_link.add',
    permission: 'customers:manage',
    target: 'customer',
    async run({ tx, actor, target, input }: StaffActionContext<{ name: string; url: string; logo: StoredFile }, 'customer'>) {
      const row = await repo.insertBuyingLink(tx, { userId: target.id, name: input.name, url: input.url, logoKey: input.logo.key, createdBy: actor.userId })
      return applied({ before: null, after: { id: row.id, name: row.name, url: row.url }, notify: notice('buyingLinkAdded', row.name), result: row })
    },
  })

  const remove = defineStaffAction({
    action: 'customer.buying_link.delete',
    permission: 'customers:manage',
    target: 'customer',
    async run({ tx, target, input }: StaffActionContext<{ linkId: string }, 'customer'>) {
      const row = await repo.deleteBuyingLink(tx, target.id, input.linkId)
      if (!row) throw new NotFoundError(STAFF_PROFILE_MESSAGES.linkNotFound)
      return applied({ before: { id: row.id, name: row.name, url: row.url }, after: null, notify: notice('buyingLinkRemoved', row.name), result: row })
    },
  })

  /**
   * Reads the form: url and name fields and one logo file, written to storage as it streams (size-limited). The
   * stored logo is reported through `keep` as soon as it exists, so the caller can remove it whatever fails later.
   */
  async function receive(parts: AsyncIterable<Multipart>, keep: (logo: StoredFile) => void) {
    const fields: Record<string, string> = {}
    let logo: StoredFile | null = null
    for await (const part of parts) {
      if (part.type === 'field') {
        if ((part.fieldname === 'url' || part.fieldname === 'name') && typeof part.value === 'string' && !part.valueTruncated)
          fields[part.fieldname] = part.value
        continue
      }
      if (part.fieldname !== 'logo' || logo) {
        part.file.resume()
        continue
      }
      logo = await storage.write(part.file)
      keep(logo)
      // Stop reading at the first bad logo: the rest of the form does not matter any more.
      if (part.file.truncated) return { fields, logo, problem: 'LOGO_TOO_LARGE' as const }
      const found = logoProblem(logo.head)
      if (found === 'not-png') return { fields, logo, problem: 'LOGO_NOT_PNG' as const }
      if (found === 'dimensions') return { fields, logo, problem: 'LOGO_DIMENSIONS' as const }
    }
    return { fields, logo, problem: null }
  }

  /** The first problem of the text fields, with its own code when the schema gives one. */
  function fieldsRefused(issue: { message: string } | undefined): AppError {
    const code = codeOfIssue(issue)
    return code ? new AppError(code) : new ValidationError(issue?.message ?? STAFF_PROFILE_MESSAGES.invalidUrl)
  }

  function toCustomLink(row: BuyingLinkRow): CustomBuyingLink {
    return { id: row.id, user_id: row.userId, name: row.name, url: row.url, logo_url: logoUrlOf(row), created_at: row.createdAt.toISOString() }
  }

  return {
    /** The staff actions behind `add` and `remove`, whose permission guards their routes. */
    actions: { add: insert, remove },

    /** The customer's own links (their Payments page). */
    async customerList(userId: string): Promise<BuyingLink[]> {
      return (await repo.buyingLinks(db, userId)).map((r) => ({
        id: r.id,
        name: r.name,
        url: r.url,
        logoUrl: logoUrlOf(r),
        createdAt: r.createdAt.toISOString(),
      }))
    },

    async staffList(actor: Actor, customerId: string): Promise<CustomBuyingLink[]> {
      await customers.access(db, actor, customerId, 'customers:view')
      return (await repo.buyingLinks(db, customerId)).map(toCustomLink)
    },

    /**
     * add-crypto-link: the spec's checks in its order (URL, http/https, name, logo, PNG, size). The access check runs
     * before anything is stored; a refused form leaves no file behind.
     */
    async add(actor: Actor, customerId: string, parts: AsyncIterable<Multipart>): Promise<CustomBuyingLink> {
      await customers.access(db, actor, customerId, insert.permission)
      let stored: StoredFile | null = null
      try {
        const { fields, logo, problem } = await readUpload(() => receive(parts, (file) => (stored = file)))
        const parsed = BuyingLinkFields.safeParse(fields)
        if (!parsed.success) throw fieldsRefused(parsed.error.issues[0])
        if (!logo) throw new ValidationError(STAFF_PROFILE_MESSAGES.logoRequired)
        if (problem) throw new AppError(problem)
        return toCustomLink(await insert(actor, customerId, { ...parsed.data, logo }))
      } catch (err) {
        if (stored) await storage.remove((stored as StoredFile).key)
        throw err
      }
    },

    async remove(actor: Actor, customerId: string, linkId: string): Promise<void> {
      const row = await remove(actor, customerId, { linkId })
      if (row.logoKey) await storage.remove(row.logoKey)
    },

    /** A link's logo, to its customer or to staff who may view that customer; anything else looks missing. */
    async logo(actor: Actor, linkId: string) {
      const row = await repo.findBuyingLink(db, linkId)
      if (!row?.logoKey) throw new NotFoundError()
      if (row.userId !== actor.userId) await customers.access(db, actor, row.userId, 'customers:view').catch(() => Promise.reject(new NotFoundError()))
      const size = await storage.size(row.logoKey)
      if (size === null) throw new NotFoundError()
      return { size, stream: storage.read(row.logoKey) }
    },
  }
}
