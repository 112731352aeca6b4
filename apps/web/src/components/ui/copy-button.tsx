import { useEffect, useState } from 'react'
import { Button } from './button'
import { detached } from '@/lib/detached'
import { useMessageText } from '@/lib/i18n/use-t'

/** How long the copy confirmation stays (part 2 §9). */
export const COPY_CONFIRMATION_MS = 2_000

/**
 * Copies a text to the clipboard and says 'Address copied!' (or `copiedText`) for 2 s.
 * A refused clipboard shows the spec's alert.
 */
export function CopyButton({
  text,
  label = 'Copy',
  copiedText = 'Address copied!',
  failureText = 'Failed to copy address.',
}: {
  text: string
  label?: string
  copiedText?: string
  failureText?: string
}) {
  const [copied, setCopied] = useState(false)
  // The words given, or these defaults, in the page's language (the `messages` part of the catalogue).
  const message = useMessageText()
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      window.alert(message(failureText))
    }
  }

  return (
    <div className="flex items-center gap-3">
      <Button variant="secondary" size="sm" onClick={detached(copy)}>
        {message(label)}
      </Button>
      <span role="status" className="text-xs font-medium text-emerald-300">
        {copied ? message(copiedText) : ''}
      </span>
    </div>
  )
}
