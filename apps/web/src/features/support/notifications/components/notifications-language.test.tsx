import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionQueries } from '@/lib/session'
import { NotificationsMenu } from './notifications-menu'
import { calledUrl, sentJson } from '@/test/fetch-calls'
import { renderWithQueryClient, stubFetch, user } from '@/test/test-utils'
import { chooseLocale } from '@/lib/i18n/choose-locale'
import { activateLocale } from '@/lib/i18n/i18n'

/** A first render compiles the bell's code: on a loaded machine, longer than findBy's default second. */
const SLOW = { timeout: 10_000 }
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

/** The bell's notices as the server writes them: in the account's language (docs/decisions/160). */
const NOTICES: Record<string, string> = {
  en: 'Support unfroze your account. You can sign in and move funds again.',
  es: 'El soporte ha descongelado tu cuenta. Ya puedes iniciar sesión y mover fondos.',
}

describe('the bell in the language chosen', () => {
  const fetchMock = stubFetch()
  afterEach(async () => {
    await activateLocale('en')
  })

  it('shows the notices as the server wrote them, and asks for them again once another language is saved on the account', async () => {
    let saved = 'en'
    fetchMock.mockImplementation(async (input, init) => {
      const url = calledUrl(input)
      if (url.endsWith('/api/account/locale')) {
        saved = (sentJson(init) as { locale: string }).locale
        return json({ locale: saved })
      }
      if (url.endsWith('/api/session')) return json({ user: null })
      const item = { id: 'n1', kind: 'notification', message: NOTICES[saved], read: false, createdAt: '2026-11-20T10:00:00Z', transactionId: null }
      return json({ items: [item] })
    })
    const client = new QueryClient()
    client.setQueryData(sessionQueries.key, { user: { id: 'u1', email: 'ana@example.com', role: 'USER' } })
    renderWithQueryClient(<NotificationsMenu />, client)
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, SLOW))
    expect(await screen.findByText(NOTICES.en!, {}, SLOW)).toBeTruthy()

    await chooseLocale('es', client)
    expect(await screen.findByText(NOTICES.es!)).toBeTruthy()
    expect(screen.queryByText(NOTICES.en!)).toBeNull()
    expect(fetchMock.mock.calls.map(([url]) => calledUrl(url)).filter((url) => url.endsWith('/api/notifications'))).toHaveLength(2)
  })
})
