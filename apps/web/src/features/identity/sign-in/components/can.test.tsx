import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import type { SessionState } from '@wallet/shared/identity/sign-in'
import type { Role } from '@wallet/shared/roles'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { SIGNED_OUT, sessionQueries } from '@/lib/session'
import { Can, useCan } from './can'

function signedInAs(role: Role): SessionState {
  return {
    user: {
      id: 'u1',
      email: 'someone@example.com',
      fullName: 'Someone',
      role,
      requiresPasswordChange: false,
      activeMfaMethod: 'none',
      authenticatorRequired: false,
    },
    pendingSecondFactor: null,
  }
}

function renderWithSession(session: SessionState, ui: ReactNode) {
  const client = new QueryClient()
  client.setQueryData(sessionQueries.key, session)
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
}

function ManageLabel() {
  return <p>{useCan('customers:manage') ? 'may manage' : 'may not manage'}</p>
}

describe('useCan and <Can>', () => {
  afterEach(cleanup)

  it('answer from the permission map for the signed-in role', () => {
    renderWithSession(
      signedInAs('WORKER'),
      <>
        <ManageLabel />
        <Can permission="customers:claim">
          <p>Claim customers</p>
        </Can>
        <Can permission="workers:manage" fallback={<p>No worker tools</p>}>
          <p>Manage workers</p>
        </Can>
      </>,
    )
    expect(screen.getByText('may manage')).toBeTruthy()
    expect(screen.getByText('Claim customers')).toBeTruthy()
    expect(screen.queryByText('Manage workers')).toBeNull()
    expect(screen.getByText('No worker tools')).toBeTruthy()
  })

  it('give a customer no staff permission, and a signed-out visitor none at all', () => {
    renderWithSession(
      signedInAs('USER'),
      <>
        <ManageLabel />
        <Can permission="customer:self">
          <p>Own wallet</p>
        </Can>
        <Can permission="system:admin">
          <p>Audit log</p>
        </Can>
      </>,
    )
    expect(screen.getByText('may not manage')).toBeTruthy()
    expect(screen.getByText('Own wallet')).toBeTruthy()
    expect(screen.queryByText('Audit log')).toBeNull()
    cleanup()

    renderWithSession(SIGNED_OUT, <Can permission="customer:self">Own wallet</Can>)
    expect(screen.queryByText('Own wallet')).toBeNull()
  })
})
