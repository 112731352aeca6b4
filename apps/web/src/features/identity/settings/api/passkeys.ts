import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { StepUpBody } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import type { RenamePasskeyBody } from '@wallet/shared/identity/passkeys'
import { api } from '@/lib/api-client'
import { asSent } from '@/lib/passkeys'
import { accountActivityQueries } from './account-activity'

/** The browser's answer to a registration challenge (navigator.credentials.create). */
async function createPasskey(options: { challenge: string }) {
  const { startRegistration } = await import('@simplewebauthn/browser')
  return asSent(await startRegistration({ optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] }))
}

export const passkeyQueries = {
  list: () => queryOptions({ queryKey: ['security', 'passkeys'] as const, queryFn: async () => (await api.GET('/api/security/passkeys')).passkeys }),
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
    const options = await api.POST('/api/security/passkeys/registration-options', { body: stepUp })
    const credential = await createPasskey(options)
    return api.POST('/api/security/passkeys', { body: { name, credential } })
  })
export const useRenamePasskey = () =>
  usePasskeyMutation(({ id, ...body }: { id: string } & RenamePasskeyBody) =>
    api.PATCH('/api/security/passkeys/{passkeyId}', { params: { path: { passkeyId: id } }, body }),
  )
export const useRemovePasskey = () =>
  usePasskeyMutation(({ id, ...stepUp }: { id: string } & StepUpBody) =>
    api.POST('/api/security/passkeys/{passkeyId}/remove', { params: { path: { passkeyId: id } }, body: stepUp }),
  )
