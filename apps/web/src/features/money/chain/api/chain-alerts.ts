import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** What the chain watcher could not settle alone: credited deposits a deep reorg touched, amounts it could not book. */
export function useChainAlerts() {
  return useQuery({ queryKey: ['chain-alerts'], queryFn: () => api.GET('/api/admin/chain-alerts').then((a) => a.alerts) })
}
