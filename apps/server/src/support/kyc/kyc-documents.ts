import { KYC_MESSAGES, type KycDocumentKind } from '@wallet/shared/support/kyc'
import { worded, type WordedParams } from '@wallet/shared/support/worded-messages'
import { createSigner } from '../../lib/crypto.ts'

/** The document types accepted, recognised by their first bytes and never by the name or the declared type. */
const SIGNATURES = [
  { mime: 'application/pdf', label: 'PDF', extensions: ['pdf'], magic: Buffer.from('%PDF-', 'latin1') },
  { mime: 'image/png', label: 'PNG', extensions: ['png'], magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mime: 'image/jpeg', label: 'JPEG', extensions: ['jpg', 'jpeg'], magic: Buffer.from([0xff, 0xd8, 0xff]) },
] as const

export type DocumentType = (typeof SIGNATURES)[number]

function detectDocumentType(head: Buffer): DocumentType | null {
  return SIGNATURES.find((s) => head.length >= s.magic.length && head.subarray(0, s.magic.length).equals(s.magic)) ?? null
}

/**
 * Why a file is refused, or null when it is accepted: its content must be a PDF, JPEG or PNG, and a
 * name that carries an extension must carry that type's extension (a renamed file is refused).
 */
export function documentTypeProblem(
  kind: KycDocumentKind,
  head: Buffer,
  fileName: string,
): { type: DocumentType | null; problem: { message: string; params?: WordedParams } | null } {
  const type = detectDocumentType(head)
  if (!type) return { type, problem: { message: KYC_MESSAGES.documentNotAccepted(kind) } }
  const dot = fileName.lastIndexOf('.')
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : ''
  if (extension && !(type.extensions as readonly string[]).includes(extension)) {
    return { type, problem: worded('kycDocumentRenamed', { kind, type: type.label, extension }) }
  }
  return { type, problem: null }
}

/** The longest a KYC document link lives, whatever its maker asks for: enough to open it, too short to pass around. */
export const KYC_LINK_MAX_SECONDS = 5 * 60

/**
 * Short-lived links to KYC documents for staff: `/api/kyc/documents/{id}?expires={unix seconds}&sig={HMAC}`.
 * The signature covers the id and the expiry, so neither can be changed. The lifetime is capped on both sides:
 * a link is made for at most KYC_LINK_MAX_SECONDS, and one that claims to live longer is refused.
 */
export function createKycDocumentLinks(secret: string) {
  const signer = createSigner(secret, 'kyc-document-url')
  const payload = (documentId: string, expires: number) => `${documentId}.${expires}`
  return {
    signKycDocumentUrl(documentId: string, ttlSeconds: number, now = Date.now()): string {
      const lifetime = Math.min(KYC_LINK_MAX_SECONDS, Math.max(1, Math.floor(ttlSeconds)))
      const expires = Math.floor(now / 1000) + lifetime
      const sig = signer.sign(payload(documentId, expires))
      return `/api/kyc/documents/${encodeURIComponent(documentId)}?expires=${expires}&sig=${sig}`
    },
    isValid(documentId: string, expires: number, sig: string, now = Date.now()): boolean {
      if (!Number.isSafeInteger(expires) || expires * 1000 <= now) return false
      // One second of slack for the rounding down when it was made.
      if (expires > Math.floor(now / 1000) + KYC_LINK_MAX_SECONDS + 1) return false
      return signer.verify(payload(documentId, expires), sig)
    },
  }
}
export type KycDocumentLinks = ReturnType<typeof createKycDocumentLinks>
