import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { formatAsset } from '@wallet/shared/amounts'
import { CHAIN_ALERT_TEXTS } from '@wallet/shared/money/chain-deposits'
import { PAYMENT_MESSAGES } from '@wallet/shared/money/payments'
import { PAYOUT_STATE_LABELS, PAYOUT_STATES } from '@wallet/shared/money/payouts'
import { STAKE_MESSAGES } from '@wallet/shared/money/stake-plans'
import { APPROVAL_KIND_LABELS, bulkDecisionMessage, CREDIT_WAIT_REASONS, creditWaitText } from '@wallet/shared/money/staff-transactions'
import { RECOVERY_HOLD_TEXTS } from '@wallet/shared/identity/recovery-hold'
import { WORKER_TICKET_MESSAGES } from '@wallet/shared/support/tickets'
import esApp from '@/locales/es/app.json'
import { formatExactDecimal, formatDateTimeIn, formatDayIn } from '@/lib/i18n/format'
import { translatedRecoveryHoldText } from '@/lib/profile'
import type { MessageId, Translate } from '@/lib/i18n/use-t'
import { approvalKindLabel, creditWaitLabel } from '@/lib/credit-wait-text'
import { formatHistoryAmount, formatTime, typeLabel } from './transactions/components/transaction-format'
import { formatRate } from './staking/components/stake-rate'
import { PAYOUT_STATE_IDS } from './payouts/components/payout-state-ids'

const t: Translate = (id: MessageId, values) => i18n._(id, values)

afterEach(() => i18n.activate('en'))

/**
 * The money screens build some sentences in the web now (so that they can be translated); in English they must stay
 * the shared contract's words, character for character, or the spec's texts would drift apart (decision 162).
 */
describe("the money screens' English is the shared contract's", () => {
  it('stake, payment and chain-deposit messages', () => {
    expect(t('stakeDialog.insufficient', { amount: formatAsset('1234.5'), asset: 'BTC' })).toBe(STAKE_MESSAGES.insufficient('1234.5', 'BTC'))
    expect(t('stakeDialog.belowMin', { min: '0.01', asset: 'ETH' })).toBe(STAKE_MESSAGES.belowMin('0.01', 'ETH'))
    expect(t('stakeDialog.aboveMax', { max: '50', asset: 'ETH' })).toBe(STAKE_MESSAGES.aboveMax('50', 'ETH'))
    expect(t('paymentForm.insufficientWithFee', { total: formatAsset('1.01'), asset: 'BTC' })).toBe(
      PAYMENT_MESSAGES.insufficientWithFee(formatAsset('1.01'), 'BTC'),
    )
    // The web alone words a deposit's state (the server sends none): the spec's English.
    expect(t('chainDeposits.pending', { confirmations: 3, required: 12 })).toBe('Pending · 3 of 12 confirmations')
    expect(t('chainDeposits.pending', { confirmations: 0, required: 12 })).toBe('Pending · 0 of 12 confirmations')
    expect(t('chainDeposits.credited')).toBe('Credited')
    expect(t('chainAlerts.deepReorg')).toBe(CHAIN_ALERT_TEXTS['deep-reorg'])
    expect(t('chainAlerts.amountOutOfRange')).toBe(CHAIN_ALERT_TEXTS['amount-out-of-range'])
    expect(t('workerTickets.loadFailed', { reason: 'Not found.' })).toBe(WORKER_TICKET_MESSAGES.loadFailed('Not found.'))
    const held = { recovery_hold_until: '2026-03-05T14:30:00.000Z' }
    expect(translatedRecoveryHoldText(held, t)).toBe(RECOVERY_HOLD_TEXTS.refusal('2026-03-05 14:30 UTC'))
    expect(translatedRecoveryHoldText({ recovery_hold_until: null }, t)).toBeNull()
  })

  it('payout states, approval kinds, wait reasons and the bulk decision summary', () => {
    for (const state of PAYOUT_STATES) expect(t(PAYOUT_STATE_IDS[state])).toBe(PAYOUT_STATE_LABELS[state])
    for (const kind of ['add', 'edit', 'debit'] as const) expect(approvalKindLabel(kind, t)).toBe(APPROVAL_KIND_LABELS[kind])
    for (const waitReason of CREDIT_WAIT_REASONS)
      for (const waitLimitUsd of [null, '1000', '2500.5', '1234567.25'])
        expect(creditWaitLabel({ waitReason, waitLimitUsd }, t)).toBe(creditWaitText(waitReason, waitLimitUsd))
    for (const [decision, decided, failed] of [
      ['approve', 2, 0],
      ['reject', 1, 1],
      ['approve', 0, 3],
    ] as const)
      expect(t('bulkDecision.result', { decision, decided, failed })).toBe(bulkDecisionMessage(decision, decided, failed))
  })

  it("keeps the spec's formats of dates, times, rates and history amounts", () => {
    expect(formatDayIn('2026-03-05T14:30:45')).toBe('05 Mar 2026')
    expect(formatDateTimeIn('2026-03-05T14:30:45')).toBe('05 Mar 2026, 14:30')
    expect(formatTime('2026-03-05T14:30:45')).toBe('14:30')
    expect(formatTime('2026-03-05T14:30:45', true)).toBe('14:30:45')
    expect(formatRate('2.7')).toBe('2.7%')
    expect(formatExactDecimal('0.0117769844')).toBe('0.0117769844')
    expect(formatHistoryAmount('-1234.5')).toBe('-1,234.50')
    expect(formatHistoryAmount('0.123456789')).toBe('+0.12345678')
    expect(typeLabel('stake_payout', t)).toBe('Stake payout')
    expect(typeLabel('something_new', t)).toBe('something_new')
  })
})

describe('the money screens in Spanish', () => {
  it('writes wait reasons, dates, rates and amounts as Spanish does, exactly', () => {
    i18n.load('es', esApp)
    i18n.activate('es')
    expect(creditWaitLabel({ waitReason: 'customer_daily_limit', waitLimitUsd: '2500.5' }, t)).toBe(
      'Los abonos del personal al cliente en 24 horas superarían 2500,50 USD',
    )
    expect(creditWaitLabel({ waitReason: 'maker_daily_limit', waitLimitUsd: null }, t)).toBe(
      'Los abonos de este miembro del personal en 24 horas superarían el límite diario',
    )
    expect(t('bulkDecision.result', { decision: 'reject', decided: 1, failed: 2 })).toBe('Rechazadas: 1; 2 no se han podido decidir: consulta cada fila.')
    expect(formatDayIn('2026-03-05T14:30:45')).toBe('05 mar 2026')
    expect(formatTime('2026-03-05T14:30:45', true)).toBe('14:30:45')
    expect(formatRate('2.7')).toBe('2,7\u00a0%')
    expect(formatExactDecimal('12345.0117769844')).toBe('12.345,0117769844')
    // Beyond what a float holds: the history amount stays exact to the 8th place.
    expect(formatHistoryAmount('9007199254740993.12345678')).toBe('+9.007.199.254.740.993,12345678')
    expect(typeLabel('stake_payout', t)).toBe('Pago de staking')
  })
})
