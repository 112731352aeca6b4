import { expect, test, users } from './fixtures/test'
import { recordMotion } from './support/motion'
import { APP_URL } from './support/ports'

test.describe('with motion', () => {
  // The other browser tests ask for less motion (playwright.config.ts): this one sees the particles move.
  test.use({ reducedMotion: 'no-preference' })

  test("the email field is focused on load, the background's particles start, and the footer links to registration", async ({ page, loginPage }) => {
    // Nothing on the screen but the particles moves while it loads: the card and the form's placeholder stand still
    // (docs/decisions/081-sign-in-card-without-motion.md).
    const motion = await recordMotion(page)
    await loginPage.goto()
    await expect(loginPage.email()).toBeFocused()
    expect((await motion()).filter((m) => m.kind === 'animation').map((m) => m.name)).toEqual([])
    await expect(page.getByText('Simple. Fast. Secure')).toBeVisible()
    // The background's particles start once the page has loaded: their canvas, handed to a worker or drawn on the page.
    await expect(page.locator('[aria-hidden="true"] canvas')).toHaveCount(1)
    await page.getByRole('link', { name: 'Sign Up' }).click()
    await expect(page).toHaveURL(/\/register$/)
    await page.getByRole('link', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })
})

test('login validation messages', async ({ page, loginPage }) => {
  await loginPage.goto()
  await loginPage.signInButton().click()
  await expect(page.getByText('Email is required.')).toBeVisible()
  await expect(page.getByText('Password is required.')).toBeVisible()
  await expect(loginPage.email()).toHaveAttribute('aria-invalid', 'true')

  await loginPage.email().fill('someone@')
  await loginPage.password().fill('x')
  await loginPage.signInButton().click()
  await expect(page.getByText('Email address is invalid.')).toBeVisible()
  await expect(page.getByText('Password is required.')).toHaveCount(0)
})

// Leaves the customer's account needing a captcha for every sign-in for 30 minutes: it runs after all other browser tests.
test('wrong credentials show the message and turn the captcha on', { tag: '@turns-captcha-on' }, async ({ page, loginPage }) => {
  await loginPage.goto()
  await expect(loginPage.captcha.widget).toHaveCount(0)
  await loginPage.fill(users.customer.email, 'not-the-password')
  // After an earlier failed sign-in of this account the server asks for the captcha first.
  if ((await loginPage.submit()) === 'captcha') {
    await loginPage.captcha.solve()
    await loginPage.submit()
  }
  const invalid = page.getByText('Invalid email or password.')
  await expect(invalid).toBeVisible()
  await expect(loginPage.captcha.widget).toBeVisible()
  // The used solution was dropped: the widget is back to unsolved.
  await expect(loginPage.captcha.widget.locator('[data-state="verified"]')).toHaveCount(0)

  await loginPage.signInButton().click()
  await expect(page.getByText('Please complete the verification challenge.')).toBeVisible()
})

test('past ten sign-ins a minute from one address, the next is told to wait', async ({ page, loginPage, request }) => {
  const user = users.frequent
  // Ten sign-ins from this test's address (its API requests come from it too), as many as a minute allows.
  for (let i = 0; i < 10; i++) {
    const answer = await request.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password }, headers: { origin: APP_URL } })
    expect(answer.status()).toBe(200)
  }
  await loginPage.goto()
  await loginPage.fill(user.email, user.password)
  await loginPage.signInButton().click()
  await expect(page.getByText('Too many requests. Please wait a moment and try again.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('a banned user is refused with the spec message', async ({ page, loginPage }) => {
  await loginPage.goto()
  await loginPage.signIn(users.banned.email, users.banned.password)
  await expect(page.getByText('You cannot access your account. Please contact the support team.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('signing out from the user menu returns to /login and ends the session', async ({ page, signInAs, shell }) => {
  // A session of its own, through the screen: signing out ends it, and the shared customer session lives on.
  await signInAs('customer')
  await shell.logout()
  await page.goto('/dashboard/overview')
  await expect(page).toHaveURL(/\/login$/)
})
