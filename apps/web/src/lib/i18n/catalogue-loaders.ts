import type { Messages } from '@lingui/core'
import type { Locale } from '@wallet/shared/locales'

/**
 * The parts of each language's catalogue, each loaded on its own when first needed (docs/decisions/153): `sign-in`
 * (the signed-out screens and what every screen shares), `messages` (the server's and the forms' messages, keyed by
 * their English words) and `app` (everything behind the sign-in). None is in the login page's first JavaScript.
 */
export type CataloguePart = 'sign-in' | 'messages' | 'app'

type Loader = () => Promise<{ default: Messages }>

const LOADERS: Record<Locale, Record<CataloguePart, Loader>> = {
  en: {
    'sign-in': () => import('@/locales/en/sign-in.json'),
    messages: () => import('@/locales/en/messages.json'),
    app: () => import('@/locales/en/app.json'),
  },
  es: {
    'sign-in': () => import('@/locales/es/sign-in.json'),
    messages: () => import('@/locales/es/messages.json'),
    app: () => import('@/locales/es/app.json'),
  },
  ar: {
    'sign-in': () => import('@/locales/ar/sign-in.json'),
    messages: () => import('@/locales/ar/messages.json'),
    app: () => import('@/locales/ar/app.json'),
  },
}

/** One part of a language's catalogue; the pseudo-language's is the English one, accented and lengthened. */
export async function loadCataloguePart(locale: Locale | 'pseudo', part: CataloguePart): Promise<Messages> {
  if (locale !== 'pseudo') return (await LOADERS[locale][part]()).default
  const [{ default: english }, { pseudoLocalize }] = await Promise.all([LOADERS.en[part](), import('./pseudo')])
  return pseudoLocalize(english)
}
