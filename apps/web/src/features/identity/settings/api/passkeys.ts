import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { StepUpBody } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import type { Passkey, PasskeyList, PasskeyOptions, RenamePasskeyBody } from '@wallet/shared/identity/passkeys'
import type { MessageResponse } from '@wallet/shared/identity/second-factors'
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

/** A challenge from the server once the step-up passed, the browser's prompt, then the new passkey stored under `name`. */
export const useAddPasskey = () =>
  usePasskeyMutation(async ({ name, ...stepUp }: { name: string } & StepUpBody) => {
    const options = await api.post<PasskeyOptions>('/api/security/passkeys/registration-options', stepUp)
    const credential = await createPasskey(options)
    return api.post<Passkey>('/api/security/passkeys', { name, credential })
  })
export const useRenamePasskey = () =>
  usePasskeyMutation(({ id, ...body }: { id: string } & RenamePasskeyBody) => api.patch<Passkey>(`/api/security/passkeys/${encodeURIComponent(id)}`, body))
export const useRemovePasskey = () =>
  usePasskeyMutation(({ id, ...stepUp }: { id: string } & StepUpBody) =>
    api.post<MessageResponse>(`/api/security/passkeys/${encodeURIComponent(id)}/remove`, stepUp),
  )
