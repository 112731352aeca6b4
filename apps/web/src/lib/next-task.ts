/**
 * Resolves in a task of its own: work that follows an `await nextTask()` does not lengthen the task that was running,
 * so the page's thread is free in between (for input, for a paint) rather than held in one long task. Without React,
 * so that boot.ts can use it (lib/page-thread.ts offers it to the app beside its hooks).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
