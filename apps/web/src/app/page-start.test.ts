import { afterEach, describe, expect, it, vi } from 'vitest'

// Each task boundary (nextTask) is let through by the test, one at a time.
const boundaries: Array<() => void> = []
vi.mock('@/lib/next-task', () => ({ nextTask: () => new Promise<void>((resolve) => boundaries.push(resolve)) }))

/** The storage keys read so far, each with the storage it was read from. */
function watchStorage(): string[] {
  const reads: string[] = []
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
    reads.push(`${this === window.localStorage ? 'local' : 'session'}:${key}`)
    return null
  })
  return reads
}

/** Lets the page's thread go on to its next task, and waits until what that task started has run. */
async function nextTask() {
  await vi.waitFor(() => expect(boundaries.length).toBe(1))
  boundaries.shift()!()
  await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('startPage', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.resetModules()
  })

  it('opens no storage in the task that starts it: the closing-tab rule runs in the next task, the history mark in the one after', async () => {
    const reads = watchStorage()
    const { startPage } = await import('./page-start')
    let done = false
    void startPage().then(() => (done = true))
    expect(reads).toEqual([])
    await nextTask()
    expect(reads).toEqual(['local:wallet.closedAt'])
    await nextTask()
    expect(reads).toEqual(['local:wallet.closedAt', 'session:wallet.tabHistory'])
    expect(done).toBe(true)
  })

  it('runs once, whoever asks first', async () => {
    const reads = watchStorage()
    const { startPage } = await import('./page-start')
    const first = startPage()
    expect(startPage()).toBe(first)
    await nextTask()
    await nextTask()
    await first
    expect(reads).toHaveLength(2)
  })
})
