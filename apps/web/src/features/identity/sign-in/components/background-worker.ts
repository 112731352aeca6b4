import { animateField, createParticleField, type FieldMessage } from './particle-field'

/**
 * The sign-in screens' particle field, drawn in this worker into the canvas the page hands over, so that no frame of
 * it runs on the page's thread (docs/decisions/060-first-screen.md).
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FieldMessage>) => void) | null
  requestAnimationFrame?: (callback: () => void) => number
  cancelAnimationFrame?: (id: number) => void
}
// Workers without animation frames draw on a 60 Hz timer instead.
const frames =
  scope.requestAnimationFrame && scope.cancelAnimationFrame
    ? { request: scope.requestAnimationFrame.bind(scope), cancel: scope.cancelAnimationFrame.bind(scope) }
    : { request: (callback: () => void) => setTimeout(callback, 1000 / 60) as unknown as number, cancel: (id: number) => clearTimeout(id) }

let field: ReturnType<typeof createParticleField> | undefined
let animation: ReturnType<typeof animateField> | undefined
let still = false

scope.onmessage = ({ data }) => {
  switch (data.type) {
    case 'start': {
      const context = data.canvas.getContext('2d')
      if (!context) return
      field = createParticleField(data.canvas, context)
      field.resize(data.size)
      animation = animateField(field, frames)
      still = data.still
      animation.setStill(still)
      return
    }
    case 'resize':
      field?.resize(data.size)
      if (still) field?.draw()
      return
    case 'pointer':
      field?.setPointer(data.at)
      return
    case 'motion':
      still = data.still
      animation?.setStill(still)
      return
  }
}
