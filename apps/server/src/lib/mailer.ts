import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'

export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  /** Logged with the outbox so that a developer can sign in without a mail client. */
  code?: string
  link?: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

/** SMTP when `smtpUrl` is set, otherwise an outbox folder of .eml files with the essentials logged. */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
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
