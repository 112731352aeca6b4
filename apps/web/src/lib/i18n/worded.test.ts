import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { ASSET_IDS } from '@wallet/shared/assets'
import { ALLOWLIST_REFUSALS } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import { invalidAddressMessage } from '@wallet/shared/money/addresses'
import { KYC_DOCUMENT_KINDS, KYC_MESSAGES } from '@wallet/shared/support/kyc'
import { WORDED_MESSAGES, type WordedKey, type WordedValues } from '@wallet/shared/support/worded-messages'
import arApp from '@/locales/ar/app.json'
import arSignIn from '@/locales/ar/sign-in.json'
import enMessages from '@/locales/en/messages.json'
import esApp from '@/locales/es/app.json'
import esSignIn from '@/locales/es/sign-in.json'
import { ApiError, apiErrorOf, errorMessage } from '@/lib/api-client'
import { wordedText } from './worded'

afterEach(() => i18n.activate('en'))

const AT = '2026-03-05 14:30 UTC'
/** A value of each kind for every sentence with values. */
const SAMPLES: { [K in WordedKey]: Array<WordedValues<K>> } = {
  addressConfirmed: [{ usableAt: AT }],
  allowlistOffScheduled: [{ at: AT }],
  addressLocked: [{ until: AT }],
  paymentMethodLocked: [{ until: AT }],
  recoveryHold: [{ until: AT }],
  unfreezeTooEarly: [{ from: '2026-03-05 14:30' }],
  insufficientWithFee: [{ total: '1,234.50000000', asset: 'BTC' }],
  stakeBelowMin: [{ min: '0.01', asset: 'ETH' }],
  stakeAboveMax: [{ max: '50', asset: 'ETH' }],
  kycUnexpectedFileField: [{ field: 'selfie' }],
  kycDocumentRenamed: KYC_DOCUMENT_KINDS.map((kind) => ({ kind, type: 'PNG', extension: 'pdf' })),
}
const samples = Object.entries(SAMPLES).flatMap(([key, values]) => values.map((v) => ({ key: key as WordedKey, values: v })))
const english = ({ key, values }: (typeof samples)[number]) => (WORDED_MESSAGES[key] as (v: Record<string, string>) => string)(values)

describe('sentences the server sends with their values', () => {
  it("are, in English, the shared contract's words character for character", () => {
    for (const params of samples) expect(wordedText(english(params), params)).toBe(english(params))
    for (const params of samples) expect(i18n._(`worded.${params.key}`, params.values)).toBe(english(params))
  })

  it("are worded in the page's language from the answer's params, the time as the spec writes it", async () => {
    const body = { error: ALLOWLIST_REFUSALS.locked(AT), code: 'ADDRESS_LOCKED', params: { key: 'addressLocked', values: { until: AT } } }
    const refused = await apiErrorOf(403, body, new Headers())
    i18n.load('es', { ...esApp, ...esSignIn })
    i18n.activate('es')
    expect(wordedText('', { key: 'unfreezeTooEarly', values: { from: '2026-03-05 14:30' } })).toBe(
      'Esta cuenta se puede descongelar a partir del 2026-03-05 14:30 UTC.',
    )
    expect(errorMessage(refused)).toBe(`Esta dirección se añadió hace poco y está bloqueada hasta el ${AT}, para protegerte por si la añadió otra persona.`)
    expect(wordedText('', { key: 'kycDocumentRenamed', values: { kind: 'residence', type: 'PNG', extension: 'pdf' } })).toBe(
      'El justificante de domicilio es un archivo PNG, pero su nombre termina en .pdf. Sube el archivo PDF, JPEG o PNG original.',
    )
    i18n.load('ar', { ...arApp, ...arSignIn })
    i18n.activate('ar')
    for (const params of samples) expect(wordedText(english(params), params)).not.toBe(english(params))
  })

  it('show the English words when the answer has no params, or params this page does not know', async () => {
    i18n.load('es', esApp)
    i18n.activate('es')
    const unknown = await apiErrorOf(403, { error: 'Something new.', code: 'X', params: { key: 'somethingNew', values: {} } }, new Headers())
    expect(errorMessage(unknown)).toBe('Something new.')
    expect(errorMessage(await apiErrorOf(403, { error: 'Bad.', code: 'X', params: { key: 'addressLocked', values: { until: 3 } } }, new Headers()))).toBe(
      'Bad.',
    )
    expect(errorMessage(new ApiError({ error: 'Plain words.', code: 'X' }, 400))).toBe('Plain words.')
  })

  it("the refusals whose value is one of a few (an asset, a document) are in the messages' catalogue, each of them", () => {
    const held = new Set(Object.keys(enMessages))
    for (const asset of ASSET_IDS) {
      expect(held).toContain(invalidAddressMessage(asset))
      expect(held).toContain(ALLOWLIST_REFUSALS.notSaved(asset))
    }
    for (const kind of KYC_DOCUMENT_KINDS) {
      expect(held).toContain(KYC_MESSAGES.oneDocumentOnly(kind))
      expect(held).toContain(KYC_MESSAGES.documentTooLarge(kind))
      expect(held).toContain(KYC_MESSAGES.documentNotAccepted(kind))
    }
  })
})
