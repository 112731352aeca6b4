import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react'
import type { AltchaWidgetElement } from 'altcha/types/generic'
import { ERRORS } from '@wallet/shared/errors'
import { FieldError } from '@/components/ui/field'
import { ApiError, errorMessage } from '@/lib/api-client'

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
        <altcha-widget ref={widgetRef} challenge={CAPTCHA_CHALLENGE_URL} name="captcha" />
      </div>
      <FieldError id="captcha-error" message={error} />
    </div>
  )
}

const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_FAILED'])
/** Answers after which the captcha is shown and required (spec part 1 §4). */
const TURNS_CAPTCHA_ON = new Set(['INVALID_CREDENTIALS', 'CAPTCHA_REQUIRED'])

/**
 * The captcha of a signed-out form that checks a password (sign-in, unfreezing): hidden until an answer asks for it,
 * then needed for every attempt, each solution good for one attempt only.
 */
export function useCaptchaGate() {
  const handle = useRef<CaptchaHandle>(null)
  const [active, setActive] = useState(false)
  const [token, setToken] = useState<string | null>(null)
  const [error, setError] = useState<string>()
  const spend = () => {
    handle.current?.reset()
    setToken(null)
  }
  return {
    /** Before an attempt: the solution to send (null while the captcha is off), or nothing when one is still needed. */
    attempt(): { token: string | null } | undefined {
      setError(undefined)
      if (!active) return { token: null }
      if (!token) {
        setError(ERRORS.CAPTCHA_REQUIRED.message)
        return undefined
      }
      return { token }
    },
    /** After an answer that let the attempt through: its solution is spent. */
    accepted() {
      if (token) spend()
    },
    /** After a refusal: turns the captcha on if the answer asks for it; true when the refusal was the captcha's, shown under it. */
    refused(cause: unknown): boolean {
      const code = cause instanceof ApiError ? cause.code : ''
      if (TURNS_CAPTCHA_ON.has(code)) setActive(true)
      if (token || CAPTCHA_CODES.has(code)) spend()
      if (!CAPTCHA_CODES.has(code)) return false
      setError(errorMessage(cause))
      return true
    },
    field: active ? (
      <CaptchaField
        ref={handle}
        error={error}
        onTokenChange={(next) => {
          setToken(next)
          if (next) setError(undefined)
        }}
      />
    ) : null,
  }
}
