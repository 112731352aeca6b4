import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithQueryClient, stubFetch, user } from '@/test/test-utils'
import { NotificationsMenu } from './lazy-notifications-menu'

describe('the bell before its list has loaded', () => {
  const fetchMock = stubFetch()
  // The page never gets idle here: the list's code loads only when the bell asks for it.
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', () => 0)
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows the bell at once and asks for nothing', () => {
    renderWithQueryClient(<NotificationsMenu />)
    expect(screen.getByRole('button', { name: 'Notifications' }).getAttribute('aria-haspopup')).toBe('dialog')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('opens the list once it has loaded when the bell is pressed before, and asks for the notifications then', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ items: [] }), { status: 200, headers: { 'content-type': 'application/json' } }))
    renderWithQueryClient(<NotificationsMenu />)
    await user.click(screen.getByRole('button', { name: 'Notifications' }))
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy()
    expect(await screen.findByText('You have no notifications.')).toBeTruthy()
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/notifications'])
  })
})
