/**
 * The root of every query loaded for customers on the staff side. A change made from elsewhere (a credit decided in
 * the admin console) reloads the customer's profile through it, without knowing the customer feature's queries.
 */
export const customerQueryKey = {
  all: () => ['customers'] as const,
  of: (customerId: string) => [...customerQueryKey.all(), customerId] as const,
}
