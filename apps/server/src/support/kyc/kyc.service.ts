import { KYC_LINK_TTL_SECONDS, type StaffKycDetails } from '@wallet/shared/back-office/customers'
import type { Multipart } from '@fastify/multipart'
import {
  KYC_DOCUMENT_FIELDS,
  KYC_FIELD_REQUIRED,
  KYC_MESSAGES,
  KYC_SUBMITTABLE,
  KycBasicDetails,
  type KycDocumentKind,
  type KycStatus,
} from '@wallet/shared/support/kyc'
import { withoutControlCharacters } from '@wallet/shared/text'
import { worded } from '@wallet/shared/support/worded-messages'
import type { Db } from '../../db/client.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import { applied, type DefineStaffAction, type StaffActionContext } from '../../back-office/audit/staff-action.ts'
import type { CustomersService } from '../../back-office/customers/customers.service.ts'
import { AppError, ValidationError } from '../../lib/errors.ts'
import { readUpload } from '../../lib/multipart.ts'
import type { FileStorage, StoredFile } from '../../lib/storage.ts'
import { documentTypeProblem, type KycDocumentLinks } from './kyc-documents.ts'
import { kycRepository as repo } from './kyc.repository.ts'

interface Upload {
  stored: StoredFile
  originalName: string
  mime: string
}

const MAX_BASIC_DETAILS_CHARS = 8 * 1024
export interface KycDeps {
  db: Db
  storage: FileStorage
  links: KycDocumentLinks
  customers: CustomersService
  defineStaffAction: DefineStaffAction
}

export function createKycService({ db, storage, links, customers, defineStaffAction }: KycDeps) {
  /** Opening a document is a staff action too: audited, and shown to the customer under Account activity. */
  const recordView = defineStaffAction({
    action: 'customer.kyc.document.view',
    permission: 'customers:view',
    target: 'customer',
    run: async ({ input }: StaffActionContext<{ documentId: string; kind: string }, 'customer'>) =>
      applied({ before: null, after: { documentId: input.documentId, kind: input.kind }, result: undefined }),
  })

  function refuseUnlessSubmittable(status: string) {
    if (!KYC_SUBMITTABLE.includes(status as KycStatus)) {
      const message = status === 'verified' ? KYC_MESSAGES.alreadyVerified : KYC_MESSAGES.alreadyUnderReview
      throw new AppError('KYC_NOT_SUBMITTABLE', { message })
    }
  }

  /** Streams each document to storage (size-limited by the parser), checking its type by content. */
  async function receive(parts: AsyncIterable<Multipart>, uploads: Partial<Record<KycDocumentKind, Upload>>): Promise<string | undefined> {
    return readUpload(() => receiveParts(parts, uploads))
  }

  async function receiveParts(parts: AsyncIterable<Multipart>, uploads: Partial<Record<KycDocumentKind, Upload>>): Promise<string | undefined> {
    let basicDetails: string | undefined
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'basicDetails') continue
        if (typeof part.value !== 'string' || part.valueTruncated || part.value.length > MAX_BASIC_DETAILS_CHARS) {
          throw new ValidationError(KYC_MESSAGES.basicDetailsTooLong)
        }
        basicDetails = part.value
        continue
      }
      const kind = (KYC_DOCUMENT_FIELDS as Record<string, KycDocumentKind | undefined>)[part.fieldname]
      if (!kind) throw new AppError('VALIDATION_FAILED', worded('kycUnexpectedFileField', { field: part.fieldname.slice(0, 40) }))
      if (uploads[kind]) throw new ValidationError(KYC_MESSAGES.oneDocumentOnly(kind))
      const stored = await storage.write(part.file)
      const upload: Upload = { stored, originalName: withoutControlCharacters(part.filename).slice(0, 255), mime: '' }
      uploads[kind] = upload
      if (part.file.truncated) throw new AppError('KYC_DOCUMENT_TOO_LARGE', { message: KYC_MESSAGES.documentTooLarge(kind) })
      const { type, problem } = documentTypeProblem(kind, stored.head, part.filename)
      if (problem || !type) throw new AppError('KYC_DOCUMENT_TYPE', problem ?? {})
      upload.mime = type.mime
    }
    return basicDetails
  }

  function parseDetails(raw: string | undefined): KycBasicDetails {
    if (raw === undefined || raw.trim() === '') throw new ValidationError(KYC_FIELD_REQUIRED)
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      throw new ValidationError(KYC_MESSAGES.basicDetailsNotJson)
    }
    const parsed = KycBasicDetails.safeParse(json)
    if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? KYC_FIELD_REQUIRED)
    return parsed.data
  }

  function requireDocuments(uploads: Partial<Record<KycDocumentKind, Upload>>): Record<KycDocumentKind, Upload> {
    const { identity, residence } = uploads
    if (!identity && !residence) throw new AppError('KYC_DOCUMENTS_MISSING')
    if (!identity) throw new AppError('KYC_DOCUMENTS_MISSING', { message: KYC_MESSAGES.identityMissing })
    if (!residence) throw new AppError('KYC_DOCUMENTS_MISSING', { message: KYC_MESSAGES.residenceMissing })
    return { identity, residence }
  }

  return {
    /** The staff action recorded for each opening of a document, whose permission guards the document route. */
    actions: { viewDocument: recordView },

    /** Refuses early, before any file is written, when the status does not allow a submission. */
    async assertCanSubmit(userId: string): Promise<void> {
      refuseUnlessSubmittable(await customers.kycStatus(userId))
    },

    /**
     * All or nothing: the files are written first, then the profile and the document rows in one
     * transaction; when anything fails, every file written for this request is removed again.
     */
    async submit(userId: string, parts: AsyncIterable<Multipart>): Promise<{ kyc_status: 'pending' }> {
      const uploads: Partial<Record<KycDocumentKind, Upload>> = {}
      try {
        const details = parseDetails(await receive(parts, uploads))
        const documents = requireDocuments(uploads)
        await db.transaction(async (tx) => {
          refuseUnlessSubmittable(await customers.lockForKyc(tx, userId))
          await customers.saveKycSubmission(tx, userId, details)
          await repo.insertDocuments(
            tx,
            (Object.entries(documents) as Array<[KycDocumentKind, Upload]>).map(([kind, u]) => ({
              userId,
              kind,
              storageKey: u.stored.key,
              originalName: u.originalName,
              mimeType: u.mime,
              sizeBytes: u.stored.size,
              sha256: u.stored.sha256,
            })),
          )
        })
        return { kyc_status: 'pending' }
      } catch (err) {
        await Promise.all(Object.values(uploads).map((u) => storage.remove(u.stored.key)))
        throw err
      }
    },

    /**
     * A document behind a valid, unexpired signed link, opened by a staff member who may view its owner; anything
     * else looks like a missing document. Each opening is audited.
     */
    async openSignedDocument(actor: Actor, id: string, expires: string | undefined, sig: string | undefined) {
      if (!expires || !sig || !/^\d+$/.test(expires) || !links.isValid(id, Number(expires), sig)) throw new AppError('KYC_LINK_INVALID')
      const row = await repo.findDocument(db, id)
      const size = row ? await storage.size(row.storageKey) : null
      if (!row || size === null) throw new AppError('KYC_LINK_INVALID')
      await recordView(actor, row.userId, { documentId: row.id, kind: row.kind })
      return { mimeType: row.mimeType, size, stream: storage.read(row.storageKey) }
    },

    /** get-kyc-details: the status, the submitted details and short-lived links to both documents. */
    async staffDetails(actor: Actor, customerId: string): Promise<StaffKycDetails> {
      await customers.access(db, actor, customerId, 'customers:view')
      const [record, docs] = await Promise.all([customers.kycRecord(customerId), repo.latestDocuments(db, customerId)])
      const link = (kind: KycDocumentKind) => (docs[kind] ? links.signKycDocumentUrl(docs[kind].id, KYC_LINK_TTL_SECONDS) : null)
      return {
        ...record,
        identity_doc_path: docs.identity?.originalName ?? null,
        residence_doc_path: docs.residence?.originalName ?? null,
        identityDocSignedUrl: link('identity'),
        residenceDocSignedUrl: link('residence'),
      }
    },
  }
}
