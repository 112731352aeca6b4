import { useEffect, useRef } from 'react'
import { animateField, createParticleField, type FieldMessage, type FieldSize } from './particle-field'

/**
 * Full-window decoration of the sign-in screens: a dark gradient, a glowing circle, and drifting particles
 * joined by lines and drawn toward the pointer. Still when the user prefers reduced motion.
 * The particles start once the page has loaded and is idle, and are drawn in a worker where the browser can hand a
 * canvas to one, so the animation never holds up the page's own thread (docs/decisions/060-first-screen.md).
 */
export function AnimatedBackground() {
  const holderRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const holder = holderRef.current
    if (!holder) return
    let stopField: (() => void) | undefined
    const cancelStart = whenLoadedAndIdle(() => {
      stopField = startField(holder)
    })
    return () => {
      cancelStart()
      stopField?.()
    }
  }, [])

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,#1b1f4b_0%,#0b0f2c_45%,#04061a_100%)]" />
      <div className="absolute top-1/2 left-1/2 size-[42rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-[radial-gradient(circle,rgb(99_102_241/0.32)_0%,rgb(168_85_247/0.14)_40%,transparent_70%)] blur-2xl" />
      <div ref={holderRef} className="absolute inset-0" />
    </div>
  )
}

interface Painter {
  resize(size: FieldSize): void
  pointer(at: { x: number; y: number } | null): void
  motion(still: boolean): void
  stop(): void
}

/** A new canvas in `holder` (one per mount: a canvas handed to a worker cannot be handed over again). */
function startField(holder: HTMLElement): () => void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
  const size = (): FieldSize => ({ width: window.innerWidth, height: window.innerHeight, ratio: Math.min(window.devicePixelRatio || 1, 2) })
  const newCanvas = () => {
    const canvas = document.createElement('canvas')
    canvas.className = 'absolute inset-0 size-full'
    holder.replaceChildren(canvas)
    return canvas
  }
  const canvas = newCanvas()
  let painter =
    typeof Worker === 'function' && 'transferControlToOffscreen' in canvas
      ? inWorker(canvas, size(), reducedMotion.matches, () => {
          // The worker did not start: draw on the page instead, on a canvas of its own.
          painter.stop()
          painter = onPage(newCanvas(), size(), reducedMotion.matches)
        })
      : onPage(canvas, size(), reducedMotion.matches)

  const onResize = () => painter.resize(size())
  const onPointerMove = (event: PointerEvent) => painter.pointer({ x: event.clientX, y: event.clientY })
  const onPointerLeave = () => painter.pointer(null)
  const onMotionChange = () => painter.motion(reducedMotion.matches)
  window.addEventListener('resize', onResize)
  window.addEventListener('pointermove', onPointerMove)
  document.addEventListener('pointerleave', onPointerLeave)
  reducedMotion.addEventListener('change', onMotionChange)
  return () => {
    window.removeEventListener('resize', onResize)
    window.removeEventListener('pointermove', onPointerMove)
    document.removeEventListener('pointerleave', onPointerLeave)
    reducedMotion.removeEventListener('change', onMotionChange)
    painter.stop()
    holder.replaceChildren()
  }
}

function inWorker(canvas: HTMLCanvasElement, size: FieldSize, still: boolean, onFailure: () => void): Painter {
  const worker = new Worker(new URL('./background-worker.ts', import.meta.url), { type: 'module' })
  const post = (message: FieldMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer)
  worker.addEventListener('error', onFailure, { once: true })
  const offscreen = canvas.transferControlToOffscreen()
  post({ type: 'start', canvas: offscreen, size, still }, [offscreen])
  return {
    resize: (next) => post({ type: 'resize', size: next }),
    pointer: (at) => post({ type: 'pointer', at }),
    motion: (nextStill) => post({ type: 'motion', still: nextStill }),
    stop: () => worker.terminate(),
  }
}

function onPage(canvas: HTMLCanvasElement, size: FieldSize, still: boolean): Painter {
  const context = canvas.getContext('2d')
  if (!context) return { resize() {}, pointer() {}, motion() {}, stop() {} }
  const field = createParticleField(canvas, context)
  field.resize(size)
  const animation = animateField(field, { request: (callback) => requestAnimationFrame(callback), cancel: (id) => cancelAnimationFrame(id) })
  animation.setStill(still)
  let isStill = still
  return {
    resize: (next) => {
      field.resize(next)
      if (isStill) field.draw()
    },
    pointer: (at) => field.setPointer(at),
    motion: (nextStill) => {
      isStill = nextStill
      animation.setStill(nextStill)
    },
    stop: () => animation.stop(),
  }
}

/** Runs `start` once the page has loaded and the browser is idle; returns what cancels it. */
function whenLoadedAndIdle(start: () => void): () => void {
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(start, { timeout: 2000 })
    else timer = setTimeout(start, 200)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idle !== undefined) window.cancelIdleCallback(idle)
    clearTimeout(timer)
  }
}
