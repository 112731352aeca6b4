import { cleanup, render, screen } from '@testing-library/react'
import type { AllowlistState, WithdrawalAddress } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import { afterEach, describe, expect, it } from 'vitest'
import { formatDateTime } from '@/lib/format-date'
import { AllowlistBadge, WithdrawalAddressBadge } from './allowlist-badges'

const AT = '2026-11-29T08:30:00.000Z'
const list = (state: Partial<AllowlistState>): AllowlistState => ({ enabled: false, turnsOffAt: null, lockHours: 48, addresses: [], ...state })
const address = (state: WithdrawalAddress['state'], usableAt: string | null = null): WithdrawalAddress => ({
  id: state,
  assetId: 'BTC',
  address: 'bc1qexample',
  label: null,
  state,
  createdAt: AT,
  usableAt,
})

describe('allowlist badges', () => {
  afterEach(cleanup)

  it('says whether the list is on, off, or turning off, in the words of the screen for on', () => {
    const { rerender } = render(<AllowlistBadge state={list({ enabled: true })} />)
    expect(screen.getByText('On')).toBeTruthy()
    rerender(<AllowlistBadge state={list({ enabled: true })} onText="On: sends only to saved addresses" />)
    expect(screen.getByText('On: sends only to saved addresses')).toBeTruthy()
    rerender(<AllowlistBadge state={list({ enabled: false })} onText="On: sends only to saved addresses" />)
    expect(screen.getByText('Off')).toBeTruthy()
    rerender(<AllowlistBadge state={list({ enabled: true, turnsOffAt: AT })} />)
    expect(screen.getByText(`Turns off ${formatDateTime(AT)}`)).toBeTruthy()
  })

  it("names each address's state, with the time a locked one becomes usable", () => {
    render(
      <>
        <WithdrawalAddressBadge address={address('awaiting_confirmation')} />
        <WithdrawalAddressBadge address={address('locked', AT)} />
        <WithdrawalAddressBadge address={address('usable', AT)} />
      </>,
    )
    expect(screen.getByText('Awaiting email confirmation')).toBeTruthy()
    expect(screen.getByText(`Locked until ${formatDateTime(AT)}`)).toBeTruthy()
    expect(screen.getByText('Ready')).toBeTruthy()
  })
})
