import { describe, expect, it } from 'vitest'
import type { Mail } from '../../lib/mailer.ts'
import { createAuthEmails } from './auth-emails.ts'

describe('auth mails', () => {
  const sent: Mail[] = []
  const emails = createAuthEmails({ send: async (mail) => void sent.push(mail) })

  it('greets by name, or "there" when the name is empty', async () => {
    await emails.sendWelcome({ email: 'a@example.com', name: 'Ada' }, 'http://localhost:3000/api/auth/verify-email?token=t')
    await emails.sendWelcome({ email: 'b@example.com', name: ' ' }, 'http://localhost:3000/api/auth/verify-email?token=u')
    expect(sent[0]!.text).toContain('Hello Ada,')
    expect(sent[1]!.text).toContain('Hello there,')
    expect(sent[1]!.text).toContain('http://localhost:3000/api/auth/verify-email?token=u')
  })
})
