import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { OwnershipProofFile } from '@wallet/shared/money/ownership-proof'
import type { DeclareReserveBody } from '@wallet/shared/money/reserves'
import { api } from '@/lib/api-client'

/** The public proof-of-reserves page and the signed-in customer's proof (docs/proof-of-reserves.md). */
export const reservesQueries = {
  all: () => ['proof-of-reserves'] as const,
  overview: () => queryOptions({ queryKey: [...reservesQueries.all(), 'overview'], queryFn: () => api.GET('/api/proof-of-reserves') }),
  proof: () => queryOptions({ queryKey: [...reservesQueries.all(), 'proof'], queryFn: () => api.GET('/api/proof-of-reserves/proof') }),
  root: (snapshotId: string) =>
    queryOptions({
      queryKey: [...reservesQueries.all(), 'root', snapshotId],
      queryFn: () => api.GET('/api/proof-of-reserves/snapshots/{snapshotId}', { params: { path: { snapshotId } } }),
    }),
}

export const useReservesOverview = () => useQuery(reservesQueries.overview())
/** The published root of the proof's own snapshot (the page may have moved on to a newer one). */
export const usePublishedRoot = (snapshotId: string | undefined) => useQuery({ ...reservesQueries.root(snapshotId ?? ''), enabled: !!snapshotId })
export const useMyProof = () => useQuery(reservesQueries.proof())

/** The admin's snapshot on demand. */
export function useTakeSnapshot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.POST('/api/admin/proof-of-reserves/snapshots'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservesQueries.all() }),
  })
}

/** The admin's reserve figure for an asset: shown as declared, not verified. */
export function useDeclareReserve() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DeclareReserveBody) => api.POST('/api/admin/proof-of-reserves/reserves', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservesQueries.all() }),
  })
}

/** A page of a snapshot's operator addresses on chain, with their balances and signatures. */
export const useAddressPage = (snapshotId: string, offset: number, limit: number) =>
  useQuery({
    queryKey: [...reservesQueries.all(), 'addresses', snapshotId, offset, limit],
    queryFn: () => api.GET('/api/proof-of-reserves/snapshots/{snapshotId}/addresses', { params: { path: { snapshotId }, query: { offset, limit } } }),
  })

/** A snapshot's ownership request, for the offline signer (`npm run signer -- sign-message`). */
export function useExportOwnershipRequest() {
  return useMutation({
    mutationFn: (snapshotId: string) => api.GET('/api/admin/proof-of-reserves/ownership-request', { params: { query: { snapshotId } } }),
  })
}

/** The signer's proof for a snapshot, checked by the server against the request it issued: one audited staff action. */
export function useUploadOwnershipProof() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ snapshotId, proof }: { snapshotId: string; proof: OwnershipProofFile }) =>
      api.POST('/api/admin/proof-of-reserves/snapshots/{snapshotId}/ownership-proof', { params: { path: { snapshotId } }, body: proof }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservesQueries.all() }),
  })
}
