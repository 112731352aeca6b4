import { describe, expect, it, vi } from 'vitest'
import { particleCount } from './background-particles'
import { animateField, createParticleField, type FieldContext } from './particle-field'

function recordingContext() {
  const calls: string[] = []
  const record = (name: string) => () => void calls.push(name)
  const context: FieldContext = {
    clearRect: record('clearRect'),
    setTransform: record('setTransform'),
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    stroke: record('stroke'),
    arc: record('arc'),
    fill: record('fill'),
    globalAlpha: 1,
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 1,
  }
  return { context, calls }
}

describe('the particle field of the sign-in screens', () => {
  it('sizes the canvas in device pixels and holds window area / 15000 particles', () => {
    const canvas = { width: 0, height: 0 }
    const { context, calls } = recordingContext()
    const field = createParticleField(canvas, context)
    field.resize({ width: 412, height: 823, ratio: 1.75 })
    expect(canvas).toEqual({ width: 721, height: 1440 })
    field.step()
    expect(calls.filter((c) => c === 'arc')).toHaveLength(particleCount(412, 823))
    calls.length = 0
    field.resize({ width: 1920, height: 1080, ratio: 1 })
    field.draw()
    expect(calls.filter((c) => c === 'arc')).toHaveLength(70)
  })

  it('draws one still frame when motion is reduced, and frame after frame otherwise', () => {
    const { context, calls } = recordingContext()
    const field = createParticleField({ width: 0, height: 0 }, context)
    field.resize({ width: 600, height: 500, ratio: 1 })
    const pending: Array<() => void> = []
    const frames = { request: vi.fn((callback: () => void) => pending.push(callback)), cancel: vi.fn() }
    const animation = animateField(field, frames)

    animation.setStill(true)
    expect(calls.filter((c) => c === 'clearRect')).toHaveLength(1)
    expect(frames.request).not.toHaveBeenCalled()

    animation.setStill(false)
    pending.shift()!()
    pending.shift()!()
    expect(calls.filter((c) => c === 'clearRect')).toHaveLength(3)
    expect(frames.request).toHaveBeenCalledTimes(3)
    animation.stop()
    expect(frames.cancel).toHaveBeenCalled()
  })
})
