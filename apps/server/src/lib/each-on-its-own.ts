import { AppError } from './errors.ts'

/** One item's outcome in a bulk action: done, or the refusal it met (the user sees its message and code). */
export interface ItemOutcome {
  done: boolean
  error: string | null
  code: string | null
}

/**
 * Runs `act` for each item in turn, each on its own (its own transaction, as a staff action is), so that one refused
 * item neither undoes nor hides the others: every item gets its outcome. An unexpected failure is reported through
 * `onUnexpected` and answered as INTERNAL, since the items before it are done already and the caller must see them.
 */
export async function eachOnItsOwn<T>(
  items: readonly T[],
  act: (item: T) => Promise<unknown>,
  onUnexpected: (err: unknown, item: T) => void,
): Promise<Array<{ item: T } & ItemOutcome>> {
  const outcomes: Array<{ item: T } & ItemOutcome> = []
  for (const item of items) {
    try {
      await act(item)
      outcomes.push({ item, done: true, error: null, code: null })
    } catch (err) {
      if (!(err instanceof AppError)) onUnexpected(err, item)
      const refused = err instanceof AppError ? err : new AppError('INTERNAL')
      outcomes.push({ item, done: false, error: refused.message, code: refused.code })
    }
  }
  return outcomes
}
