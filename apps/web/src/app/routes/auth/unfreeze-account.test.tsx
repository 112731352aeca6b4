import { screen } from '@testing-library/react'
import { ERRORS } from '@wallet/shared/errors'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { renderWithQueryClient, stubFetch, user } from '@/test/test-utils'
import UnfreezeAccountRoute from './unfreeze-account'
import { calledUrl } from '@/test/fetch-calls'

// The sign-in pages' moving background draws on a canvas, which jsdom has not.
vi.mock('@/features/identity/sign-in/components/animated-background', () => ({ AnimatedBackground: () => null }))

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('/unfreeze-account after a wrong password', () => {
  const fetchMock = stubFetch()

  it('shows the captcha and sends nothing more until it is solved, as the sign-in form does', async () => {
    fetchMock.mockImplementation(async () => json(401, { error: ERRORS.INVALID_CREDENTIALS.message, code: 'INVALID_CREDENTIALS', requestId: 'r1' }))
    renderWithQueryClient(
      <MemoryRouter>
        <UnfreezeAccountRoute />
      </MemoryRouter>,
    )
    expect(screen.queryByTestId('captcha')).toBeNull()
    await user.type(screen.getByLabelText('Email'), 'casey@example.com')
    await user.type(screen.getByLabelText('Password'), 'not the password')
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    expect(await screen.findByText(ERRORS.INVALID_CREDENTIALS.message)).toBeTruthy()
    expect(screen.getByTestId('captcha')).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(calledUrl(url)).toBe('/api/account-freeze/unfreeze/start')
    expect(new Headers(init?.headers).has('x-captcha-response')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText(ERRORS.CAPTCHA_REQUIRED.message)).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
