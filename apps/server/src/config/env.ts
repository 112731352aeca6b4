import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { money } from '@wallet/shared/amounts'
import { DEFAULT_MANUAL_CREDIT_APPROVAL_USD } from '@wallet/shared/money/staff-transactions'
import { DEFAULT_ADDRESS_LOCK_HOURS } from '@wallet/shared/identity/anti-phishing-and-allowlist'

/** The repository's root: the nearest folder above this code (source or compiled) that holds the lock file. */
export const REPO_ROOT = findUp(path.dirname(fileURLToPath(import.meta.url)), 'package-lock.json')

function findUp(from: string, file: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, file))) return dir
    if (path.dirname(dir) === dir) throw new Error(`No ${file} above ${from}`)
  }
}

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'))

/** Named ranges Fastify's proxy-addr understands. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal']
const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be the number of proxies in front of the app (1 to 10) or a comma-separated list of their addresses ' +
  '(IP, CIDR range, loopback, linklocal, uniquelocal). Trusting every hop would let any client choose its own address.'

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)
}

/**
 * Which hops may say who the client is (X-Forwarded-For, -Proto, -Host): none by default, so a client's own header
 * changes nothing. A hop count trusts that many proxies in front of the app; a list trusts those addresses only.
 */
const TrustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false
    if (/^\d+$/.test(value)) {
      const hops = Number(value)
      if (hops >= 1 && hops <= 10) return hops
    } else {
      const entries = value.split(',').map((e) => e.trim())
      if (entries.every(isProxyAddress)) return entries
    }
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE })
    return z.NEVER
  })

const usdSetting = (name: string) => z.string().regex(/^\d+(\.\d{1,2})?$/, `${name} must be a USD amount such as 1000 or 2500.50`)

const FieldsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Where the app is reached; links in emails point here. Unset: http://localhost:{PORT}. */
  PUBLIC_URL: z.url().optional(),
  /** PostgreSQL connection string. Unset: the embedded PGlite database in DATA_DIR/pglite. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  /** SMTP server, e.g. smtp://user:pass@host:587. Unset: mails go to DATA_DIR/outbox (outside production only). */
  SMTP_URL: z.string().optional(),
  /**
   * Production without SMTP_URL: start anyway, and log a warning for every mail (recipient and subject, never its link
   * or code) instead of sending it (docs/decisions/121).
   */
  ALLOW_MAIL_TO_LOG: flag(false),
  MAIL_FROM: z.string().default('Wallet <no-reply@wallet.local>'),
  /** Signs sessions and cookies. Generated and kept in DATA_DIR when unset and not in production. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** 32 bytes, hex or base64: the AES-256-GCM key for payment details at rest. */
  ENCRYPTION_KEY: z.string().optional(),
  /** At least 32 characters: binds every audit row and published chain head (HMAC), a key the database never holds. */
  AUDIT_KEY: z.string().min(32).optional(),
  /** A CoinGecko-style price feed. Unset: the built-in market simulator. */
  PRICE_FEED_URL: z.url().optional(),
  REQUIRE_EMAIL_CONFIRMATION: flag(true),
  /** A manual credit worth more than this many USD (at the current price) waits for a second staff member. */
  MANUAL_CREDIT_APPROVAL_USD: usdSetting('MANUAL_CREDIT_APPROVAL_USD').default(DEFAULT_MANUAL_CREDIT_APPROVAL_USD),
  /**
   * Staff credits to one customer, and by one staff member, in any 24 hours: past this many USD each waits for a second
   * staff member (docs/decisions/071). Unset: MANUAL_CREDIT_APPROVAL_USD.
   */
  STAFF_DAILY_CREDIT_LIMIT_USD: usdSetting('STAFF_DAILY_CREDIT_LIMIT_USD').optional(),
  /** How often the audit chain's head is published outside the database (it is also published after each staff action). */
  AUDIT_HEAD_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** After a freeze, how many hours before the customer may unfreeze the account themself (docs/decisions/035). */
  UNFREEZE_COOLING_OFF_HOURS: z.coerce.number().min(0).max(720).default(24),
  /** After a recovery (password reset, second-factor reset, staff unfreeze), how many hours withdrawals and sends wait (docs/decisions/122). */
  RECOVERY_HOLD_HOURS: z.coerce.number().int().min(0).max(720).default(24),
  /** Swaps wait for staff instead of settling automatically. */
  SWAP_STAFF_REVIEW: flag(false),
  /** Create one demo account per role on the first start of an empty embedded database. Never in production (docs/decisions/120). */
  SEED_DEMO: flag(true),
  /** Background jobs (price ticks, stake payouts, swap settlement). */
  JOBS_ENABLED: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: TrustProxy,
  /**
   * Password and step-up checks outside sign-in (unfreezing, the password-confirm dialogs, the forced change, step-ups):
   * at most this many per account, and per client address, in PASSWORD_CHECK_WINDOW_SECONDS (docs/decisions/127).
   */
  PASSWORD_CHECK_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
  PASSWORD_CHECK_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /**
   * Route limits (docs/decisions/059), each per signed-in account, or per client address where nobody is signed in, in
   * RATE_LIMIT_WINDOW_SECONDS: money requests (sends, deposits, withdrawals, swaps, stakes); captcha challenges; uploads
   * (KYC documents, buying-link logos); the signed-out freeze link and unfreeze steps.
   */
  MONEY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  CAPTCHA_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  FREEZE_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** How long a new withdrawal address, or turning the address allowlist off, waits before it takes effect (docs/decisions/037). */
  WITHDRAWAL_ADDRESS_LOCK_HOURS: z.coerce.number().int().min(1).max(720).default(DEFAULT_ADDRESS_LOCK_HOURS),
  /** Browser tests only: POST /api/test-clock/advance moves the app's clock on. Refused in production. */
  TEST_CLOCK: flag(false),
  /** The API description (/api/openapi.json) and its reference page (/api/docs) for everyone in production, not only signed-in staff. */
  API_DOCS_PUBLIC: flag(false),
  /** Production over plain http (session cookies without Secure): only when explicitly allowed. */
  ALLOW_INSECURE_HTTP: flag(false),
  /**
   * At least 32 characters: the bearer token a scraper sends for /metrics. In production /metrics answers no one
   * without it (unless METRICS_PORT serves it on localhost instead); outside production it is open when unset.
   */
  METRICS_TOKEN: z.string().min(32).optional(),
  /** Serve /metrics on this port of 127.0.0.1 only, and not on the app's port. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * PostgreSQL: the longest a request waits for the database, for a connection or for one statement's answer; past it
   * the statement is cancelled, its transaction rolls back, and the request is answered 503 DATABASE_TIMEOUT.
   */
  DB_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** On SIGTERM, how long requests in flight may take to finish before their connections are closed. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /**
   * An Ethereum node's JSON-RPC address. Set: ETH, USDT and BNB deposits are found on the chain and credited by the
   * watcher. Unset: those assets stay manual, as every other asset (docs/decisions/140).
   */
  ETHEREUM_RPC_URL: z.url().optional(),
  /** The account-level extended public key (m/44'/60'/0'); deposit addresses are derived from it. Never a private key. */
  ETHEREUM_XPUB: z.string().trim().optional(),
  /** The chain id the node must serve: start-up refuses a node of another chain. */
  ETHEREUM_CHAIN_ID: z.coerce.number().int().positive().optional(),
  /** Confirmations before a deposit is credited; the block that includes it is the first. */
  ETHEREUM_CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).default(12),
  /** The ERC-20 contracts of USDT and BNB on that chain. */
  ETHEREUM_TOKEN_USDT: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'ETHEREUM_TOKEN_USDT must be a 0x address')
    .optional(),
  ETHEREUM_TOKEN_BNB: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'ETHEREUM_TOKEN_BNB must be a 0x address')
    .optional(),
})

// Below the threshold, the day's limit would hold a single credit that MANUAL_CREDIT_APPROVAL_USD lets through on its own.
const EnvSchema = FieldsSchema.refine((env) => !(env.TEST_CLOCK && env.NODE_ENV === 'production'), {
  path: ['TEST_CLOCK'],
  message: 'TEST_CLOCK lets a caller move the app clock: it is for browser tests and is refused in production.',
})
  .refine((env) => !env.ETHEREUM_RPC_URL || (env.ETHEREUM_XPUB && env.ETHEREUM_CHAIN_ID && env.ETHEREUM_TOKEN_USDT && env.ETHEREUM_TOKEN_BNB), {
    path: ['ETHEREUM_RPC_URL'],
    message: 'ETHEREUM_RPC_URL needs ETHEREUM_XPUB, ETHEREUM_CHAIN_ID, ETHEREUM_TOKEN_USDT and ETHEREUM_TOKEN_BNB too.',
  })
  .refine((env) => env.STAFF_DAILY_CREDIT_LIMIT_USD === undefined || !money(env.STAFF_DAILY_CREDIT_LIMIT_USD).lessThan(env.MANUAL_CREDIT_APPROVAL_USD), {
    path: ['STAFF_DAILY_CREDIT_LIMIT_USD'],
    message: 'STAFF_DAILY_CREDIT_LIMIT_USD must not be lower than MANUAL_CREDIT_APPROVAL_USD (a day allows at least one credit at the threshold).',
  })

export type Env = z.infer<typeof EnvSchema> & {
  STAFF_DAILY_CREDIT_LIMIT_USD: string
  AUTH_SECRET: string
  ENCRYPTION_KEY: string
  AUDIT_KEY: string
  PUBLIC_URL: string
  /** Origins whose browser requests may change state: PUBLIC_URL's, and outside production this port's local addresses. */
  TRUSTED_ORIGINS: string[]
}

/**
 * The origins a browser may send to this app. Outside production a developer opens the app at localhost,
 * 127.0.0.1 or [::1] of its port, whichever PUBLIC_URL says, so all three are the app's own there.
 */
export function trustedOrigins(publicUrl: string, nodeEnv: string, port: number): string[] {
  const origins = new Set([new URL(publicUrl).origin])
  if (nodeEnv !== 'production') {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) origins.add(`http://${host}:${port}`)
  }
  return [...origins]
}

/** The environment checked, with the keys as set (possibly unset): `loadEnv` fills them in, `restore` compares them. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`)
  }
  const publicUrl = parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`
  const env = {
    ...parsed.data,
    STAFF_DAILY_CREDIT_LIMIT_USD: parsed.data.STAFF_DAILY_CREDIT_LIMIT_USD ?? parsed.data.MANUAL_CREDIT_APPROVAL_USD,
    PUBLIC_URL: publicUrl,
    TRUSTED_ORIGINS: trustedOrigins(publicUrl, parsed.data.NODE_ENV, parsed.data.PORT),
  }
  if (env.NODE_ENV === 'production' && new URL(env.PUBLIC_URL).protocol !== 'https:' && !env.ALLOW_INSECURE_HTTP) {
    throw new Error(
      'PUBLIC_URL must be an https:// address in production (session cookies are only Secure over https). ' +
        'Set ALLOW_INSECURE_HTTP=true to run over plain http anyway.',
    )
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL && !env.ALLOW_MAIL_TO_LOG) {
    throw new Error(
      'SMTP_URL must be set in production: reset links, sign-in codes and freeze links would otherwise have nowhere safe to go. ' +
        'Set ALLOW_MAIL_TO_LOG=true to start anyway: each mail is then only logged, as a warning without its link or code.',
    )
  }
  return env
}

/** Reads the environment once; secrets missing outside production are generated and kept in DATA_DIR. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = parseEnv(source)
  if (env.AUTH_SECRET && env.ENCRYPTION_KEY && env.AUDIT_KEY) return env as Env
  if (env.NODE_ENV === 'production') {
    throw new Error('AUTH_SECRET, ENCRYPTION_KEY and AUDIT_KEY must be set in production.')
  }
  const kept = readLocalSecrets(env.DATA_DIR)
  const fresh = () => randomBytes(32).toString('hex')
  const secrets = { AUTH_SECRET: kept.AUTH_SECRET ?? fresh(), ENCRYPTION_KEY: kept.ENCRYPTION_KEY ?? fresh(), AUDIT_KEY: kept.AUDIT_KEY ?? fresh() }
  // A secret added in a later version joins the file when missing.
  if (INSTANCE_KEYS.some((name) => kept[name] !== secrets[name])) writeLocalSecrets(env.DATA_DIR, secrets)
  return {
    ...env,
    AUTH_SECRET: env.AUTH_SECRET ?? secrets.AUTH_SECRET,
    ENCRYPTION_KEY: env.ENCRYPTION_KEY ?? secrets.ENCRYPTION_KEY,
    AUDIT_KEY: env.AUDIT_KEY ?? secrets.AUDIT_KEY,
  }
}

/** The three keys an instance is run with; outside production, those not set are kept in DATA_DIR/secrets.json. */
export const INSTANCE_KEYS = ['AUTH_SECRET', 'ENCRYPTION_KEY', 'AUDIT_KEY'] as const
export type InstanceKey = (typeof INSTANCE_KEYS)[number]
export type InstanceKeys = Record<InstanceKey, string>

/** How each key is named in DATA_DIR/secrets.json. */
const FILE_NAMES: InstanceKeys = { AUTH_SECRET: 'authSecret', ENCRYPTION_KEY: 'encryptionKey', AUDIT_KEY: 'auditKey' }

const secretsFile = (dataDir: string) => path.join(dataDir, 'secrets.json')

/** The keys kept in DATA_DIR/secrets.json (made on the first start outside production), without making any. */
export function readLocalSecrets(dataDir: string): Partial<InstanceKeys> {
  const file = secretsFile(dataDir)
  const kept: Record<string, unknown> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  const keys: Partial<InstanceKeys> = {}
  for (const name of INSTANCE_KEYS) {
    const value = kept[FILE_NAMES[name]]
    if (typeof value === 'string') keys[name] = value
  }
  return keys
}

export function writeLocalSecrets(dataDir: string, keys: InstanceKeys): void {
  mkdirSync(dataDir, { recursive: true })
  const named = Object.fromEntries(INSTANCE_KEYS.map((name) => [FILE_NAMES[name], keys[name]]))
  writeFileSync(secretsFile(dataDir), JSON.stringify(named, null, 2), { mode: 0o600 })
}
