import { useCallback, useEffect, useRef, useState } from 'react'

/** Customer success banners clear after 4 s (part 2 §9). */
export const SUCCESS_MESSAGE_MS = 4_000

/** A message that disappears by itself after `ms`; showing a new one restarts the clock. */
export function useTimedMessage(ms = SUCCESS_MESSAGE_MS) {
  const [message, setMessage] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current)
      setMessage(text)
      timer.current = setTimeout(() => setMessage(null), ms)
    },
    [ms],
  )
  const clear = useCallback(() => {
    clearTimeout(timer.current)
    setMessage(null)
  }, [])
  return { message, show, clear }
}
