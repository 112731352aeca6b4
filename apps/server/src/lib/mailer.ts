import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import type { Locale } from '@wallet/shared/locales'
import type { Env } from '../config/env.ts'

export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  /** The mail's secret (a sign-in or confirmation code): logged with the outbox, outside production only. */
  code?: string
  /** The mail's secret link (reset, confirmation, freeze): logged with the outbox, outside production only. */
  link?: string
  /** The mail in another language: the layout writes it in the recipient's (support/notifications/mail-translations.ts). */
  translate?: (locale: Locale) => { subject: string; text: string }
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

/** What production logs instead of each mail when it may not send any (ALLOW_MAIL_TO_LOG): never the mail's secret. */
export const MAIL_NOT_SENT = 'mail not sent: SMTP_URL is unset (ALLOW_MAIL_TO_LOG); its text, link and code are withheld from the log'

export interface MailerOptions {
  smtpUrl?: string
  from: string
  outboxDir: string
  log: Logger
  /** Without `smtpUrl`: log each mail's recipient and subject as a warning, and keep nothing of it (docs/decisions/121). */
  production?: boolean
}

/**
 * SMTP when `smtpUrl` is set. Otherwise, outside production, an outbox folder of .eml files with the essentials logged
 * (so that a developer signs in without a mail client); in production, a warning per mail without any of its secrets.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
      },
    }
  }
  if (options.production) {
    return {
      async send(mail) {
        options.log.warn({ to: mail.to, subject: mail.subject }, MAIL_NOT_SENT)
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
      mkdirSync(options.outboxDir, { recursive: true })
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_')
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`)
      writeFileSync(file, info.message as Buffer)
      options.log.info({ to: mail.to, subject: mail.subject, code: mail.code, link: mail.link, file }, 'mail written to outbox')
    },
  }
}

/** The app's mailer as the configuration says (SMTP_URL, MAIL_FROM, DATA_DIR/outbox, NODE_ENV). */
export function mailerFor(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'NODE_ENV'>, log: Logger): Mailer {
  return createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    log,
    production: env.NODE_ENV === 'production',
  })
}
