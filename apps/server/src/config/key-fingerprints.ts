import { createHmac } from 'node:crypto'
import { z } from 'zod'
import { parseEncryptionKey } from '../lib/crypto.ts'
import { INSTANCE_KEYS, type InstanceKey, type InstanceKeys } from './env.ts'

/**
 * Key fingerprints (docs/decisions/119-one-backup-archive.md): an HMAC under the key of a fixed label. Equal keys give
 * equal fingerprints, and a fingerprint does not give its key back, so a backup can say which keys it was made with.
 * ENCRYPTION_KEY is taken as the 32 bytes it names, whether written in hex or base64.
 */
function keyFingerprint(name: InstanceKey, value: string): string {
  const material = name === 'ENCRYPTION_KEY' ? parseEncryptionKey(value) : Buffer.from(value)
  return createHmac('sha256', material).update('wallet:key-fingerprint').digest('hex')
}

export const KeyFingerprints = z.object({ AUTH_SECRET: z.string(), ENCRYPTION_KEY: z.string(), AUDIT_KEY: z.string() })
export type KeyFingerprints = z.infer<typeof KeyFingerprints>

export function keyFingerprints(keys: InstanceKeys): KeyFingerprints {
  return Object.fromEntries(INSTANCE_KEYS.map((name) => [name, keyFingerprint(name, keys[name])])) as KeyFingerprints
}

/** The keys among `keys` whose fingerprints differ from `expected`. */
export function differingKeys(keys: Partial<InstanceKeys>, expected: KeyFingerprints): InstanceKey[] {
  return INSTANCE_KEYS.filter((name) => keys[name] !== undefined && keyFingerprint(name, keys[name]) !== expected[name])
}
