import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { mailerFor, MAIL_NOT_SENT } from './mailer.ts'

const MAIL = {
  to: 'ada@example.com',
  subject: 'Reset your password',
  text: 'Open https://wallet.example/r/tok-123',
  code: '482913',
  link: 'https://wallet.example/r/tok-123',
}

function capture() {
  const lines: Array<Record<string, unknown>> = []
  const log = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) }))
  return { lines, log }
}

describe('the mailer without SMTP', () => {
  it('outside production, writes the .eml to the outbox and logs its code and link for the developer', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-mailer-'))
    const { lines, log } = capture()
    await mailerFor({ NODE_ENV: 'development', DATA_DIR: dataDir, MAIL_FROM: 'Wallet <no-reply@wallet.local>' }, log).send(MAIL)
    const [file] = readdirSync(path.join(dataDir, 'outbox'))
    expect(readFileSync(path.join(dataDir, 'outbox', file!), 'utf8')).toContain('tok-123')
    expect(lines).toEqual([expect.objectContaining({ level: 30, to: MAIL.to, code: '482913', link: MAIL.link, msg: 'mail written to outbox' })])
  })

  it('in production, logs a warning naming the recipient and subject only, and keeps nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-mailer-'))
    const { lines, log } = capture()
    await mailerFor({ NODE_ENV: 'production', DATA_DIR: dataDir, MAIL_FROM: 'Wallet <no-reply@wallet.local>' }, log).send(MAIL)
    expect(lines).toEqual([
      { level: 40, time: expect.any(Number), pid: expect.any(Number), hostname: expect.any(String), to: MAIL.to, subject: MAIL.subject, msg: MAIL_NOT_SENT },
    ])
    expect(JSON.stringify(lines)).not.toMatch(/482913|tok-123/)
    expect(existsSync(path.join(dataDir, 'outbox'))).toBe(false)
  })
})
