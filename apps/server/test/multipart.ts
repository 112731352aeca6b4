/** multipart/form-data bodies for the KYC upload, built by hand like a browser sends them. */
export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string }

export const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2048, 0x20), Buffer.from('%%EOF\n')])
/** A PNG's signature and the IHDR chunk of a 1×1 image (what a logo's check reads), then filler. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(512, 7),
])
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(512, 9)])

export const KYC_DETAILS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dob: '1990-12-10',
  country: 'United Kingdom',
  city: 'London',
  postalCode: 'W1 1AA',
  fullAddress: '12 St James Square',
}

export function multipart(parts: Part[]) {
  const boundary = `----wallet${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`))
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`))
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      )
      chunks.push(part.content, Buffer.from('\r\n'))
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** A complete KYC submission: the basic details and both documents, each replaceable. */
export function kycSubmission(overrides: { details?: unknown; identity?: Part | null; residence?: Part | null } = {}): Part[] {
  const parts: Part[] = [
    { name: 'basicDetails', value: typeof overrides.details === 'string' ? overrides.details : JSON.stringify(overrides.details ?? KYC_DETAILS) },
  ]
  const identity =
    overrides.identity === undefined ? { name: 'identityDoc', filename: 'passport.pdf', content: PDF, type: 'application/pdf' } : overrides.identity
  const residence = overrides.residence === undefined ? { name: 'residenceDoc', filename: 'bill.png', content: PNG, type: 'image/png' } : overrides.residence
  if (identity) parts.push(identity)
  if (residence) parts.push(residence)
  return parts
}
