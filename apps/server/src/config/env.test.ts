import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadEnv, parseEnv } from './env.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-env-'))
const secrets = { AUTH_SECRET: 'a'.repeat(32), ENCRYPTION_KEY: 'b'.repeat(64), AUDIT_KEY: 'c'.repeat(64) }
const smtp = { SMTP_URL: 'smtp://mail.wallet.example:587' }

describe('the public address and the trusted origins', () => {
  it('follows PORT when PUBLIC_URL is unset, and trusts the port’s local addresses outside production', () => {
    const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '4123' })
    expect(env.PUBLIC_URL).toBe('http://localhost:4123')
    expect(env.TRUSTED_ORIGINS).toEqual(['http://localhost:4123', 'http://127.0.0.1:4123', 'http://[::1]:4123'])
  })

  it('keeps an explicit PUBLIC_URL first, beside the local addresses of the port', () => {
    const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '3000', PUBLIC_URL: 'http://wallet.test:8080/' })
    expect(env.PUBLIC_URL).toBe('http://wallet.test:8080/')
    expect(env.TRUSTED_ORIGINS).toEqual(['http://wallet.test:8080', 'http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
  })

  it('trusts only PUBLIC_URL in production', () => {
    const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '3000', PUBLIC_URL: 'https://wallet.example', ...secrets, ...smtp })
    expect(env.TRUSTED_ORIGINS).toEqual(['https://wallet.example'])
  })

  it('refuses a production start whose address would follow the port over plain http', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '3000', ...secrets })).toThrow(/PUBLIC_URL must be an https/)
  })
})

describe('mail in production', () => {
  const production = { NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'https://wallet.example', ...secrets }

  it('refuses to start without SMTP_URL, unless ALLOW_MAIL_TO_LOG says to log each mail instead', () => {
    expect(() => loadEnv(production)).toThrow(/SMTP_URL must be set in production[\s\S]*ALLOW_MAIL_TO_LOG=true/)
    expect(() => loadEnv({ ...production, ALLOW_MAIL_TO_LOG: 'false' })).toThrow(/SMTP_URL must be set in production/)
    const logged = loadEnv({ ...production, ALLOW_MAIL_TO_LOG: 'true' })
    expect([logged.SMTP_URL, logged.ALLOW_MAIL_TO_LOG]).toEqual([undefined, true])
    expect(loadEnv({ ...production, ...smtp })).toMatchObject({ ALLOW_MAIL_TO_LOG: false })
  })

  it('keeps the outbox outside production', () => {
    const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir })
    expect([env.SMTP_URL, env.ALLOW_MAIL_TO_LOG]).toEqual([undefined, false])
  })
})

describe('the daily limit on staff credits', () => {
  const load = (extra: Record<string, string>) => loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, ...extra })

  it('is MANUAL_CREDIT_APPROVAL_USD unless raised', () => {
    expect(load({}).STAFF_DAILY_CREDIT_LIMIT_USD).toBe('1000')
    expect(load({ MANUAL_CREDIT_APPROVAL_USD: '2500.50' }).STAFF_DAILY_CREDIT_LIMIT_USD).toBe('2500.50')
    expect(load({ MANUAL_CREDIT_APPROVAL_USD: '2500.50', STAFF_DAILY_CREDIT_LIMIT_USD: '2500.5' }).STAFF_DAILY_CREDIT_LIMIT_USD).toBe('2500.5')
    expect(load({ STAFF_DAILY_CREDIT_LIMIT_USD: '25000' }).STAFF_DAILY_CREDIT_LIMIT_USD).toBe('25000')
  })

  it('refuses to start with a limit below MANUAL_CREDIT_APPROVAL_USD, or one that is no USD amount', () => {
    const lower = /STAFF_DAILY_CREDIT_LIMIT_USD must not be lower than MANUAL_CREDIT_APPROVAL_USD/
    expect(() => load({ STAFF_DAILY_CREDIT_LIMIT_USD: '999.99' })).toThrow(lower)
    expect(() => load({ MANUAL_CREDIT_APPROVAL_USD: '2000', STAFF_DAILY_CREDIT_LIMIT_USD: '1500' })).toThrow(lower)
    expect(() => load({ STAFF_DAILY_CREDIT_LIMIT_USD: '1e6' })).toThrow(/STAFF_DAILY_CREDIT_LIMIT_USD must be a USD amount/)
  })
})

describe('the withdrawal address lock and the test clock', () => {
  const load = (extra: Record<string, string>) => loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, ...extra })

  it('locks for 48 hours unless set, within 1 to 720', () => {
    expect(load({}).WITHDRAWAL_ADDRESS_LOCK_HOURS).toBe(48)
    expect(load({ WITHDRAWAL_ADDRESS_LOCK_HOURS: '24' }).WITHDRAWAL_ADDRESS_LOCK_HOURS).toBe(24)
    expect(() => load({ WITHDRAWAL_ADDRESS_LOCK_HOURS: '0' })).toThrow(/WITHDRAWAL_ADDRESS_LOCK_HOURS/)
    expect(() => load({ WITHDRAWAL_ADDRESS_LOCK_HOURS: '1.5' })).toThrow(/WITHDRAWAL_ADDRESS_LOCK_HOURS/)
  })

  it('holds withdrawals and sends 24 hours after a recovery unless set, within 0 (no hold) to 720', () => {
    expect(load({}).RECOVERY_HOLD_HOURS).toBe(24)
    expect(load({ RECOVERY_HOLD_HOURS: '0' }).RECOVERY_HOLD_HOURS).toBe(0)
    expect(load({ RECOVERY_HOLD_HOURS: '72' }).RECOVERY_HOLD_HOURS).toBe(72)
    for (const bad of ['-1', '721', '1.5', 'soon']) expect(() => load({ RECOVERY_HOLD_HOURS: bad }), bad).toThrow(/RECOVERY_HOLD_HOURS/)
  })

  it('refuses TEST_CLOCK in production', () => {
    expect(load({ TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true)
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'https://wallet.example', TEST_CLOCK: 'true', ...secrets })).toThrow(
      /TEST_CLOCK/,
    )
  })
})

describe('metrics and shutdown settings', () => {
  const load = (extra: Record<string, string>) => loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, ...secrets, ...extra })

  it('takes a metrics token of 32 characters or more, a port, and a shutdown limit (10 s unless set)', () => {
    expect(load({}).SHUTDOWN_TIMEOUT_SECONDS).toBe(10)
    const env = load({ METRICS_TOKEN: 't'.repeat(32), METRICS_PORT: '9464', SHUTDOWN_TIMEOUT_SECONDS: '30' })
    expect([env.METRICS_TOKEN, env.METRICS_PORT, env.SHUTDOWN_TIMEOUT_SECONDS]).toEqual(['t'.repeat(32), 9464, 30])
  })

  it('refuses a short metrics token, a port out of range and a shutdown limit of nothing', () => {
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
    expect(() => load({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/)
    expect(() => load({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/)
  })

  it('bounds the wait for the database at 10 s unless DB_REQUEST_TIMEOUT_SECONDS says otherwise, and refuses no bound', () => {
    expect(load({}).DB_REQUEST_TIMEOUT_SECONDS).toBe(10)
    expect(load({ DB_REQUEST_TIMEOUT_SECONDS: '3' }).DB_REQUEST_TIMEOUT_SECONDS).toBe(3)
    expect(() => load({ DB_REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/DB_REQUEST_TIMEOUT_SECONDS/)
  })
})

describe('the route limits', () => {
  const base = { NODE_ENV: 'development', DATA_DIR: dataDir }

  it('allows 30 money requests, 60 captcha challenges, 10 uploads and 10 freeze steps a minute unless set', () => {
    expect(loadEnv(base)).toMatchObject({
      MONEY_RATE_LIMIT: 30,
      CAPTCHA_RATE_LIMIT: 60,
      UPLOAD_RATE_LIMIT: 10,
      FREEZE_RATE_LIMIT: 10,
      RATE_LIMIT_WINDOW_SECONDS: 60,
    })
    expect(loadEnv({ ...base, MONEY_RATE_LIMIT: '5', RATE_LIMIT_WINDOW_SECONDS: '3600' })).toMatchObject({
      MONEY_RATE_LIMIT: 5,
      RATE_LIMIT_WINDOW_SECONDS: 3600,
    })
  })

  it('refuses a limit of nothing, a fraction and a window of nothing', () => {
    expect(() => loadEnv({ ...base, CAPTCHA_RATE_LIMIT: '0' })).toThrow(/CAPTCHA_RATE_LIMIT/)
    expect(() => loadEnv({ ...base, UPLOAD_RATE_LIMIT: '2.5' })).toThrow(/UPLOAD_RATE_LIMIT/)
    expect(() => loadEnv({ ...base, RATE_LIMIT_WINDOW_SECONDS: '0' })).toThrow(/RATE_LIMIT_WINDOW_SECONDS/)
  })
})

describe('the Ethereum settings', () => {
  it('leaves the chain off when ETHEREUM_RPC_URL is unset, with 12 confirmations by default', () => {
    const env = parseEnv({})
    expect(env.ETHEREUM_RPC_URL).toBeUndefined()
    expect(env.ETHEREUM_CONFIRMATIONS).toBe(12)
  })

  it('refuses ETHEREUM_RPC_URL without the key, the chain id and the tokens', () => {
    expect(() => parseEnv({ ETHEREUM_RPC_URL: 'http://127.0.0.1:8545' })).toThrow(
      'ETHEREUM_RPC_URL needs ETHEREUM_XPUB, ETHEREUM_CHAIN_ID, ETHEREUM_TOKEN_USDT and ETHEREUM_TOKEN_BNB too.',
    )
    expect(() => parseEnv({ ETHEREUM_TOKEN_USDT: 'usdt' })).toThrow('ETHEREUM_TOKEN_USDT must be a 0x address')
    expect(() => parseEnv({ ETHEREUM_CONFIRMATIONS: '0' })).toThrow('ETHEREUM_CONFIRMATIONS')
  })
})
