import { type PointerEvent, type RefObject, useCallback, useEffect, useState } from 'react'

export { nextTask } from './next-task'

/**
 * Runs `run` once what the page shows now has been painted: after two animation frames (the first paints what was just
 * rendered, the second begins once it is out), when the page's layout is up to date. Returns what cancels it.
 */
export function whenPainted(run: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(run)
  })
  return () => cancelAnimationFrame(frame)
}

/**
 * Runs `run` once what the page shows now has been painted and the page is idle: after two animation frames
 * (`whenPainted`) and then an idle period, or `timeoutMs` after the frames if the page is never idle. For what adds to
 * a screen that already shows (a chart and its data): its requests and its work then come after the screen's first
 * paint instead of holding it up (docs/decisions/068-overview-first-paint.md). Returns what cancels it.
 */
export function whenPaintedAndIdle(run: () => void, timeoutMs = 1000): () => void {
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancelFrames = whenPainted(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: timeoutMs })
    else timer = setTimeout(run, 0)
  })
  return () => {
    cancelFrames()
    if (idle !== undefined) window.cancelIdleCallback(idle)
    clearTimeout(timer)
  }
}

/** False until what the calling component first rendered has been painted (`whenPainted`). */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => whenPainted(() => setPainted(true)), [])
  return painted
}

/** False until what the calling component first rendered has been painted and the page has been idle. */
export function usePaintedAndIdle(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => whenPaintedAndIdle(() => setReady(true)), [])
  return ready
}

/**
 * The module `load` gives, loaded once `request()` has been called (the pointer on what needs it, the focus, a press):
 * undefined until it is in. For code a screen needs only when the user turns to it (a menu, whose button can show
 * without it): it costs the page nothing until then (docs/decisions/068-overview-first-paint.md).
 */
export function useModuleOnDemand<T>(load: () => Promise<T>): { module: T | undefined; request: () => void } {
  const [requested, setRequested] = useState(false)
  const [module, setModule] = useState<{ value: T }>()
  useEffect(() => {
    if (!requested) return
    let live = true
    // Should the code not load, what stands in for it stays (the menu it stands for cannot open).
    load().then(
      (value) => live && setModule({ value }),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [requested, load])
  return { module: module?.value, request: useCallback(() => setRequested(true), []) }
}

/**
 * A button that stands in for a menu or popover until its code has loaded (`useModuleOnDemand`): pointing at it or
 * focusing it asks for the code, and a press is remembered (`pressed`) so that the real one opens once it is in, as
 * the focus is (`focused`). A press counts from the pointer going down, as it does on Radix's menu trigger: should the
 * code arrive between the pointer going down and the click, the real button replaces this one in between and the
 * click lands on neither.
 */
export function useStandIn<T>(load: () => Promise<T>) {
  const { module, request } = useModuleOnDemand(load)
  const [pressed, setPressed] = useState(false)
  const [focused, setFocused] = useState(false)
  const press = () => {
    setPressed(true)
    request()
  }
  const props = {
    onPointerEnter: request,
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) press()
    },
    onFocus: () => {
      setFocused(true)
      request()
    },
    onBlur: () => setFocused(false),
    onClick: press,
  }
  return { module, pressed, focused, press, props }
}

/**
 * False until the element has come into the window (or within `margin` of it), true from then on. For what is only
 * worth drawing once it can be seen (a chart further down a phone's page). Where the browser cannot tell
 * (no IntersectionObserver), true at once.
 */
export function useSeen(element: RefObject<Element | null>, margin = '0px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver !== 'function')
  useEffect(() => {
    const target = element.current
    if (seen || !target) return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setSeen(true), { rootMargin: margin })
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, margin, seen])
  return seen
}
