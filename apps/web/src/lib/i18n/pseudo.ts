import type { Messages } from '@lingui/core'

/**
 * The developers' pseudo-language (docs/decisions/153): every catalogued text accented and about 40 % longer, inside
 * brackets, so that a text left out of the catalogue shows up plain and a label too tight for translation overflows.
 * Placeholders, plural branches' structure and tags (<0>…</0>) are kept as they are.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'đ',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Đ',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ü',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
}

/** Accents a literal's letters, leaving tags such as <0> and </0> alone. */
const accent = (text: string) => text.replace(/<\/?\d+\/?>|[A-Za-z]/g, (match) => ACCENTED[match] ?? match)

/** About 40 % more characters, as translations often need. */
const padding = (text: string) => '~'.repeat(Math.ceil(text.replace(/<\/?\d+\/?>/g, '').length * 0.4))

type Compiled = string | readonly (string | readonly unknown[])[]

function accentTokens(message: Compiled): Compiled {
  if (typeof message === 'string') return accent(message)
  return message.map((token) => {
    if (typeof token === 'string') return accent(token)
    const [name, format, branches] = token as [string, string?, Record<string, Compiled>?]
    if (!branches || typeof branches !== 'object') return token
    return [
      name,
      format,
      Object.fromEntries(
        Object.entries(branches).map(([key, branch]) => [key, Array.isArray(branch) || typeof branch === 'string' ? accentTokens(branch) : branch]),
      ),
    ]
  })
}

/** The literal text of a compiled message, for its length. */
const literal = (message: Compiled): string =>
  typeof message === 'string'
    ? message
    : message
        .map((token) => {
          if (typeof token === 'string') return token
          // A plural's or select's words: its 'other' branch.
          const branches = (token as [string, string?, Record<string, Compiled>?])[2]
          const other = branches && typeof branches === 'object' ? branches.other : undefined
          return other === undefined ? '' : literal(other)
        })
        .join('')

/**
 * A build's catalogues come compiled (catalogues.ts); the unit tests load the JSON as it is, so outside a build a
 * message still in ICU text is compiled here first. A build leaves the compiler out: imported here, it would join the
 * login page's first JavaScript, where Lingui's core refers to it.
 */
export async function pseudoLocalize(messages: Messages): Promise<Messages> {
  const compile = import.meta.env.DEV ? (await import('@lingui/message-utils/compileMessage')).compileMessage : undefined
  return Object.fromEntries(
    Object.entries(messages).map(([id, given]) => {
      const message = (typeof given === 'string' && compile ? compile(given) : given) as Compiled
      const accented = accentTokens(message)
      const pad = padding(literal(message))
      return [id, typeof accented === 'string' ? `[${accented}${pad}]` : ['[', ...accented, `${pad}]`]]
    }),
  ) as Messages
}
