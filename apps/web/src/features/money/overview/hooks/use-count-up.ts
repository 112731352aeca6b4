import { useEffect, useRef, useState } from 'react'

/** The balance count-up lasts 1.5 s (part 1 §9). */
export const COUNT_UP_MS = 1_500

/**
 * Animates a number from its previous value to `target` over 1.5 s (ease-out). The animated figure is for
 * the eye only; the exact value is what the caller formats once the animation ends.
 */
export function useCountUp(target: number, duration = COUNT_UP_MS): { value: number; done: boolean } {
  const [value, setValue] = useState(0)
  const [done, setDone] = useState(false)
  const from = useRef(0)
  useEffect(() => {
    const start = performance.now()
    const origin = from.current
    setDone(false)
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - start) / duration)
      const eased = 1 - (1 - t) ** 3
      setValue(origin + (target - origin) * eased)
      if (t < 1) frame = requestAnimationFrame(step)
      else {
        from.current = target
        setDone(true)
      }
    })
    return () => cancelAnimationFrame(frame)
  }, [target, duration])
  return { value, done }
}
