import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto'
import { z } from 'zod'

/**
 * A secret sealed with a passphrase: scrypt derives a 256-bit key from the passphrase and a random salt, and
 * AES-256-GCM encrypts and authenticates the secret under it. The sealed form carries its scrypt parameters, so they
 * can be raised later without losing what was sealed before.
 */

/** scrypt's cost: 2^17 × 8 × 128 bytes = 128 MiB of memory and about half a second per guess (OWASP's minimum). */
const COST = { N: 2 ** 17, r: 8, p: 1 }
const MIN_PASSPHRASE = 12

export const SealedBox = z.object({
  kdf: z.literal('scrypt'),
  // Bounded: a box from elsewhere must not make opening it take gigabytes.
  N: z
    .number()
    .int()
    .min(2)
    .max(2 ** 20),
  r: z.number().int().min(1).max(16),
  p: z.number().int().min(1).max(4),
  salt: z.string(),
  iv: z.string(),
  tag: z.string(),
  ciphertext: z.string(),
})
export type SealedBox = z.infer<typeof SealedBox>

/** Why `passphrase` cannot seal anything, or null when it can. */
export function passphraseProblem(passphrase: string): string | null {
  return passphrase.length < MIN_PASSPHRASE ? `The passphrase must be at least ${MIN_PASSPHRASE} characters long.` : null
}

function keyOf(passphrase: string, salt: Buffer, cost: { N: number; r: number; p: number }): Buffer {
  return scryptSync(passphrase.normalize('NFC'), salt, 32, { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 })
}

/** Seals `plain`; `label` says what it is and must be given again to open it (GCM's associated data). */
export function seal(plain: Buffer, passphrase: string, label: string): SealedBox {
  const problem = passphraseProblem(passphrase)
  if (problem) throw new Error(problem)
  const salt = randomBytes(16)
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(passphrase, salt, COST), iv)
  cipher.setAAD(Buffer.from(label))
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()])
  const b64 = (b: Buffer) => b.toString('base64')
  return { kdf: 'scrypt', ...COST, salt: b64(salt), iv: b64(iv), tag: b64(cipher.getAuthTag()), ciphertext: b64(ciphertext) }
}

/** The sealed secret, or null when `passphrase` is not the one it was sealed with (or the box was altered). */
export function open(box: SealedBox, passphrase: string, label: string): Buffer | null {
  const bytes = (s: string) => Buffer.from(s, 'base64')
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(passphrase, bytes(box.salt), box), bytes(box.iv))
    decipher.setAAD(Buffer.from(label))
    decipher.setAuthTag(bytes(box.tag))
    return Buffer.concat([decipher.update(bytes(box.ciphertext)), decipher.final()])
  } catch {
    return null
  }
}
