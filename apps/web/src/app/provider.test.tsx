import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SessionState } from '@wallet/shared/identity/sign-in'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RequireSession } from '@/features/identity/sign-in/components/route-guards'
import { api } from '@/lib/api-client'
import { sessionQueries, useSession } from '@/lib/session'
import { activateLocale } from '@/lib/i18n/i18n'
import { AppProvider } from './provider'
import { calledUrl } from '@/test/fetch-calls'

/** Typing without a pause between keys. */
const user = userEvent.setup({ delay: null })

const CUSTOMER: SessionState = {
  user: {
    id: 'u1',
    email: 'casey@example.com',
    fullName: 'Casey',
    role: 'USER',
    requiresPasswordChange: false,
    activeMfaMethod: 'none',
    authenticatorRequired: false,
  },
  pendingSecondFactor: null,
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The server of these tests: the session as given; the profile loads; the wallets answer 401 (the session has ended). */
function serve(session: SessionState) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = calledUrl(input)
    if (url === '/api/session') return json(200, session)
    if (url === '/api/profile') return json(200, { kyc_status: 'verified' })
    if (url === '/api/wallets') return json(401, { error: 'You must be signed in.', code: 'UNAUTHENTICATED' })
    if (url === '/api/auth/two-factor/verify-totp') return json(401, { error: 'Session details lost. Please log in again.', code: 'SESSION_LOST' })
    return json(404, { error: 'Not found', code: 'NOT_FOUND' })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

let client: QueryClient | undefined
function CaptureClient() {
  client = useQueryClient()
  return null
}

function ProfilePage() {
  const profile = useQuery({ queryKey: ['profile'], queryFn: () => api.GET('/api/profile') })
  return (
    <main>
      <p>{profile.data ? `KYC ${profile.data.kyc_status}` : 'Loading profile'}</p>
      <button type="button" onClick={() => void api.GET('/api/wallets').catch(() => undefined)}>
        Load wallets
      </button>
    </main>
  )
}

function LoginPage() {
  const { pendingSecondFactor } = useSession()
  return (
    <main>
      <p>Login page</p>
      {pendingSecondFactor && <p>Enter the code from your authenticator app.</p>}
      <button type="button" onClick={() => void api.POST('/api/auth/two-factor/verify-totp', { body: { code: '123456' } }).catch(() => undefined)}>
        Verify Code
      </button>
    </main>
  )
}

function renderApp(path: string) {
  window.history.replaceState(null, '', path)
  return render(
    <AppProvider>
      <CaptureClient />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route element={<RequireSession />}>
          <Route path="/dashboard/settings" element={<ProfilePage />} />
        </Route>
      </Routes>
    </AppProvider>,
  )
}

describe('a 401 from the API signs the page out', () => {
  beforeEach(() => {
    client = undefined
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('sends a signed-in user to /login through the route guard and drops their cached data', async () => {
    const fetchMock = serve(CUSTOMER)
    renderApp('/dashboard/settings')
    expect(await screen.findByText('KYC verified')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Load wallets' }))

    expect(await screen.findByText('Login page')).toBeTruthy()
    expect(window.location.pathname).toBe('/login')
    expect(client!.getQueryData(sessionQueries.key)).toEqual({ user: null, pendingSecondFactor: null })
    expect(client!.getQueryData(['profile'])).toBeUndefined()
    // The session was set, not asked for again.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/session')).toHaveLength(1)
  })

  it('changes nothing while no one is signed in (a sign-in step answered 401)', async () => {
    const pending: SessionState = { user: null, pendingSecondFactor: 'totp' }
    const fetchMock = serve(pending)
    renderApp('/login')
    expect(await screen.findByText('Enter the code from your authenticator app.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Verify Code' }))
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/two-factor/verify-totp')).toBe(true))

    expect(client!.getQueryData(sessionQueries.key)).toEqual(pending)
    expect(screen.getByText('Enter the code from your authenticator app.')).toBeTruthy()
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/session')).toHaveLength(1)
  })
})

describe('the page direction', () => {
  afterEach(async () => {
    cleanup()
    vi.unstubAllGlobals()
    await act(() => activateLocale('en'))
  })

  // Radix menus (the user menu) write dir="ltr" on their content unless a DirectionProvider says otherwise.
  it('reaches every Radix menu: right to left in Arabic, and back after a switch', async () => {
    serve({ user: null, pendingSecondFactor: null })
    await act(() => activateLocale('ar'))
    render(
      <AppProvider>
        <DropdownMenu.Root open>
          <DropdownMenu.Trigger>Menu</DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content aria-label="Account">
              <DropdownMenu.Item>Settings</DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </AppProvider>,
    )
    expect(screen.getByRole('menu').getAttribute('dir')).toBe('rtl')
    await act(() => activateLocale('es'))
    expect(screen.getByRole('menu').getAttribute('dir')).toBe('ltr')
  })
})
