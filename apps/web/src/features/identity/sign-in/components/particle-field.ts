import { PARTICLES, type Particle, particleAlpha, particleCount, spawnParticle, stepParticle } from './background-particles'

/** The 2D context of a page canvas or of one handed to a worker: the drawing calls both have. */
export type FieldContext = Pick<
  CanvasRenderingContext2D,
  'clearRect' | 'setTransform' | 'beginPath' | 'moveTo' | 'lineTo' | 'stroke' | 'arc' | 'fill' | 'globalAlpha' | 'strokeStyle' | 'fillStyle' | 'lineWidth'
>

export interface FieldSize {
  width: number
  height: number
  /** Device pixels per CSS pixel, at most 2. */
  ratio: number
}

/**
 * The particle field of the sign-in screens, drawn into a canvas that is `size` big: the same code runs in a worker
 * (the page's thread stays free) or, where a canvas cannot be handed to a worker, on the page.
 */
export function createParticleField(canvas: { width: number; height: number }, context: FieldContext) {
  let particles: Particle[] = []
  let pointer: { x: number; y: number } | null = null
  let width = 0
  let height = 0

  const draw = () => {
    context.clearRect(0, 0, width, height)
    for (let i = 0; i < particles.length; i++) {
      const a = particles[i]!
      for (let j = i + 1; j < particles.length; j++) {
        const b = particles[j]!
        const distance = Math.hypot(a.x - b.x, a.y - b.y)
        if (distance < PARTICLES.linkDistance) {
          context.globalAlpha = (1 - distance / PARTICLES.linkDistance) * 0.35 * Math.min(particleAlpha(a), particleAlpha(b))
          context.strokeStyle = a.color
          context.lineWidth = 0.6
          context.beginPath()
          context.moveTo(a.x, a.y)
          context.lineTo(b.x, b.y)
          context.stroke()
        }
      }
    }
    for (const p of particles) {
      context.globalAlpha = particleAlpha(p)
      context.fillStyle = p.color
      context.beginPath()
      context.arc(p.x, p.y, p.size, 0, Math.PI * 2)
      context.fill()
    }
    context.globalAlpha = 1
  }

  return {
    resize(size: FieldSize) {
      width = size.width
      height = size.height
      canvas.width = Math.round(width * size.ratio)
      canvas.height = Math.round(height * size.ratio)
      context.setTransform(size.ratio, 0, 0, size.ratio, 0, 0)
      const count = particleCount(width, height)
      particles = particles.slice(0, count)
      while (particles.length < count) {
        const p = spawnParticle(width, height)
        p.age = Math.floor(Math.random() * p.life * 0.5)
        particles.push(p)
      }
    },
    setPointer(at: { x: number; y: number } | null) {
      pointer = at
    },
    /** One frame: every particle moves, old ones are replaced, and the field is drawn. */
    step() {
      particles = particles.map((p) => {
        stepParticle(p, width, height, pointer)
        return p.age >= p.life ? spawnParticle(width, height) : p
      })
      draw()
    },
    draw,
  }
}

/** What the page tells the worker that draws the field. */
export type FieldMessage =
  | { type: 'start'; canvas: OffscreenCanvas; size: FieldSize; still: boolean }
  | { type: 'resize'; size: FieldSize }
  | { type: 'pointer'; at: { x: number; y: number } | null }
  | { type: 'motion'; still: boolean }

/** Runs the field frame by frame until `still` (reduced motion) or `stop()`; a still field is drawn once. */
export function animateField(
  field: ReturnType<typeof createParticleField>,
  frames: { request: (callback: () => void) => number; cancel: (id: number) => void },
) {
  let frame = 0
  const tick = () => {
    field.step()
    frame = frames.request(tick)
  }
  return {
    setStill(still: boolean) {
      frames.cancel(frame)
      if (still) field.draw()
      else frame = frames.request(tick)
    },
    stop() {
      frames.cancel(frame)
    },
  }
}
