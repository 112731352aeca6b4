import { expect, test } from './fixtures/test'
import { WalletsPage } from './page-models/money-pages'
import { recordMotion } from './support/motion'

// The browser tests ask for less motion (playwright.config.ts: reducedMotion), as this visitor does.
test('asking for less motion, nothing moves: dialogs appear in place and hovers change at once', async ({ page, startSignedInAs }) => {
  const motion = await recordMotion(page)
  await startSignedInAs('customer')
  const wallets = new WalletsPage(page)
  await wallets.goto()

  const receive = page.getByRole('button', { name: 'Receive BTC' })
  await receive.hover()
  await receive.click()
  await expect(wallets.dialog().getByRole('heading', { name: 'Receive Bitcoin' })).toBeVisible()
  // The dialog's entrance and the hovered button's colours still start (the browser tells of them in its next frame),
  // each for a moment too short to see, so that whatever waits for their end goes on.
  await expect.poll(async () => (await motion()).map((m) => m.name)).toEqual(expect.arrayContaining(['pop-in', 'fade-in', 'background-color']))
  await page.keyboard.press('Escape')
  await expect(wallets.dialog()).toHaveCount(0)

  expect((await motion()).filter((m) => m.seconds > 0.001)).toEqual([])
})
