import { screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { AddressPage, ReservesPage } from '@wallet/shared/money/reserves-on-chain'
import { activateLocale, loadCatalogue } from '@/lib/i18n/i18n'
import { calledUrl } from '@/test/fetch-calls'
import { renderWithQueryClient, stubFetch } from '@/test/test-utils'
import ProofOfReservesRoute from './proof-of-reserves'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const SNAPSHOT = '0b6f3c1e-52a4-4f0e-9d61-3a7c2e9b8f10'
const EARLIER = '1c7a4d2f-63b5-4a1f-8e72-4b8d3fa09c21'
const ROOT = 'ab'.repeat(32)
const MESSAGE = `Wallet proof of reserves, snapshot ${SNAPSHOT}, root ${ROOT}, chain 31337 block 40`
const TREASURY = '0x1000000000000000000000000000000000000001'

const overview: ReservesPage = {
  latest: {
    snapshotId: SNAPSHOT,
    takenAt: '2026-11-29T03:00:00.000Z',
    assets: ['ETH'],
    root: ROOT,
    totals: ['1500000000000000000'],
    depth: 1,
    statement: { text: '{"auditHead":{"seq":7}}', signature: 'c2ln', publicKey: 'a2V5' },
    onChain: {
      chain: 'ethereum',
      chainId: 31337,
      blockNumber: '40',
      blockHash: `0x${'cd'.repeat(32)}`,
      message: MESSAGE,
      accountPath: "m/44'/60'/0'",
      addressCount: 30,
      signedAt: '2026-11-29T03:10:00.000Z',
      assets: [{ asset: 'ETH', decimals: 18, contract: null, held: '1.25', verified: '1.25' }],
      download: `/api/proof-of-reserves/snapshots/${SNAPSHOT}/addresses.json`,
    },
  },
  assets: [{ asset: 'ETH', liabilities: '1.5', reserves: '1.25', source: 'on-chain', ratio: '0.8333', declaredAt: null }],
  snapshots: [
    { snapshotId: SNAPSHOT, takenAt: '2026-11-29T03:00:00.000Z', root: ROOT, scheduled: false },
    { snapshotId: EARLIER, takenAt: '2026-11-28T03:00:00.000Z', root: 'ef'.repeat(32), scheduled: true },
  ],
}

const firstPage: AddressPage = {
  total: 30,
  offset: 0,
  limit: 25,
  addresses: [{ address: TREASURY, place: 'treasury', branch: 1, index: 0, balances: { ETH: '1.25' }, signature: `0x${'11'.repeat(65)}`, verified: true }],
}

describe('/proof-of-reserves', () => {
  const fetchMock = stubFetch()

  function serve() {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(calledUrl(input), 'http://localhost')
      if (url.pathname === '/api/proof-of-reserves') return json(overview)
      if (url.pathname === `/api/proof-of-reserves/snapshots/${SNAPSHOT}/addresses`)
        return json({ ...firstPage, offset: Number(url.searchParams.get('offset')) })
      return json({ user: null, session: null })
    })
    renderWithQueryClient(
      <MemoryRouter>
        <ProofOfReservesRoute />
      </MemoryRouter>,
    )
  }

  it('shows earlier snapshots at a readable time, not as raw ISO text', async () => {
    serve()
    const earlier = await screen.findByRole('link', { name: /28 Nov 2026, \d{2}:\d{2}/ })
    expect(earlier.getAttribute('href')).toBe(`/api/proof-of-reserves/snapshots/${EARLIER}`)
    expect(screen.queryByText(/2026-11-28T03:00:00\.000Z/)).toBeNull()
  })

  it('shows the on-chain part: the block, the signed message, the addresses a page at a time and the full download', async () => {
    serve()
    const card = await screen.findByTestId('on-chain-reserves')
    expect(within(card).getByTestId('reserves-block').textContent).toBe('40')
    expect(within(card).getByTestId('reserves-message').textContent).toBe(MESSAGE)
    expect(within(card).getByRole('link', { name: 'Download all 30 addresses (JSON)' }).getAttribute('href')).toBe(overview.latest!.onChain!.download)
    const row = await within(card).findByTestId('reserves-address')
    expect(row.textContent).toContain(TREASURY)
    expect(row.textContent).toContain('Treasury 1/0')
    expect(row.textContent).toContain('Verified')
    expect(within(card).getByText('Page 1 of 2 (Total: 30)')).toBeTruthy()
    expect(screen.getByTestId('reserves-ETH').textContent).toContain('0.8333 (under 1: reserves short of liabilities)')
  })

  describe('in Spanish and Arabic', () => {
    afterEach(async () => {
      await activateLocale('en')
    })

    it('reads in Spanish, with exact figures in its separators and the chain figures left to right', async () => {
      await loadCatalogue('app', 'messages')
      await activateLocale('es')
      serve()
      expect(await screen.findByRole('heading', { name: 'Prueba de reservas' })).toBeTruthy()
      expect((await screen.findByTestId('reserves-ETH')).textContent).toContain('0,8333 (menor que 1: reservas inferiores a los pasivos)')
      expect(screen.getByTestId('reserves-ETH').textContent).toContain('1,25')
      const card = await screen.findByTestId('on-chain-reserves')
      expect(within(card).getByRole('link', { name: 'Descargar las 30 direcciones (JSON)' })).toBeTruthy()
      expect((await within(card).findByTestId('reserves-address')).textContent).toContain('Tesorería 1/0')
      expect(within(card).getByTestId('reserves-block').getAttribute('dir')).toBe('ltr')
      expect(screen.getByTestId('published-root').getAttribute('dir')).toBe('ltr')
    })

    it('reads in Arabic, right to left around the root, hashes and addresses kept left to right', async () => {
      await loadCatalogue('app', 'messages')
      await activateLocale('ar')
      serve()
      expect(await screen.findByRole('heading', { name: 'إثبات الاحتياطيات' })).toBeTruthy()
      expect(document.documentElement.dir).toBe('rtl')
      expect(await screen.findByText('الالتزامات والاحتياطيات')).toBeTruthy()
      const card = await screen.findByTestId('on-chain-reserves')
      const address = within(await within(card).findByTestId('reserves-address')).getByText(TREASURY)
      expect(address.closest('[dir="ltr"]')).not.toBeNull()
      expect(within(card).getByTestId('reserves-message').getAttribute('dir')).toBe('ltr')
    })
  })
})
