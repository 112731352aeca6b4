/**
 * `work` over every item with at most `concurrency` calls in flight, the results in the items' order. The first
 * failure is thrown once the calls in flight have settled; no new call starts after it.
 */
export async function mapBounded<T, R>(items: readonly T[], concurrency: number, work: (item: T, position: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  let failed = false
  async function lane() {
    while (!failed && next < items.length) {
      const position = next++
      try {
        results[position] = await work(items[position]!, position)
      } catch (err) {
        failed = true
        throw err
      }
    }
  }
  const lanes = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane))
  const failure = lanes.find((lane) => lane.status === 'rejected')
  if (failure) throw failure.reason
  return results
}
