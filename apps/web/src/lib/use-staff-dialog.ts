import { STAFF_TIMINGS } from '@/config/staff-timings'
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A staff dialog's life: open, the failure of the last try, and after success its message for 1.5 s before it
 * closes by itself (part 2 §9). Opening it again starts clean.
 */
export function useStaffDialog<T = true>() {
  const [target, setTarget] = useState<T | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const open = useCallback((value: T) => {
    clearTimeout(timer.current)
    setError(null)
    setSuccess(null)
    setTarget(value)
  }, [])
  const close = useCallback(() => {
    clearTimeout(timer.current)
    setTarget(null)
  }, [])
  const succeed = useCallback((message: string) => {
    setError(null)
    setSuccess(message)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setTarget(null), STAFF_TIMINGS.dialogCloseMs)
  }, [])
  const fail = useCallback((message: string) => {
    setSuccess(null)
    setError(message)
  }, [])

  return {
    /** What the dialog is open for (null: closed). */
    target,
    isOpen: target !== null,
    error,
    success,
    open,
    close,
    succeed,
    fail,
    /** For a Dialog's onOpenChange: closing only (it is opened by `open`). */
    onOpenChange: (next: boolean) => {
      if (!next) close()
    },
  }
}

export type StaffDialog<T = true> = ReturnType<typeof useStaffDialog<T>>
