/**
 * Screenshots of the account protections (Settings → Security's anti-phishing code and withdrawal address allowlist,
 * the second-factor dialog, a refused send, the staff profile's read-only list, and the mails) at 1280 and 390 px.
 * Runs against an app started on an empty embedded database with the demo accounts, TEST_CLOCK=true, JOBS_ENABLED=true
 * and no SMTP_URL (mails go to DATA_DIR/outbox, read from there).
 * Usage: npx tsx e2e/support/take-phishing-code-and-allowlist-screenshots.ts <base-url> <data-dir> <out-dir>
 * The copies in docs/screenshots/account-protection/ were made this way and shrunk with `pngquant --quality=70-90`.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, type Browser, chromium, type Page } from '@playwright/test'
import { TOTP } from 'otpauth'
import { CHROMIUM_LAUNCH } from './chromium'

const [baseUrl = 'http://127.0.0.1:3000', dataDir = './data', outDir = '/tmp/account-protection-screens'] = process.argv.slice(2)
mkdirSync(outDir, { recursive: true })
const outbox = path.join(dataDir, 'outbox')

const CUSTOMER = { email: 'customer@demo.wallet', password: 'demo-customer-2026' }
const WORKER = { email: 'worker@demo.wallet', password: 'demo-worker-2026', totpSecret: 'DEMOWORKERAUTHENTICATORKEYAAAAAA' }
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }
const browser: Browser = await chromium.launch(CHROMIUM_LAUNCH)

interface Mail {
  to: string
  subject: string
  text: string
  file: string
}

/** The outbox's mails, oldest first: headers and the quoted-printable body decoded. */
function mails(): Mail[] {
  let files: string[] = []
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'))
  } catch {
    return []
  }
  return files.sort().map((file) => {
    const raw = readFileSync(path.join(outbox, file), 'utf8')
    const split = raw.search(/\r?\n\r?\n/)
    const head = raw.slice(0, split)
    const header = (name: string) =>
      head
        .match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'))?.[1]
        ?.replace(/\r?\n[ \t]/g, ' ')
        .trim() ?? ''
    let body = raw.slice(split).trim()
    if (/quoted-printable/i.test(head)) {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      body = Buffer.from(bytes, 'latin1').toString('utf8')
    }
    return { to: header('to'), subject: header('subject'), text: body, file }
  })
}

async function nextMail(subject: RegExp, after: number, timeoutMs = 90_000): Promise<Mail> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    const found = mails()
      .slice(after)
      .find((m) => subject.test(m.subject))
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`no mail matching ${subject}`)
}

const codeOf = (mail: Mail) => mail.text.match(/code is (\d{6})/)![1]!

async function signedIn(who: { email: string; password: string; totpSecret?: string }, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email Address').fill(who.email)
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  const before = mails().length
  await page.getByRole('button', { name: 'Sign In' }).click()
  if (who.totpSecret) {
    await page.getByPlaceholder('Enter 6-digit code').fill(new TOTP({ secret: who.totpSecret, digits: 6, period: 30 }).generate())
    await page.getByRole('button', { name: 'Verify Code' }).click()
  } else {
    // The demo customer turns on emailed codes below: later sign-ins ask for one.
    const step = await Promise.race([
      page.waitForURL(/\/dashboard\/overview/).then(() => 'in' as const),
      page
        .getByText('Check Your Email')
        .waitFor()
        .then(() => 'code' as const),
    ])
    if (step === 'code') {
      await page
        .getByRole('textbox')
        .first()
        .fill(codeOf(await nextMail(/sign-in code/, before)))
      await page.getByRole('button', { name: 'Verify Email OTP' }).click()
    }
  }
  await page.waitForURL(/\/dashboard\/overview/)
  return page
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => {})
  const dialogOpen = (await page.getByRole('dialog').count()) > 0
  if (!dialogOpen) await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(500)
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: !dialogOpen })
  console.log(`${name}.png`)
}

/** A call that must succeed. */
async function ok(request: APIRequestContext, method: 'post' | 'put', url: string, data: object = {}) {
  const res = await request[method](url, { data })
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`)
  return res.json()
}

async function stepUp(request: APIRequestContext): Promise<string> {
  const before = mails().length
  await ok(request, 'post', '/api/security/second-factor/email-code')
  return codeOf(await nextMail(/Your verification code/, before))
}

async function saveAddress(request: APIRequestContext, assetId: string, address: string, label: string, confirm = true) {
  const before = mails().length
  const added = await ok(request, 'post', '/api/security/withdrawal-addresses', { assetId, address, label, secondFactorCode: await stepUp(request) })
  if (confirm) {
    const code = codeOf(await nextMail(/Confirm your new withdrawal address/, before))
    await ok(request, 'post', `/api/security/withdrawal-addresses/${added.address.id}/confirm`, { code })
  }
}

// Set-up: emailed codes on, an anti-phishing code, one address ready, one locked, one awaiting confirmation, the list on.
const setup = await signedIn(CUSTOMER, viewports.desktop)
const request = setup.request
const customerId = ((await (await request.get('/api/session')).json()) as { user: { id: string } }).user.id
let before = mails().length
await ok(request, 'post', '/api/security/mfa/email/send-code')
await ok(request, 'post', '/api/security/mfa/email/verify', { code: codeOf(await nextMail(/Your verification code/, before)) })
await ok(request, 'put', '/api/security/anti-phishing-code', { antiPhishingCode: 'Sunny Otter 42', secondFactorCode: await stepUp(request) })
await saveAddress(request, 'BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'Exchange account')
before = mails().length
await ok(request, 'post', '/api/test-clock/advance', { ms: 49 * 60 * 60 * 1000 })
await nextMail(/Your new withdrawal address is ready/, before)
await saveAddress(request, 'BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'Cold wallet')
await saveAddress(request, 'ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'Hardware wallet', false)
await ok(request, 'put', '/api/security/withdrawal-allowlist', { enabled: true, secondFactorCode: await stepUp(request) })
await setup.context().close()

for (const [size, viewport] of Object.entries(viewports)) {
  const page = await signedIn(CUSTOMER, viewport)
  await page.goto('/dashboard/settings')
  await page.getByRole('tab', { name: 'Security', exact: true }).click()
  await page.getByRole('heading', { name: 'Withdrawal Address Allowlist' }).waitFor()
  await page.getByRole('heading', { name: 'Anti-Phishing Code' }).scrollIntoViewIfNeeded()
  await shot(page, `settings-security-${size}`)
  await page.getByRole('button', { name: 'Turn off the allowlist' }).click()
  await page.getByRole('button', { name: 'Email me a code' }).click()
  await page.getByRole('dialog').getByLabel('Code from the email').waitFor()
  await shot(page, `second-factor-dialog-${size}`)
  await page.keyboard.press('Escape')

  await page.goto('/dashboard/wallets')
  await page.getByRole('button', { name: 'Send BTC' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Amount').fill('0.01')
  await dialog.getByLabel('Recipient Address').fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByText(/locked until/).waitFor()
  await shot(page, `send-refused-locked-${size}`)
  await dialog.getByLabel('Recipient Address').fill('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByText(/not on your list/).waitFor()
  await shot(page, `send-refused-not-saved-${size}`)
  await page.context().close()

  const staff = await signedIn(WORKER, viewport)
  await staff.goto(`/dashboard/user-profile/${customerId}/wallets`)
  await staff.getByRole('heading', { name: 'Withdrawal Address Allowlist' }).scrollIntoViewIfNeeded()
  await staff.getByRole('table', { name: 'Saved withdrawal addresses' }).waitFor()
  await shot(staff, `staff-profile-allowlist-${size}`)
  await staff.context().close()
}

// The mails, each as a mail client would show it: the sender, the subject and the text.
const MAILS: Array<[string, RegExp]> = [
  ['mail-anti-phishing-set', /anti-phishing code is set/],
  ['mail-step-up-code', /Your verification code/],
  ['mail-address-confirmation', /Confirm your new withdrawal address/],
  ['mail-address-added', /A withdrawal address was added/],
  ['mail-address-ready', /withdrawal address is ready/],
  ['mail-allowlist-on', /Sends now go only to your saved addresses/],
]
const all = mails()
for (const [size, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  for (const [name, subject] of MAILS) {
    const mail = [...all].reverse().find((m) => subject.test(m.subject) && m.text.includes('anti-phishing'))!
    await page.setContent(`<!doctype html><html><body style="margin:0;font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a">
      <div style="max-width:720px;margin:24px auto;padding:0 12px">
        <div style="background:white;border-radius:12px;box-shadow:0 1px 3px #0002;overflow:hidden">
          <div style="padding:16px 20px;border-bottom:1px solid #e2e8f0;font-size:14px;line-height:1.6">
            <div><b>From:</b> Wallet &lt;no-reply@wallet.local&gt;</div><div><b>To:</b> ${mail.to}</div>
            <div style="font-size:18px;font-weight:600;margin-top:6px">${mail.subject}</div></div>
          <pre style="margin:0;padding:20px;white-space:pre-wrap;word-break:break-word;font:15px/1.55 system-ui,sans-serif"></pre>
        </div><p style="font-size:12px;color:#64748b">A rendering of the plain-text mail in the outbox (${mail.file}).</p></div></body></html>`)
    await page.locator('pre').evaluate((el, text) => (el.textContent = text), mail.text)
    await page.screenshot({ path: path.join(outDir, `${name}-${size}.png`), fullPage: true })
    console.log(`${name}-${size}.png`)
  }
  await context.close()
}
await browser.close()
