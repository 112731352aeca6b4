import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver whose schema (and zod with it) loads on first use instead of with the page: the sign-in
 * page paints without the validation library and fetches it once the user starts on the form (`preload`, called by the
 * form on the first key, input or press), so the first submit does not wait. The schemas are still the shared ones.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> & { preload: () => void } {
  let pending: Promise<Resolver<T>> | null = null
  const get = () => (pending ??= load())
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options)
  return Object.assign(resolver, { preload: () => void get() })
}
