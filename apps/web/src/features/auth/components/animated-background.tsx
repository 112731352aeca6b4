import { useEffect, useRef } from 'react'
import { PARTICLES, type Particle, particleAlpha, particleCount, spawnParticle, stepParticle } from './background-particles'

/**
 * Full-window decoration of the sign-in screens: a dark gradient, a glowing circle, and drifting particles
 * joined by lines and drawn toward the pointer. Still when the user prefers reduced motion.
 */
export function AnimatedBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    const context = canvas?.getContext('2d')
    if (!canvas || !context) return
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
    let particles: Particle[] = []
    let pointer: { x: number; y: number } | null = null
    let frame = 0
    let width = 0
    let height = 0

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2)
      width = window.innerWidth
      height = window.innerHeight
      canvas.width = width * ratio
      canvas.height = height * ratio
      context.setTransform(ratio, 0, 0, ratio, 0, 0)
      const count = particleCount(width, height)
      particles = particles.slice(0, count)
      while (particles.length < count) {
        const p = spawnParticle(width, height)
        p.age = Math.floor(Math.random() * p.life * 0.5)
        particles.push(p)
      }
    }

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

    const tick = () => {
      particles = particles.map((p) => {
        stepParticle(p, width, height, pointer)
        return p.age >= p.life ? spawnParticle(width, height) : p
      })
      draw()
      frame = requestAnimationFrame(tick)
    }

    const start = () => {
      cancelAnimationFrame(frame)
      if (reducedMotion.matches) draw()
      else frame = requestAnimationFrame(tick)
    }
    const onPointerMove = (event: PointerEvent) => {
      pointer = { x: event.clientX, y: event.clientY }
    }
    const onPointerLeave = () => {
      pointer = null
    }

    resize()
    start()
    window.addEventListener('resize', resize)
    window.addEventListener('pointermove', onPointerMove)
    document.addEventListener('pointerleave', onPointerLeave)
    reducedMotion.addEventListener('change', start)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('resize', resize)
      window.removeEventListener('pointermove', onPointerMove)
      document.removeEventListener('pointerleave', onPointerLeave)
      reducedMotion.removeEventListener('change', start)
    }
  }, [])

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,#1b1f4b_0%,#0b0f2c_45%,#04061a_100%)]" />
      <div className="absolute top-1/2 left-1/2 size-[42rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-[radial-gradient(circle,rgb(99_102_241/0.32)_0%,rgb(168_85_247/0.14)_40%,transparent_70%)] blur-2xl" />
      <canvas ref={canvasRef} className="absolute inset-0 size-full" />
    </div>
  )
}
