import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Profile } from '@wallet/shared/profile'
import { api } from '@/lib/api-client'

export const profileQueries = {
  all: () => ['profile'] as const,
  current: () => queryOptions({ queryKey: profileQueries.all(), queryFn: () => api.get<Profile>('/api/profile') }),
}

/** The signed-in customer's profile: KYC status, submitted details, permissions and the dashboard note. */
export function useProfile() {
  return useQuery(profileQueries.current())
}
