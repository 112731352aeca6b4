import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithQueryClient, stubFetch, user } from '@/test/test-utils'
import { NotificationsMenu } from './lazy-notifications-menu'
import { calledUrl } from '@/test/fetch-calls'

const notifications = (read: boolean[]) =>
  new Response(
    JSON.stringify({
      items: read.map((isRead, i) => ({ id: `n${i}`, kind: 'notification', message: `Note ${i}`, read: isRead, createdAt: '2026-11-20T10:00:00Z' })),
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  )

describe('the bell when the page has painted and is idle', () => {
  const fetchMock = stubFetch()
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(() => run(0), 0))
    vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id))
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows the unread count without loading the list', async () => {
    fetchMock.mockImplementation(async () => notifications([false, true, false]))
    renderWithQueryClient(<NotificationsMenu />)
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' })
    expect(screen.getByTestId('notifications-badge').textContent).toBe('2')
    // Still the stand-in: Radix's trigger carries its state.
    expect(bell.getAttribute('data-state')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull()
  })
})

/**
 * The list's code is fetched and compiled the first time the bell asks for it: on a loaded machine that can take
 * longer than findBy's default second, so the wait for it is longer (what is awaited is unchanged).
 */
const LIST_CODE_MS = { timeout: 10_000 }

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
    expect(await screen.findByRole('heading', { name: 'Notifications' }, LIST_CODE_MS)).toBeTruthy()
    expect(await screen.findByText('You have no notifications.')).toBeTruthy()
    expect(fetchMock.mock.calls.map(([url]) => calledUrl(url))).toEqual(['/api/notifications'])
  })

  it('opens the list once it has loaded when the pointer went down on the bell before, with no click after it', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ items: [] }), { status: 200, headers: { 'content-type': 'application/json' } }))
    renderWithQueryClient(<NotificationsMenu />)
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Notifications' }) })
    expect(await screen.findByRole('heading', { name: 'Notifications' }, LIST_CODE_MS)).toBeTruthy()
  })
})
