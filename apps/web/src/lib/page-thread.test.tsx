import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useRef } from 'react'
import { nextTask, useModuleOnDemand, usePainted, useSeen, whenPainted, whenPaintedAndIdle } from './page-thread'

/** Animation frames and idle periods that run only when the test says so. */
function stubFramesAndIdle({ idle = true } = {}) {
  const frames = new Map<number, FrameRequestCallback>()
  const idles = new Map<number, { run: IdleRequestCallback; timeout?: number }>()
  let next = 1
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => (frames.set(next, run), next++))
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id))
  if (idle) {
    vi.stubGlobal(
      'requestIdleCallback',
      (run: IdleRequestCallback, options?: IdleRequestOptions) => (idles.set(next, { run, timeout: options?.timeout }), next++),
    )
    vi.stubGlobal('cancelIdleCallback', (id: number) => idles.delete(id))
  } else {
    vi.stubGlobal('requestIdleCallback', undefined)
  }
  return {
    frame() {
      const due = [...frames]
      frames.clear()
      for (const [, run] of due) run(performance.now())
    },
    idle() {
      const due = [...idles]
      idles.clear()
      for (const [, { run }] of due) run({ didTimeout: false, timeRemaining: () => 10 })
    },
    pendingIdle: () => [...idles.values()],
  }
}

describe('whenPainted', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('runs in the second animation frame, without waiting for an idle period; not at all once cancelled', () => {
    const page = stubFramesAndIdle()
    const run = vi.fn()
    whenPainted(run)
    page.frame()
    expect(run).not.toHaveBeenCalled()
    page.frame()
    expect(run).toHaveBeenCalledTimes(1)
    expect(page.pendingIdle()).toEqual([])

    const cancelled = vi.fn()
    const cancel = whenPainted(cancelled)
    page.frame()
    cancel()
    page.frame()
    expect(cancelled).not.toHaveBeenCalled()
  })
})

describe('whenPaintedAndIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('runs after two animation frames and then an idle period, not before', () => {
    const page = stubFramesAndIdle()
    const run = vi.fn()
    whenPaintedAndIdle(run, 700)
    page.idle()
    page.frame()
    page.idle()
    expect(run).not.toHaveBeenCalled()
    page.frame()
    expect(run).not.toHaveBeenCalled()
    expect(page.pendingIdle().map((p) => p.timeout)).toEqual([700])
    page.idle()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('without idle callbacks, runs in a task after the two frames', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const page = stubFramesAndIdle({ idle: false })
    const run = vi.fn()
    whenPaintedAndIdle(run)
    page.frame()
    vi.runAllTimers()
    expect(run).not.toHaveBeenCalled()
    page.frame()
    expect(run).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs nothing once cancelled, at any stage', () => {
    const page = stubFramesAndIdle()
    for (const framesBeforeCancel of [0, 1, 2]) {
      const run = vi.fn()
      const cancel = whenPaintedAndIdle(run)
      for (let i = 0; i < framesBeforeCancel; i++) page.frame()
      cancel()
      page.frame()
      page.frame()
      page.idle()
      expect(run).not.toHaveBeenCalled()
    }
  })
})

describe('nextTask', () => {
  it('resolves in a later task, not in the microtasks of the current one', async () => {
    let resolved = false
    void nextTask().then(() => {
      resolved = true
    })
    for (let i = 0; i < 10; i++) await Promise.resolve()
    expect(resolved).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(resolved).toBe(true)
  })
})

describe('useModuleOnDemand', () => {
  afterEach(() => cleanup())

  function Probe({ load, onRequest }: { load: () => Promise<string>; onRequest: (request: () => void) => void }) {
    const { module, request } = useModuleOnDemand(load)
    onRequest(request)
    return <p>{module ?? 'not yet'}</p>
  }

  it('loads nothing until asked, however long the page has been idle', async () => {
    const load = vi.fn(async () => 'loaded')
    const view = render(<Probe load={load} onRequest={() => undefined} />)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(load).not.toHaveBeenCalled()
    expect(view.container.textContent).toBe('not yet')
  })

  it('loads when asked, once, and shows what it loaded', async () => {
    const load = vi.fn(async () => 'loaded')
    let request = () => undefined as void
    const view = render(<Probe load={load} onRequest={(r) => (request = r)} />)
    await act(async () => request())
    await act(async () => request())
    expect(load).toHaveBeenCalledTimes(1)
    expect(view.container.textContent).toBe('loaded')
  })

  it('stays as it is when the code does not load', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    let request = () => undefined as void
    const view = render(<Probe load={load} onRequest={(r) => (request = r)} />)
    await act(async () => request())
    expect(load).toHaveBeenCalledTimes(1)
    expect(view.container.textContent).toBe('not yet')
  })
})

describe('useSeen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  function Probe({ margin }: { margin?: string }) {
    const box = useRef<HTMLDivElement>(null)
    return <div ref={box}>{useSeen(box, margin) ? 'seen' : 'not yet'}</div>
  }

  it('turns true once the element comes into the window, with the margin asked for, and stays true', () => {
    const observers: Array<{ report: (isIntersecting: boolean) => void; margin?: string; disconnected: boolean }> = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private record: (typeof observers)[number]
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = {
            report: (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], this as never),
            margin: options?.rootMargin,
            disconnected: false,
          }
          observers.push(this.record)
        }
        observe() {}
        disconnect() {
          this.record.disconnected = true
        }
      },
    )
    const view = render(<Probe margin="100px" />)
    expect(view.container.textContent).toBe('not yet')
    expect(observers.map((o) => o.margin)).toEqual(['100px'])
    act(() => observers[0]!.report(false))
    expect(view.container.textContent).toBe('not yet')
    act(() => observers[0]!.report(true))
    expect(view.container.textContent).toBe('seen')
    expect(observers[0]!.disconnected).toBe(true)
  })

  it('is true at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    expect(render(<Probe />).container.textContent).toBe('seen')
  })
})

describe('usePainted', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('turns true in the second animation frame after the first render', () => {
    const page = stubFramesAndIdle()
    function Probe() {
      return <p>{usePainted() ? 'painted' : 'not yet'}</p>
    }
    const view = render(<Probe />)
    expect(view.container.textContent).toBe('not yet')
    act(() => page.frame())
    expect(view.container.textContent).toBe('not yet')
    act(() => page.frame())
    expect(view.container.textContent).toBe('painted')
  })
})
