import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { POLL, renderWithQueryClient, stubFetch, user } from '@/test/test-utils'
import { PasswordResetForm } from './password-reset-form'
import { sentJson } from '@/test/fetch-calls'

describe('PasswordResetForm', () => {
  const fetchMock = stubFetch()

  function show() {
    renderWithQueryClient(<PasswordResetForm customerId="cust-1" />)
    return {
      input: screen.getByLabelText<HTMLInputElement>('New Password'),
      button: screen.getByRole<HTMLButtonElement>('button', { name: 'Reset Password' }),
    }
  }
  const messages = () =>
    screen
      .getAllByRole('alert')
      .map((alert) => alert.textContent)
      .filter(Boolean)

  it('keeps the button disabled below 6 characters and says why once the field is left', async () => {
    const { input, button } = show()
    expect(button.disabled).toBe(true)
    await expect.poll(() => messages(), POLL).toEqual([])

    await user.type(input, 'abc12')
    expect(button.disabled).toBe(true)
    await user.tab()
    await expect.poll(() => messages(), POLL).toEqual(['Password must be at least 6 characters long.'])

    await user.clear(input)
    await expect.poll(() => messages(), POLL).toEqual(['New password cannot be empty.'])

    await user.type(input, 'abc123')
    expect(button.disabled).toBe(false)
    await expect.poll(() => messages(), POLL).toEqual([])

    // Enter in a short password submits nothing.
    await user.clear(input)
    await user.type(input, 'abc{Enter}')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the new password, clears the field and shows the success message', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, message: 'Password reset successfully!' }), { status: 200 }))
    const { input, button } = show()
    await user.type(input, 'temp-123')
    await user.click(button)
    expect(await screen.findByText('Password reset successfully!')).toBeTruthy()
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/customers/cust-1/password')
    expect(sentJson(fetchMock.mock.calls[0]![1])).toEqual({ newPassword: 'temp-123' })
    expect(input.value).toBe('')
    expect(button.disabled).toBe(true)
  })

  it("shows the spec's fallback when the server names no problem", async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }))
    const { input, button } = show()
    await user.type(input, 'temp-123')
    await user.click(button)
    expect(await screen.findByText('Failed to reset password.')).toBeTruthy()
  })
})
