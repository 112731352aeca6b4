import { describe, expect, it } from 'vitest'
import { PARTICLES, particleCount, spawnParticle, stepParticle } from './background-particles'

describe('background particles (spec part 1 §9)', () => {
  it('uses window area / 15000 particles, at most 70', () => {
    expect(particleCount(600, 500)).toBe(20)
    expect(particleCount(1920, 1080)).toBe(70)
  })

  it('spawns within the size, lifetime and palette limits', () => {
    for (const r of [0, 0.5, 0.999]) {
      const p = spawnParticle(800, 600, () => r)
      expect(p.size).toBeGreaterThanOrEqual(0.8)
      expect(p.size).toBeLessThanOrEqual(2.8)
      expect(p.life).toBeGreaterThanOrEqual(300)
      expect(p.life).toBeLessThanOrEqual(400)
      expect(PARTICLES.colors).toContain(p.color)
    }
  })

  it('is drawn toward a pointer within 150 px and never faster than 2', () => {
    const p = { ...spawnParticle(800, 600, () => 0.5), x: 100, y: 100, vx: 0, vy: 0 }
    stepParticle(p, 800, 600, { x: 200, y: 100 })
    expect(p.vx).toBeGreaterThan(0)
    const far = { ...p, x: 100, y: 100, vx: 0, vy: 0 }
    stepParticle(far, 800, 600, { x: 400, y: 100 })
    expect(far.vx).toBe(0)
    const fast = { ...p, vx: 10, vy: 10 }
    stepParticle(fast, 800, 600, null)
    expect(Math.hypot(fast.vx, fast.vy)).toBeCloseTo(2)
  })
})
