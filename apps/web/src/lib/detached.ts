/**
 * An event handler that starts asynchronous work and does not wait for it: a form's submit, a button's action. The
 * work shows its own outcome (a form's errors, a banner), so React, which ignores what a handler returns, loses nothing;
 * this says so where the handler is given, as the type-aware lint asks.
 */
export function detached<Args extends unknown[]>(run: (...args: Args) => Promise<unknown> | void): (...args: Args) => void {
  return (...args) => void run(...args)
}
