/** The particle field behind the sign-in screens (spec part 1 §9 constants). */
export const PARTICLES = {
  max: 70,
  areaPerParticle: 15_000,
  minSize: 0.8,
  maxSize: 2.8,
  minLife: 300,
  maxLife: 400,
  pointerRadius: 150,
  maxSpeed: 2,
  linkDistance: 100,
  colors: ['#3b82f6', '#6366f1', '#8b5cf6', '#a855f7'],
} as const

export interface Particle {
  x: number
  y: number
  vx: number
  vy: number
  size: number
  color: string
  age: number
  life: number
}

export function particleCount(width: number, height: number): number {
  return Math.min(PARTICLES.max, Math.floor((width * height) / PARTICLES.areaPerParticle))
}

export function spawnParticle(width: number, height: number, random: () => number = Math.random): Particle {
  return {
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * 0.6,
    vy: (random() - 0.5) * 0.6,
    size: PARTICLES.minSize + random() * (PARTICLES.maxSize - PARTICLES.minSize),
    color: PARTICLES.colors[Math.floor(random() * PARTICLES.colors.length)]!,
    age: 0,
    life: PARTICLES.minLife + Math.floor(random() * (PARTICLES.maxLife - PARTICLES.minLife + 1)),
  }
}

/** One frame: drift, pull toward the pointer when near, cap the speed, wrap at the edges, age. */
export function stepParticle(p: Particle, width: number, height: number, pointer: { x: number; y: number } | null): void {
  if (pointer) {
    const dx = pointer.x - p.x
    const dy = pointer.y - p.y
    const distance = Math.hypot(dx, dy)
    if (distance > 0 && distance < PARTICLES.pointerRadius) {
      const pull = (1 - distance / PARTICLES.pointerRadius) * 0.05
      p.vx += (dx / distance) * pull
      p.vy += (dy / distance) * pull
    }
  }
  const speed = Math.hypot(p.vx, p.vy)
  if (speed > PARTICLES.maxSpeed) {
    p.vx = (p.vx / speed) * PARTICLES.maxSpeed
    p.vy = (p.vy / speed) * PARTICLES.maxSpeed
  }
  p.x = (p.x + p.vx + width) % width
  p.y = (p.y + p.vy + height) % height
  p.age += 1
}

/** Fades in over the first and out over the last 60 frames of its life. */
export function particleAlpha(p: Particle): number {
  const fade = 60
  return Math.max(0, Math.min(1, p.age / fade, (p.life - p.age) / fade))
}
