import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter } from 'react-router'
import { activateLocale, loadCatalogue } from '@/lib/i18n/i18n'
import { renderWithQueryClient, stubFetch } from '@/test/test-utils'
import { ApprovalQueue } from './approval-queue'
import { creditApproval } from '@/test/credit-approval.fixture'

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
const QUERY = { page: 1, pageSize: 20 } as Parameters<typeof ApprovalQueue>[0]['query']

describe('ApprovalQueue', () => {
  const fetchMock = stubFetch()
  afterEach(() => act(() => activateLocale('en')))

  // The line under a queue longer than the count once stayed in the shared contract's English in every language.
  it("says more are waiting than it counted, in the page's language", async () => {
    // The queue listens for the server's 'work' events; none come here.
    vi.stubGlobal(
      'EventSource',
      class {
        addEventListener() {}
        close() {}
      },
    )
    fetchMock.mockImplementation(async () => json({ approvals: [creditApproval()], total: 1000, more: true, page: 1, pageSize: 20 }))
    await loadCatalogue('app', 'messages')
    await act(() => activateLocale('es'))
    renderWithQueryClient(
      <MemoryRouter>
        <ApprovalQueue query={QUERY} onPageChange={() => {}} />
      </MemoryRouter>,
    )
    expect(await screen.findByText('Hay más de 1000 en espera: filtra la lista por antigüedad para llegar al resto.')).toBeTruthy()
  })
})
