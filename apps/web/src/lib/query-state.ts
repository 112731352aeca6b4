/**
 * What a component that shows loaded data is given: still loading, the failure, or the data (`isPlaceholderData`
 * while an earlier page stands in for the one being loaded). A `useQuery` result fits as it is, so route modules
 * pass theirs straight down; a staff screen can pass another customer's data the same way.
 */
export type QueryState<T> = { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'success'; data: T; isPlaceholderData?: boolean }
