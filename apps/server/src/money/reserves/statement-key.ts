import { createPrivateKey, createPublicKey, hkdfSync, sign, type KeyObject } from 'node:crypto'

/**
 * The reserves statement key (docs/decisions/150): an Ed25519 key derived from AUDIT_KEY with HKDF-SHA256 (info
 * 'proof-of-reserves statement'), so that the instance needs no further secret and the same AUDIT_KEY always gives
 * the same public key. Its public half is published with every root; anyone can check a statement with it.
 */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

export interface StatementKey {
  /** SubjectPublicKeyInfo DER, base64. */
  publicKey: string
  /** Ed25519 signature of the text's UTF-8 bytes, base64. */
  sign(text: string): string
}

export function statementKey(auditKey: string): StatementKey {
  const seed = Buffer.from(hkdfSync('sha256', auditKey, 'wallet', 'proof-of-reserves statement', 32))
  const privateKey: KeyObject = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' })
  const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).toString('base64')
  return { publicKey, sign: (text) => sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64') }
}
