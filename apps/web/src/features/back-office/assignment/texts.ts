/** The assignment screens' words (the server's answers carry their own). */
export const ASSIGNMENT_TEXTS = {
  lookedAfterBy: (name: string) => `Looked after by ${name}.`,
  nobody: 'No worker looks after this customer.',
  failed: 'Could not move the customer. Please try again.',
  workersFailed: 'Could not load the workers.',
  confirmMove: (name: string) => `Move this customer to ${name}? Their open tickets go with them, and they are told that their account manager changed.`,
  confirmUnassign: 'Leave this customer without an account manager? Their open tickets wait unassigned, and they are told.',
  handOnTitle: 'Hand On Customers',
  handOnFailed: 'Could not hand the customers on. Please try again.',
  handOn: (name: string) => `Every customer of ${name} moves to the worker you choose, or is left unassigned. Each one is told.`,
} as const

export const workerName = (w: { full_name: string | null; email: string }) => w.full_name ?? w.email
