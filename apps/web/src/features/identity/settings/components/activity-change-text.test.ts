import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import {
  ACTIVITY_FIELDS,
  ACTIVITY_VALUE_WORDS,
  type ActivityChange,
  type ActivityField,
  type ActivityValueWord,
  activityChangeText,
} from '@wallet/shared/back-office/account-activity'
import arApp from '@/locales/ar/app.json'
import esApp from '@/locales/es/app.json'
import type { MessageId, Translate } from '@/lib/i18n/use-t'
import { activityChangeLine } from './activity-change-text'

const t: Translate = (id: MessageId, values) => i18n._(id, values)

afterEach(() => i18n.activate('en'))

const fields = Object.keys(ACTIVITY_FIELDS) as ActivityField[]
const words = Object.keys(ACTIVITY_VALUE_WORDS) as ActivityValueWord[]

describe("Account activity's change lines", () => {
  it("in English are the server's words, character for character", () => {
    for (const field of fields) {
      for (const word of words) {
        const change: ActivityChange = { field, before: { word }, after: { text: '1.5' } }
        expect(activityChangeLine(t, change)).toBe(activityChangeText(change))
        expect(activityChangeLine(t, { field, after: { word } })).toBe(activityChangeText({ field, after: { word } }))
      }
    }
    expect(activityChangeLine(t, { field: 'amount', before: { text: '1' }, after: { text: '2' } })).toBe('Amount: 1 → 2')
    expect(t('activity.reason', { reason: 'Duplicate deposit' })).toBe('Reason: Duplicate deposit')
  })

  it('are worded in Spanish and Arabic, the values as written', () => {
    i18n.load('es', esApp)
    i18n.activate('es')
    expect(activityChangeLine(t, { field: 'amount', before: { text: '1' }, after: { text: '2' } })).toBe('Importe: 1 → 2')
    expect(activityChangeLine(t, { field: 'can_send', before: { word: 'allowed' }, after: { word: 'disabled' } })).toBe(
      'Envío de fondos: permitido → desactivado',
    )
    expect(t('activity.reason', { reason: 'Duplicate deposit' })).toBe('Motivo: Duplicate deposit')
    i18n.load('ar', arApp)
    i18n.activate('ar')
    expect(activityChangeLine(t, { field: 'amount', before: { text: '1' }, after: { text: '2' } })).toBe('المبلغ: 1 ← 2')
    for (const field of fields) expect(t(`activity.field.${field}`)).not.toBe(ACTIVITY_FIELDS[field])
  })
})
