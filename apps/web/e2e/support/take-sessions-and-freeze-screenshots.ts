/**
 * Screenshots of the account-protection screens and mails at desktop and phone widths: the customer's devices and
 * sessions and the freeze (Settings → Security), the "This wasn't me" page, the refused sign-in, the unfreeze page, the
 * staff profile's session list and freeze review, and each new mail (its text in a plain page).
 * Against an app with the demo accounts, TRUST_PROXY=loopback and no SMTP_URL (mails in DATA_DIR/outbox):
 * Usage: npx tsx e2e/support/take-sessions-and-freeze-screenshots.ts <base-url> <out-dir> <data-dir>
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { TOTP } from 'otpauth'
import { CHROMIUM_LAUNCH } from './chromium'

const [baseUrl = 'http://127.0.0.1:3310', outDir = 'docs/screenshots/account-protection', dataDir = './data'] = process.argv.slice(2)
mkdirSync(outDir, { recursive: true })
const CUSTOMER = { email: 'customer@demo.wallet', password: 'demo-customer-2026' }
const ADMIN = { email: 'admin@demo.wallet', password: 'demo-admin-2026', secret: 'DEMOADMINAUTHENTICATORKEYAAAAAAA' }
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const

const browser: Browser = await chromium.launch(CHROMIUM_LAUNCH)

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(400)
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage })
}

async function signIn(page: Page, account: { email: string; password: string; secret?: string }) {
  await page.goto('/login')
  await page.getByLabel('Email Address').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  if (account.secret) {
    await page.getByPlaceholder('Enter 6-digit code').fill(new TOTP({ secret: account.secret, digits: 6, period: 30 }).generate())
    await page.getByRole('button', { name: 'Verify Code' }).click()
  }
  await page.waitForURL(/\/dashboard\//)
}

/** The newest mail in the outbox whose subject matches, as its subject and text. */
function newestMail(subject: RegExp): { subject: string; text: string } {
  const dir = path.join(dataDir, 'outbox')
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()
  for (const file of files) {
    const raw = readFileSync(path.join(dir, file), 'utf8')
    const found = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? ''
    if (!subject.test(found)) continue
    const body = raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n')
    const text = /quoted-printable/i.test(raw)
      ? body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : body
    return { subject: found, text: Buffer.from(text, 'latin1').toString('utf8') }
  }
  throw new Error(`no mail matching ${subject}`)
}

async function mailShot(page: Page, mail: { subject: string; text: string }, name: string) {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  await page.setContent(
    `<body style="font-family:system-ui;margin:24px;background:#f5f5f7;color:#111"><div style="max-width:640px;background:#fff;border-radius:12px;padding:20px">` +
      `<p style="color:#666;margin:0">From: Wallet &lt;no-reply@wallet.local&gt;</p><h2>${escape(mail.subject)}</h2>` +
      `<pre style="white-space:pre-wrap;word-break:break-word;font-family:inherit;line-height:1.5">${escape(mail.text)}</pre></div></body>`,
  )
  await shot(page, name)
}

for (const [label, viewport] of Object.entries(widths)) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl })
  const page = await context.newPage()
  await signIn(page, CUSTOMER)
  // A second device, from a network of its own for each width: a new device, so a new mail and link each time.
  const other = await browser.newContext({
    viewport,
    baseURL: baseUrl,
    userAgent: FIREFOX,
    extraHTTPHeaders: { 'x-forwarded-for': label === 'desktop' ? '203.0.113.24' : '198.51.100.77' },
  })
  await signIn(await other.newPage(), CUSTOMER)

  await page.goto('/dashboard/settings')
  await page.getByRole('tab', { name: 'Security', exact: true }).click()
  await page.getByRole('list', { name: 'Sessions' }).waitFor()
  await page.getByRole('heading', { name: 'Devices and Sessions' }).scrollIntoViewIfNeeded()
  await shot(page, `settings-security-sessions-${label}`)
  await page.getByRole('button', { name: 'Freeze my account' }).click()
  await shot(page, `freeze-dialog-${label}`, false)
  await page.keyboard.press('Escape')

  // Staff: the customer's sessions beside Sign Out Everywhere.
  const staff = await browser.newContext({ viewport, baseURL: baseUrl, extraHTTPHeaders: { 'x-forwarded-for': '10.9.9.9' } })
  const staffPage = await staff.newPage()
  await signIn(staffPage, ADMIN)
  const customerId = ((await (await page.request.get('/api/session')).json()) as { user: { id: string } }).user.id
  await staffPage.goto(`/dashboard/user-profile/${customerId}/general`)
  await staffPage.getByRole('heading', { name: "Customer's Devices and Sessions" }).waitFor()
  await shot(staffPage, `staff-profile-sessions-${label}`)

  // The new-device mail and its link's page; the link freezes the account.
  const newDevice = newestMail(/New sign-in/)
  await mailShot(await context.newPage(), newDevice, `mail-new-device-${label}`)
  const link = /https?:\/\/\S+\/freeze-account\?token=[\w-]+/.exec(newDevice.text)![0]
  const linkPage = await (await browser.newContext({ viewport, baseURL: baseUrl })).newPage()
  await linkPage.goto(new URL(link).pathname + new URL(link).search)
  await linkPage.getByRole('button', { name: 'Freeze my account' }).waitFor()
  await shot(linkPage, `freeze-link-page-${label}`)
  await linkPage.getByRole('button', { name: 'Freeze my account' }).click()
  await linkPage.getByRole('status').waitFor()
  await shot(linkPage, `freeze-link-done-${label}`)
  await mailShot(await context.newPage(), newestMail(/Your account is frozen/), `mail-frozen-by-link-${label}`)

  // Sign-in refused, with the way to unfreeze; the unfreeze page before the waiting period ends.
  await linkPage.goto('/login')
  await linkPage.getByLabel('Email Address').fill(CUSTOMER.email)
  await linkPage.getByLabel('Password', { exact: true }).fill(CUSTOMER.password)
  await linkPage.getByRole('button', { name: 'Sign In' }).click()
  await linkPage.getByRole('link', { name: 'Unfreeze your account' }).waitFor()
  await shot(linkPage, `sign-in-refused-frozen-${label}`)
  await linkPage.getByRole('link', { name: 'Unfreeze your account' }).click()
  await linkPage.getByRole('heading', { name: 'Unfreeze Account' }).waitFor()
  await linkPage.getByLabel('Email', { exact: true }).fill(CUSTOMER.email)
  await linkPage.getByLabel('Password', { exact: true }).fill(CUSTOMER.password)
  await linkPage.getByRole('button', { name: 'Continue' }).click()
  await linkPage.getByRole('alert').waitFor()
  await shot(linkPage, `unfreeze-too-early-${label}`)

  // Staff review: the frozen account on the profile, then unfrozen (and the customer mailed).
  await staffPage.reload()
  await staffPage.getByRole('heading', { name: 'Account Frozen' }).waitFor()
  await shot(staffPage, `staff-profile-frozen-${label}`)
  await staffPage.getByRole('button', { name: 'Unfreeze Account' }).click()
  await shot(staffPage, `staff-unfreeze-dialog-${label}`, false)
  await staffPage.getByRole('dialog').getByRole('button', { name: 'Unfreeze Account' }).click()
  await staffPage.getByRole('status').first().waitFor()
  await mailShot(await context.newPage(), newestMail(/unfrozen/), `mail-unfrozen-by-staff-${label}`)
  if (label === 'desktop') {
    await staffPage.getByRole('button', { name: 'Sign Out Everywhere' }).click()
    await staffPage.getByRole('dialog').getByRole('button', { name: 'Sign Out Everywhere' }).click()
    await staffPage.waitForTimeout(1000)
  }
  await mailShot(await context.newPage(), newestMail(/signed out on every device/), `mail-sessions-ended-by-staff-${label}`)
  await Promise.all([context.close(), other.close(), staff.close()])
}
await browser.close()
console.log(`Screenshots in ${outDir}`)
