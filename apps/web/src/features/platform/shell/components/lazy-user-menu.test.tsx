import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { user } from '@/test/test-utils'
import { UserMenu } from './lazy-user-menu'

/** The menu's code is fetched and compiled when first asked for; on a loaded machine that can take more than a second. */
const MENU_CODE_MS = { timeout: 10_000 }

describe('the avatar button before its menu has loaded', () => {
  // The page never gets idle here: the menu's code loads only when the button asks for it.
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', () => 0)
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  const renderMenu = () =>
    render(
      <MemoryRouter>
        <UserMenu fullName="Lia Lighthouse" email="lia@example.com" onSignOut={() => undefined} />
      </MemoryRouter>,
    )
  /** The real trigger (Radix's) carries its state; the stand-in does not. */
  const realTrigger = () => screen.getByRole('button', { name: 'Open user menu' }).getAttribute('data-state')

  it('shows the same button at once, without the menu', () => {
    renderMenu()
    const button = screen.getByRole('button', { name: 'Open user menu' })
    expect(button.textContent).toBe('L')
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('opens the menu once it has loaded when the button is pressed before', async () => {
    renderMenu()
    await user.click(screen.getByRole('button', { name: 'Open user menu' }))
    expect(await screen.findByRole('menuitem', { name: 'Logout' }, MENU_CODE_MS)).toBeTruthy()
    expect(screen.getByText('Hello, Lia Lighthouse')).toBeTruthy()
  })

  it('opens the menu once it has loaded when the pointer went down on the button before, with no click after it', async () => {
    // The code can arrive between the pointer going down and the click: the real button then replaces the stand-in
    // and the click lands on neither. The press counts from the pointer going down.
    renderMenu()
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Open user menu' }) })
    expect(await screen.findByRole('menuitem', { name: 'Logout' }, MENU_CODE_MS)).toBeTruthy()
  })

  it('keeps the focus on the button when the menu replaces the stand-in, and leaves the menu closed', async () => {
    renderMenu()
    screen.getByRole('button', { name: 'Open user menu' }).focus()
    await waitFor(() => expect(realTrigger()).toBe('closed'))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open user menu' }))
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
