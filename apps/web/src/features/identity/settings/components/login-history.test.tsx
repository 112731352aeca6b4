import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LoginHistoryEntry } from '@wallet/shared/identity/second-factors'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onNarrowScreen } from '@/lib/media-query-stub'
import { LoginHistory } from './login-history'

/** Typing without a pause between keys. */
const user = userEvent.setup({ delay: null })

/** `count` sign-ins, newest first, told apart by their IP address (10.0.0.1 is the newest). */
const signIns = (count: number, from = 1): LoginHistoryEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `e${from + i}`,
    timestamp: new Date(Date.UTC(2026, 2, 20) - (from + i) * 3_600_000).toISOString(),
    ip_address: `10.0.0.${from + i}`,
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
  }))

const shownIps = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent)
const pages = () => screen.getByRole('navigation', { name: 'Login history pages' })
const button = (name: 'Previous' | 'Next') => within(pages()).getByRole<HTMLButtonElement>('button', { name })

describe('LoginHistory', () => {
  afterEach(cleanup)

  it('shows the loading, failure and empty texts', () => {
    const { rerender } = render(<LoginHistory history={{ status: 'pending' }} />)
    expect(screen.getByText('Loading login history...')).toBeTruthy()
    rerender(<LoginHistory history={{ status: 'error', error: new Error('offline') }} />)
    expect(screen.getByRole('alert').textContent).toBe('Failed to load login history.')
    rerender(<LoginHistory history={{ status: 'error', error: new Error('offline') }} failedMessage="Failed to fetch login history" />)
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch login history')
    rerender(<LoginHistory history={{ status: 'success', data: [] }} />)
    expect(screen.getByText('No login history found.')).toBeTruthy()
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it("pages the customer's whole history in the browser, 5 at a time", async () => {
    render(<LoginHistory history={{ status: 'success', data: signIns(12) }} />)
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date & Time', 'IP Address', 'Client'])
    expect(shownIps()).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5'])
    expect(pages().textContent).toContain('Page 1 of 3')
    expect(button('Previous').disabled).toBe(true)

    await user.click(button('Next'))
    expect(shownIps()).toEqual(['10.0.0.6', '10.0.0.7', '10.0.0.8', '10.0.0.9', '10.0.0.10'])
    await user.click(button('Next'))
    expect(shownIps()).toEqual(['10.0.0.11', '10.0.0.12'])
    expect(pages().textContent).toContain('Page 3 of 3')
    expect(button('Next').disabled).toBe(true)
    await user.click(button('Previous'))
    expect(pages().textContent).toContain('Page 2 of 3')
  })

  it('shows no paging for 5 entries or fewer', () => {
    render(<LoginHistory history={{ status: 'success', data: signIns(5) }} />)
    expect(shownIps()).toHaveLength(5)
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('pages on the server for staff: asks for the next page while 5 came back, and stops when fewer did', async () => {
    const onPageChange = vi.fn()
    const { rerender } = render(<LoginHistory history={{ status: 'success', data: signIns(5) }} serverPage={{ page: 1, onPageChange }} />)
    expect(shownIps()).toHaveLength(5)
    expect(pages().textContent).toContain('Page 1')
    expect(button('Previous').disabled).toBe(true)
    await user.click(button('Next'))
    expect(onPageChange).toHaveBeenLastCalledWith(2)

    rerender(<LoginHistory history={{ status: 'success', data: signIns(3, 6) }} serverPage={{ page: 2, onPageChange }} />)
    expect(shownIps()).toEqual(['10.0.0.6', '10.0.0.7', '10.0.0.8'])
    expect(pages().textContent).toContain('Page 2')
    expect(button('Next').disabled).toBe(true)
    await user.click(button('Previous'))
    expect(onPageChange).toHaveBeenLastCalledWith(1)
    expect(onPageChange).toHaveBeenCalledTimes(2)
  })

  it('keeps the way back on a server page that came back empty, and shows no paging for a short first page', () => {
    const onPageChange = vi.fn()
    const { rerender } = render(<LoginHistory history={{ status: 'success', data: [] }} serverPage={{ page: 2, onPageChange }} />)
    expect(screen.getByText('No login history found.')).toBeTruthy()
    expect(button('Previous').disabled).toBe(false)
    expect(button('Next').disabled).toBe(true)

    rerender(<LoginHistory history={{ status: 'success', data: signIns(4) }} serverPage={{ page: 1, onPageChange }} />)
    expect(shownIps()).toHaveLength(4)
    expect(screen.queryByRole('navigation')).toBeNull()
  })
  it('shows a card per sign-in with every field in full on a narrow screen, and pages the same way', () => {
    onNarrowScreen(() => {
      const long = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
      const entries = signIns(6).map((entry, i) => (i === 0 ? { ...entry, user_agent: long, ip_address: '2001:db8:85a3::8a2e:370:7334' } : entry))
      render(<LoginHistory history={{ status: 'success', data: entries }} />)
      expect(screen.queryByRole('table')).toBeNull()
      const cards = within(screen.getByRole('list', { name: 'Sign-ins' })).getAllByRole('listitem')
      expect(cards).toHaveLength(5)
      expect(
        within(cards[0]!)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual(['2001:db8:85a3::8a2e:370:7334', long])
      expect(within(cards[1]!).getAllByRole('definition')[0]!.textContent).toBe('10.0.0.2')
      expect(pages().textContent).toContain('Page 1 of 2')
    })
  })
})
