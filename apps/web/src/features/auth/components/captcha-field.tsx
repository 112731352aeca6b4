import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react'
import type { AltchaWidgetElement } from 'altcha/types/generic'
import { FieldError } from '@/components/ui/field'

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge'

export interface CaptchaHandle {
  /** Back to unsolved; the token is cleared. */
  reset: () => void
}

/**
 * The ALTCHA proof-of-work widget. Its script loads only when a captcha is shown,
 * keeping it out of the sign-in page's first download.
 */
export function CaptchaField({ onTokenChange, error, ref }: { onTokenChange: (token: string | null) => void; error?: string; ref?: Ref<CaptchaHandle> }) {
  const widgetRef = useRef<AltchaWidgetElement>(null)
  const [ready, setReady] = useState(false)
  const onTokenChangeRef = useRef(onTokenChange)
  useEffect(() => {
    onTokenChangeRef.current = onTokenChange
  })

  useEffect(() => {
    let cancelled = false
    void import('altcha').then(() => {
      if (!cancelled) setReady(true)
    })
    return () => {
      cancelled = true
    }
  }, [])

  useEffect(() => {
    const widget = widgetRef.current
    if (!widget) return
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail
      onTokenChangeRef.current(state === 'verified' && payload ? payload : null)
    }
    widget.addEventListener('statechange', onStateChange)
    return () => widget.removeEventListener('statechange', onStateChange)
  }, [ready])

  useImperativeHandle(ref, () => ({
    reset: () => {
      widgetRef.current?.reset?.()
      onTokenChangeRef.current(null)
    },
  }))

  return (
    <div className="space-y-1.5" data-testid="captcha">
      <div className="min-h-[58px] rounded-xl" aria-busy={!ready}>
        <altcha-widget ref={widgetRef as Ref<HTMLElement>} challenge={CAPTCHA_CHALLENGE_URL} name="captcha" />
      </div>
      <FieldError id="captcha-error" message={error} />
    </div>
  )
}
