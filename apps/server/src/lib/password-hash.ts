import { hash, verify } from '@node-rs/argon2'

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, which isolated modules cannot read). */
const ARGON2ID = 2

/**
 * argon2id at OWASP's first recommended setting (m = 19 MiB, t = 2, p = 1).
 * better-auth's default scrypt parameters are below the OWASP minimum, so it hashes through here.
 */
const ARGON2_PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS)
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}
