import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import type { SessionState } from '@wallet/shared/identity/sign-in'
import type { Role } from '@wallet/shared/roles'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { sessionQueries } from '@/lib/session'
import { renderWithQueryClient, stubFetch, user } from '@/test/test-utils'
import UserProfileLayout from './user-profile-layout'
import { calledUrl } from '@/test/fetch-calls'

function session(role: Role): SessionState {
  return {
    user: {
      id: 'staff-1',
      email: 'staff@example.com',
      fullName: 'Staff',
      role,
      requiresPasswordChange: false,
      activeMfaMethod: 'none',
      authenticatorRequired: false,
    },
    pendingSecondFactor: null,
  }
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('the staff profile checks access first', () => {
  const fetchMock = stubFetch()

  function open(role: Role) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(sessionQueries.key, session(role))
    renderWithQueryClient(
      <MemoryRouter initialEntries={['/dashboard/user-profile/cust-1/general']}>
        <Routes>
          <Route path="/dashboard/user-profile/:userId" element={<UserProfileLayout />}>
            <Route path="general" element={<p>General tab</p>} />
          </Route>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
      client,
    )
  }

  /** Answers the access check with `access`, and the profile with a customer. */
  function answer(access: () => Promise<Response>) {
    fetchMock.mockImplementation(async (input) => {
      const url = calledUrl(input)
      if (url === '/api/customers/cust-1/access') return access()
      if (url === '/api/customers/cust-1') return json(200, { email: 'casey@example.com', user_id: 'cust-1' })
      return json(404, { error: 'Not found.', code: 'NOT_FOUND' })
    })
  }

  it("says 'Verifying access...' until the server answers, then shows the profile with its navigation", async () => {
    let allow!: () => void
    answer(() => new Promise((resolve) => (allow = () => resolve(json(200, { isAuthorized: true, scope: 'team' })))))
    open('MANAGER')
    expect(await screen.findByText('Verifying access...')).toBeTruthy()
    expect(screen.queryByText('General tab')).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'User profile' })).toBeNull()

    allow()
    expect(await screen.findByText('General tab')).toBeTruthy()
    expect(screen.queryByText('Verifying access...')).toBeNull()
    const links = screen.getByRole('navigation', { name: 'User profile' }).querySelectorAll('a')
    expect([...links].map((a) => a.textContent)).toEqual([
      'General',
      'Wallets',
      'Transactions',
      'Verification & Docs',
      'Payment Management',
      'Tickets',
      'Activity',
    ])
    expect(await screen.findByText('casey@example.com')).toBeTruthy()
    // Only workers get the way back to My Users.
    expect(screen.queryByRole('link', { name: 'Back to My Users' })).toBeNull()
  })

  it("denies a worker with the server's message and returns them to My Users", async () => {
    answer(async () => json(403, { error: 'Access Denied: You do not have permission to view this profile.', code: 'PROFILE_ACCESS_DENIED' }))
    open('WORKER')
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy()
    expect(screen.getByText('Access Denied: You do not have permission to view this profile.')).toBeTruthy()
    expect(screen.queryByText('General tab')).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to My Users' }).getAttribute('href')).toBe('/dashboard/worker/my-users')

    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }))
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/worker/my-users')
  })

  it('returns anyone else to the dashboard, with the fallback text when the check itself failed', async () => {
    answer(async () => {
      throw new TypeError('Failed to fetch')
    })
    open('ADMIN')
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy()
    expect(screen.getByText('An error occurred during verification.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }))
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/overview')
  })
})
