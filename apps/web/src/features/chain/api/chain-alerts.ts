import { useQuery } from '@tanstack/react-query'
import type { ChainAlertList } from '@wallet/shared/chain-deposits'
import { api } from '@/lib/api-client'

/** What the chain watcher could not settle alone: credited deposits a deep reorg touched, amounts it could not book. */
export function useChainAlerts() {
  return useQuery({ queryKey: ['chain-alerts'], queryFn: () => api.get<ChainAlertList>('/api/admin/chain-alerts').then((a) => a.alerts) })
}
