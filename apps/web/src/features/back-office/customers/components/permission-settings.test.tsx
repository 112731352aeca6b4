import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithQueryClient, stubFetch, user } from '@/test/test-utils'
import { type PermissionProfile, PermissionSettings } from './permission-settings'
import { sentJson } from '@/test/fetch-calls'

const ALL_ALLOWED: PermissionProfile = {
  can_send: true,
  can_swap: true,
  can_buy: true,
  can_sell: true,
  can_stake: true,
  send_disabled_note: null,
  swap_disabled_note: null,
}

const SEND_REASON = 'Reason for disabling sending (shown to the customer)'
const SWAP_REASON = 'Reason for disabling swapping (shown to the customer)'

describe('PermissionSettings', () => {
  const fetchMock = stubFetch()

  function show(profile: PermissionProfile = ALL_ALLOWED) {
    const view = renderWithQueryClient(<PermissionSettings customerId="cust-1" profile={profile} />)
    return { ...view, rerenderWith: (next: PermissionProfile) => view.rerender(<PermissionSettings customerId="cust-1" profile={next} />) }
  }
  const toggle = (name: string) => screen.getByRole<HTMLInputElement>('switch', { name: new RegExp(`^${name}`) })
  const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save Permissions' })
  const sentBody = () => sentJson(fetchMock.mock.calls[0]![1])

  it('shows the five toggles from the profile; Save Permissions is enabled only while something changed', async () => {
    show({ ...ALL_ALLOWED, can_stake: false })
    expect(screen.getAllByRole('switch').map((s) => (s as HTMLInputElement).checked)).toEqual([true, true, true, true, false])
    for (const name of ['Allow Send Funds', 'Allow Swap Funds', 'Allow Buy Funds', 'Allow Sell Funds', 'Allow Staking']) expect(toggle(name)).toBeTruthy()
    expect(save().disabled).toBe(true)
    expect(screen.queryByText('Unsaved changes')).toBeNull()

    await user.click(toggle('Allow Buy Funds'))
    expect(toggle('Allow Buy Funds').checked).toBe(false)
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    expect(save().disabled).toBe(false)

    // Back as it was: nothing to save.
    await user.click(toggle('Allow Buy Funds'))
    expect(screen.queryByText('Unsaved changes')).toBeNull()
    expect(save().disabled).toBe(true)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks a reason for a disabled send or swap only, and turning one back on clears its reason', async () => {
    show()
    expect(screen.queryByLabelText(SEND_REASON)).toBeNull()
    await user.click(toggle('Allow Sell Funds'))
    expect(screen.queryByLabelText(SEND_REASON)).toBeNull()
    expect(screen.queryByLabelText(SWAP_REASON)).toBeNull()

    await user.click(toggle('Allow Send Funds'))
    await user.type(screen.getByLabelText(SEND_REASON), 'Under review')
    await user.click(toggle('Allow Send Funds'))
    expect(screen.queryByLabelText(SEND_REASON)).toBeNull()
    await user.click(toggle('Allow Send Funds'))
    expect(screen.getByLabelText<HTMLTextAreaElement>(SEND_REASON).value).toBe('')

    await user.click(toggle('Allow Swap Funds'))
    expect(screen.getByLabelText(SWAP_REASON)).toBeTruthy()
  })

  it('saves all five flags with the reasons (null where enabled or left empty), then shows the success message', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ success: true, message: 'Permissions updated successfully!' }), { status: 200 }))
    const { rerenderWith } = show()
    await user.click(toggle('Allow Send Funds'))
    await user.type(screen.getByLabelText(SEND_REASON), '  Card dispute under review  ')
    await user.click(toggle('Allow Swap Funds'))
    await user.click(toggle('Allow Staking'))
    await user.click(save())

    expect(await screen.findByText('Permissions updated successfully!')).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/customers/cust-1/permissions')
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('PUT')
    expect(sentBody()).toEqual({
      permissions: { can_send: false, can_swap: false, can_buy: true, can_sell: true, can_stake: false },
      sendDisabledNote: 'Card dispute under review',
      swapDisabledNote: null,
    })
    // The profile reloads with what was saved: nothing is left unsaved.
    rerenderWith({ ...ALL_ALLOWED, can_send: false, send_disabled_note: 'Card dispute under review', can_swap: false, can_stake: false })
    expect(toggle('Allow Send Funds').checked).toBe(false)
    expect(screen.getByLabelText<HTMLTextAreaElement>(SEND_REASON).value).toBe('Card dispute under review')
    expect(save().disabled).toBe(true)
    expect(screen.queryByText('Unsaved changes')).toBeNull()
  })

  it('shows the saved reason of a disabled send, follows a reloaded profile, and keeps changes not saved yet', async () => {
    const { rerenderWith } = show({ ...ALL_ALLOWED, can_send: false, send_disabled_note: 'Card dispute' })
    expect(screen.getByLabelText<HTMLTextAreaElement>(SEND_REASON).value).toBe('Card dispute')

    // Reloaded with another value and nothing edited here: the form follows.
    rerenderWith({ ...ALL_ALLOWED, can_send: false, send_disabled_note: 'Fraud check' })
    expect(screen.getByLabelText<HTMLTextAreaElement>(SEND_REASON).value).toBe('Fraud check')

    // An edit in progress survives a reload.
    await user.click(toggle('Allow Buy Funds'))
    rerenderWith({ ...ALL_ALLOWED, can_send: false, send_disabled_note: 'Fraud check', can_stake: false })
    expect(toggle('Allow Buy Funds').checked).toBe(false)
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
  })

  it("shows the server's message, or the spec's fallback when it gives none", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'Access Denied: You do not have permission to view this profile.', code: 'PROFILE_ACCESS_DENIED' }), {
        status: 403,
      }),
    )
    show()
    await user.click(toggle('Allow Staking'))
    await user.click(save())
    expect(await screen.findByText('Access Denied: You do not have permission to view this profile.')).toBeTruthy()

    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502 }))
    await user.click(save())
    expect(await screen.findByText('Failed to update permissions.')).toBeTruthy()
  })
})
