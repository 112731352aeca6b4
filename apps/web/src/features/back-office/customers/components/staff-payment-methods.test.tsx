import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { StaffPaymentMethods } from './staff-payment-methods'

describe('StaffPaymentMethods', () => {
  afterEach(cleanup)
  const failed = (error: ApiError) => render(<StaffPaymentMethods methods={{ status: 'error', error }} />)

  it("says in the spec's words that the list was refused", () => {
    failed(new ApiError({ error: 'Access Denied: You do not have permission to view this profile.', code: 'PROFILE_ACCESS_DENIED' }, 403))
    expect(screen.getByText("You don't have permission to view this user's payment methods.")).toBeTruthy()
  })

  it("keeps the spec's fallback for a failure of the server", () => {
    failed(new ApiError({ error: 'Something went wrong.', code: 'HTTP_500' }, 500))
    expect(screen.getByText('Failed to load payment methods.')).toBeTruthy()
  })
})
