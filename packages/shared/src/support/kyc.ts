import { z } from 'zod'
import { multiLine, singleLine } from '../text.ts'

/** Identity verification (part 1 §3–§5, part 2 §4). */
export const KYC_STATUSES = ['not_started', 'pending', 'verified', 'rejected'] as const
export type KycStatus = (typeof KYC_STATUSES)[number]

/** A new submission is accepted only from these states (a rejected one may be re-submitted). */
export const KYC_SUBMITTABLE: readonly KycStatus[] = ['not_started', 'rejected']

export const KYC_MAX_FILE_BYTES = 10 * 1024 * 1024
export const KYC_DOCUMENT_KINDS = ['identity', 'residence'] as const
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number]
/** The multipart field that carries each document. */
export const KYC_DOCUMENT_FIELDS = { identityDoc: 'identity', residenceDoc: 'residence' } as const satisfies Record<string, KycDocumentKind>

/** Each document's name in the messages about it. */
export const KYC_DOCUMENT_LABELS: Record<KycDocumentKind, string> = {
  identity: 'Identity document',
  residence: 'Proof of residence document',
}

export const KYC_FIELD_REQUIRED = 'This field is required.'
export const KYC_MESSAGES = {
  identityMissing: 'Identity document is required',
  residenceMissing: 'Proof of residence document is required',
  documentsMissing: 'Required documents are missing.',
  invalidDob: 'Please enter a valid date of birth.',
  futureDob: 'Date of birth must be in the past.',
  fieldTooLong: 'This field is too long.',
  alreadyVerified: 'Your identity has already been verified.',
  alreadyUnderReview: 'Your verification is already under review.',
  multipartRequired: 'The submission must be sent as multipart/form-data.',
  basicDetailsTooLong: 'The basic details are too long.',
  basicDetailsNotJson: 'The basic details are not valid JSON.',
  unexpectedFileField: (field: string) => `Unexpected file field "${field}".`,
  oneDocumentOnly: (kind: KycDocumentKind) => `Only one ${KYC_DOCUMENT_LABELS[kind].toLowerCase()} can be uploaded.`,
  documentTooLarge: (kind: KycDocumentKind) => `${KYC_DOCUMENT_LABELS[kind]} is larger than ${KYC_MAX_FILE_BYTES / (1024 * 1024)} MB.`,
  documentNotAccepted: (kind: KycDocumentKind) => `${KYC_DOCUMENT_LABELS[kind]} must be a PDF, JPEG or PNG file.`,
  documentRenamed: (kind: KycDocumentKind, typeLabel: string, extension: string) =>
    `${KYC_DOCUMENT_LABELS[kind]} is a ${typeLabel} file but its name ends in .${extension}. Please upload the original PDF, JPEG or PNG file.`,
} as const

const requiredText = (max: number) => z.string({ error: KYC_FIELD_REQUIRED }).trim().min(1, KYC_FIELD_REQUIRED).max(max, KYC_MESSAGES.fieldTooLong)
const required = (max: number) => singleLine(requiredText(max))

/** YYYY-MM-DD that names a real calendar day. */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900
}

export const KycBasicDetails = z.object(
  {
    firstName: required(100),
    lastName: required(100),
    dob: z
      .string({ error: KYC_FIELD_REQUIRED })
      .trim()
      .min(1, KYC_FIELD_REQUIRED)
      .refine(isRealDate, KYC_MESSAGES.invalidDob)
      .refine((v) => v < new Date().toISOString().slice(0, 10), KYC_MESSAGES.futureDob),
    country: required(100),
    city: required(100),
    postalCode: required(20),
    fullAddress: multiLine(requiredText(500)),
  },
  { error: KYC_FIELD_REQUIRED },
)
export type KycBasicDetails = z.infer<typeof KycBasicDetails>

export const KycSubmitResponse = z.object({ kyc_status: z.enum(KYC_STATUSES) })
export type KycSubmitResponse = z.infer<typeof KycSubmitResponse>
