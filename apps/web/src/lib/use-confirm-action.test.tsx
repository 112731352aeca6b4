import { act, renderHook, waitFor } from '@testing-library/react'
import { STAFF_TIMINGS } from '@/config/staff-timings'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { staffOutcome, useConfirmAction } from './use-confirm-action'

describe('useConfirmAction', () => {
  afterEach(() => vi.useRealTimers())

  it('runs the action for the target it was opened for, shows the success, and closes 1.5 s later', async () => {
    const run = vi.fn(async (id: string) => `Done ${id}.`)
    const onSuccess = vi.fn()
    const { result } = renderHook(() => useConfirmAction<string>({ run, failure: 'Failed.', onSuccess }))
    act(() => result.current.open('a1'))
    expect(result.current.dialogProps.open).toBe(true)

    vi.useFakeTimers()
    await act(() => result.current.confirm())
    expect(run).toHaveBeenCalledWith('a1')
    expect(result.current.success).toBe('Done a1.')
    expect(onSuccess).toHaveBeenCalledWith('Done a1.', 'a1')
    expect(result.current.pending).toBe(false)

    act(() => {
      vi.advanceTimersByTime(STAFF_TIMINGS.dialogCloseMs - 1)
    })
    expect(result.current.isOpen).toBe(true)
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current.isOpen).toBe(false)
  })

  it("shows a refusal in the server's words, any other failure as the spec's message, and stays open", async () => {
    const run = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError({ error: 'Already banned.', code: 'CONFLICT' }, 409))
      .mockRejectedValueOnce(new ApiError({ error: 'Boom.', code: 'INTERNAL' }, 500))
    const { result } = renderHook(() => useConfirmAction({ run, failure: 'Failed to ban.' }))
    act(() => result.current.open(true))
    await act(() => result.current.confirm())
    expect(result.current.error).toBe('Already banned.')
    await act(() => result.current.confirm())
    expect(result.current.error).toBe('Failed to ban.')
    expect(result.current.success).toBeNull()
    expect(result.current.isOpen).toBe(true)
  })

  it("shows the 'no result' text when the answer does not say it worked", async () => {
    const { result } = renderHook(() => useConfirmAction({ run: async () => staffOutcome(undefined, 'Could not process the ban.'), failure: 'Failed.' }))
    act(() => result.current.open(true))
    await act(() => result.current.confirm())
    await waitFor(() => expect(result.current.error).toBe('Could not process the ban.'))
    expect(staffOutcome({ success: true, message: 'Banned.' }, 'x')).toBe('Banned.')
  })

  it('opening again starts clean', async () => {
    const { result } = renderHook(() => useConfirmAction({ run: async () => ({ failed: 'No.' }), failure: 'Failed.' }))
    act(() => result.current.open(true))
    await act(() => result.current.confirm())
    expect(result.current.error).toBe('No.')
    act(() => result.current.open(true))
    expect(result.current.error).toBeNull()
  })
})
