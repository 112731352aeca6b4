import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Passkey, PasskeyList, PasskeyOptions } from '@wallet/shared/passkeys'
import type { MessageResponse } from '@wallet/shared/security'
import { api } from '@/lib/api-client'
import { createPasskey } from '@/lib/passkeys'
import { accountActivityQueries } from './account-activity'

export const passkeyQueries = {
  list: () =>
    queryOptions({ queryKey: ['security', 'passkeys'] as const, queryFn: async () => (await api.get<PasskeyList>('/api/security/passkeys')).passkeys }),
}

export function usePasskeys() {
  return useQuery(passkeyQueries.list())
}

/** A change to the passkeys: the list and the account activity (which records it) reload after it. */
function usePasskeyMutation<TBody, TResult>(call: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: passkeyQueries.list().queryKey })
      await queryClient.invalidateQueries({ queryKey: accountActivityQueries.list().queryKey })
    },
  })
}

/** A challenge from the server, the browser's prompt, then the new passkey stored under `name`. */
export const useAddPasskey = () =>
  usePasskeyMutation(async (name: string) => {
    const options = await api.post<PasskeyOptions>('/api/security/passkeys/registration-options')
    const credential = await createPasskey(options)
    return api.post<Passkey>('/api/security/passkeys', { name, credential })
  })
export const useRenamePasskey = () =>
  usePasskeyMutation(({ id, name }: { id: string; name: string }) => api.patch<Passkey>(`/api/security/passkeys/${encodeURIComponent(id)}`, { name }))
export const useRemovePasskey = () => usePasskeyMutation((id: string) => api.delete<MessageResponse>(`/api/security/passkeys/${encodeURIComponent(id)}`))
