import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'

/**
 * A software passkey for tests: a P-256 key made with node:crypto, and the WebAuthn answers a browser would hand the
 * app, built byte by byte (attestation 'none', ES256 assertions). `userVerified` sets the UV flag: whether the
 * authenticator asked for a PIN or biometrics.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor }

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length])
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length])
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff])
  const b = Buffer.alloc(5)
  b[0] = (major << 5) | 26
  b.writeUInt32BE(length, 1)
  return b
}

/** The few CBOR forms WebAuthn uses: integers, byte and text strings, arrays and maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, bytes.length), bytes])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)])
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)])
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value)
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])])
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

const FLAG_UP = 0x01
const FLAG_UV = 0x04
const FLAG_AT = 0x40

export interface SoftPasskeyOptions {
  origin: string
  rpId?: string
  userVerified?: boolean
}

export class SoftPasskey {
  readonly credentialId = randomBytes(32)
  private readonly privateKey: KeyObject
  private readonly publicJwk: { x: string; y: string }
  private signCount = 0
  userVerified: boolean
  readonly origin: string
  readonly rpId: string
  /** The user handle the site gave at registration, returned with each assertion (a discoverable credential). */
  userHandle: string | undefined

  constructor(options: SoftPasskeyOptions) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.privateKey = privateKey
    this.publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string }
    this.origin = options.origin
    this.rpId = options.rpId ?? new URL(options.origin).hostname
    this.userVerified = options.userVerified ?? true
  }

  get id(): string {
    return b64url(this.credentialId)
  }

  private flags(extra = 0) {
    return FLAG_UP | (this.userVerified ? FLAG_UV : 0) | extra
  }

  private counter(): Buffer {
    const b = Buffer.alloc(4)
    b.writeUInt32BE(++this.signCount)
    return b
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  }

  /** The answer of navigator.credentials.create() to these options (RegistrationResponseJSON). */
  register(options: { challenge: string; rp?: { id?: string }; user?: { id?: string } }, overrides: { origin?: string; rpId?: string } = {}) {
    this.userHandle = options.user?.id
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ])
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(this.credentialId.length)
    const authData = Buffer.concat([
      sha256(overrides.rpId ?? this.rpId),
      Buffer.from([this.flags(FLAG_AT)]),
      this.counter(),
      Buffer.alloc(16), // aaguid: none
      idLength,
      this.credentialId,
      cbor(coseKey),
    ])
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, overrides.origin ?? this.origin)
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    }
  }

  /** The answer of navigator.credentials.get() to these options (AuthenticationResponseJSON). */
  authenticate(options: { challenge: string }, overrides: { origin?: string } = {}) {
    const authData = Buffer.concat([sha256(this.rpId), Buffer.from([this.flags()]), this.counter()])
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin ?? this.origin)
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey)
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    }
  }
}
