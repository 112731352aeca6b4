import { createHmac } from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { ERRORS } from '@wallet/shared/errors'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { captchaRepository as repo } from './captcha.repository.ts'

/**
 * Proof of work: the browser tries counters from 0 until one derives the challenge's key.
 * The counter is drawn up to MAX_COUNTER, about a second of hashing in a browser.
 */
const ALGORITHM = 'SHA-256'
const COST = 1
const MIN_COUNTER = 5_000
const MAX_COUNTER = 80_000
export const CHALLENGE_TTL_MS = 5 * 60 * 1000
/** After a sign-in with invalid credentials, that email and that address must solve a captcha for this long. */
const REQUIREMENT_TTL_MS = 30 * 60 * 1000

export type CaptchaCheck = { ok: true; signature: string; expiresAt: Date } | { ok: false; reasons: string[] }

export interface CaptchaService {
  createChallenge(): Promise<Challenge>
  /** Checks a solution without using it up. */
  check(payload: string): Promise<CaptchaCheck>
  /** Checks a solution and uses it up: the same solution is refused afterwards. Throws CAPTCHA_REQUIRED / CAPTCHA_FAILED. */
  consume(payload: string | undefined): Promise<void>
  isRequiredForSignIn(email: string, ip: string): Promise<boolean>
  requireForSignIn(email: string, ip: string): Promise<void>
}

export function createCaptchaService({ db, secret, now = () => new Date() }: { db: Db; secret: string; now?: () => Date }): CaptchaService {
  const hmacSignatureSecret = createHmac('sha256', secret).update('altcha-challenge').digest('hex')
  const hmacKeySignatureSecret = createHmac('sha256', secret).update('altcha-key').digest('hex')
  const requirementKeys = (email: string, ip: string) => [`email:${email.trim().toLowerCase()}`, `ip:${ip}`]

  async function check(raw: string): Promise<CaptchaCheck> {
    const payload = decode(raw)
    if (!payload) return { ok: false, reasons: ['malformed payload'] }
    const { challenge, solution } = payload
    let result
    try {
      result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret })
    } catch {
      return { ok: false, reasons: ['malformed payload'] }
    }
    const reasons: string[] = []
    if (result.expired) reasons.push('challenge expired')
    if (result.invalidSignature) reasons.push('invalid signature')
    if (result.invalidSolution) reasons.push('invalid solution')
    if (!result.verified) return { ok: false, reasons: reasons.length > 0 ? reasons : ['invalid solution'] }
    const signature = challenge.signature!
    if (await repo.isSolutionUsed(db, signature)) return { ok: false, reasons: ['solution already used'] }
    const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1000)
    return { ok: true, signature, expiresAt }
  }

  return {
    async createChallenge() {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(MAX_COUNTER, MIN_COUNTER),
        deriveKey,
        expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      })
    },
    check,
    async consume(payload) {
      if (!payload) throw new AppError('CAPTCHA_REQUIRED')
      const result = await check(payload)
      if (!result.ok) throw new AppError('CAPTCHA_FAILED')
      if (!(await repo.markSolutionUsed(db, result.signature, result.expiresAt))) throw new AppError('CAPTCHA_FAILED')
      await repo.deleteExpiredSolutions(db, now())
    },
    isRequiredForSignIn: (email, ip) => repo.hasActiveRequirement(db, requirementKeys(email, ip), now()),
    async requireForSignIn(email, ip) {
      await repo.setRequirements(db, requirementKeys(email, ip), new Date(now().getTime() + REQUIREMENT_TTL_MS))
      await repo.deleteExpiredRequirements(db, now())
    },
  }
}

/** The text /api/captcha/verify answers for a refused solution (part 1 §8). */
export function verificationFailedMessage(reasons: string[]): string {
  return reasons.length > 0 ? `Verification failed: ${reasons.join(', ')}` : ERRORS.CAPTCHA_FAILED.message
}

/** The widget's payload: base64 of `{ challenge, solution }`. */
function decode(raw: string): Payload | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'))
    if (!parsed || typeof parsed !== 'object') return null
    const { challenge, solution } = parsed as Partial<Payload>
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.parameters !== 'object') return null
    if (!solution || typeof solution !== 'object') return null
    if (typeof challenge.signature !== 'string') return null
    return { challenge, solution }
  } catch {
    return null
  }
}
