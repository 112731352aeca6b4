import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Profile } from '@wallet/shared/profile'
import { api } from './api-client'

/** The signed-in customer's profile: KYC status and details, the can_* permissions with their notes, the dashboard note. */
export const profileQueries = {
  all: () => ['profile'] as const,
  current: () => queryOptions({ queryKey: profileQueries.all(), queryFn: () => api.get<Profile>('/api/profile') }),
}

export function useProfile() {
  return useQuery(profileQueries.current())
}
