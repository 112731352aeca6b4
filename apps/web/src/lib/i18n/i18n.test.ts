import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, i18n, loadCatalogue } from './i18n'

describe('switching the page language', () => {
  afterEach(async () => {
    await activateLocale('en')
  })

  it('loads a part of the catalogue asked for while the switch is under way in the new language too', async () => {
    // The account's language arrives just as the dashboard frame asks for its part of the catalogue.
    const switching = activateLocale('ar')
    const frame = loadCatalogue('app')
    await Promise.all([switching, frame])
    expect(i18n.locale).toBe('ar')
    expect(i18n._('nav.overview')).toBe('نظرة عامة')
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('ar')
  })

  it('ends on the last language chosen when two switches overlap', async () => {
    await Promise.all([activateLocale('es'), activateLocale('ar')])
    expect(i18n.locale).toBe('ar')
    await Promise.all([activateLocale('ar'), activateLocale('es')])
    expect(i18n.locale).toBe('es')
    expect(document.documentElement.dir).toBe('ltr')
  })

  it('writes the pseudo-language accented and longer, placeholders kept', async () => {
    await loadCatalogue('app')
    await activateLocale('pseudo')
    const text = i18n._('userMenu.hello', { name: 'Ada' })
    expect(text).toMatch(/^\[Ĥéĺĺö, Ada~+\]$/)
    // A plural's branches too (a plural's offset, when it has none, stays as it is).
    expect(i18n._('bell.label', { unread: 3 })).toMatch(/^\[Ñöţíƒíçáţíöñš, 3 üñŕéáđ~+\]$/)
    expect(document.documentElement.lang).toBe('en-XA')
  })
})
