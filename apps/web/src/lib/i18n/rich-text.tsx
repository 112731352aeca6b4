import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react'

/**
 * A translated sentence with parts marked `<0>…</0>`, `<1>…</1>`: each part is drawn with the element of that number
 * (a link, an emphasis), its words the translation's. A translator can thus move the part within the sentence.
 */
export function RichText({ text, parts }: { text: string; parts: readonly ReactElement[] }): ReactNode {
  const pieces = text.split(/<(\d+)>(.*?)<\/\1>/s)
  const out: ReactNode[] = []
  for (let i = 0; i < pieces.length; i += 3) {
    if (pieces[i]) out.push(<Fragment key={i}>{pieces[i]}</Fragment>)
    const index = pieces[i + 1]
    const element = index === undefined ? undefined : parts[Number(index)]
    if (element) out.push(cloneElement(element, { key: `p${i}` }, pieces[i + 2]))
  }
  return out
}
