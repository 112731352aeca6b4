import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * AES-256-GCM for values kept at rest (payment details). Each value gets its own random 96-bit IV;
 * the stored text is `v1.<iv>.<tag>.<ciphertext>` in base64url, and the tag authenticates it.
 */
export interface FieldCipher {
  encrypt(plain: string): string
  decrypt(stored: string): string
}

const VERSION = 'v1'

/** The 32-byte key from ENCRYPTION_KEY, written as 64 hex digits or as base64. */
export function parseEncryptionKey(value: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64')
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes (64 hex digits or base64).')
  return key
}

export function createFieldCipher(encryptionKey: string): FieldCipher {
  const key = parseEncryptionKey(encryptionKey)
  return {
    encrypt(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.')
    },
    decrypt(stored) {
      const [version, iv, tag, body] = stored.split('.')
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('Unknown encrypted value format.')
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
    },
  }
}

/** HMAC-SHA256 signatures of short strings (signed links), keyed per purpose from one secret. */
export function createSigner(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(`wallet:${purpose}`).digest()
  const sign = (data: string) => createHmac('sha256', key).update(data).digest('base64url')
  return {
    sign,
    verify(data: string, signature: string): boolean {
      const expected = Buffer.from(sign(data))
      const given = Buffer.from(signature)
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
  }
}
