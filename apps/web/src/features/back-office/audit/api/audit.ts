import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AuditAction } from '@wallet/shared/back-office/audit'
import { api } from '@/lib/api-client'

/** The admin's audit filters; empty ones are left out. */
export interface AuditFilters {
  /** The actor's email (exact, any case). */
  actor?: string
  /** The target customer's email (exact, any case). */
  customerEmail?: string
  action?: AuditAction
  /** 'yyyy-MM-dd', inclusive. */
  from?: string
  to?: string
}

function filterQuery(filters: AuditFilters): Record<string, string | undefined> {
  return {
    actor: filters.actor?.trim() || undefined,
    customerEmail: filters.customerEmail?.trim() || undefined,
    action: filters.action || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  }
}

export const auditQueries = {
  all: () => ['audit'] as const,
  page: (filters: AuditFilters, page: number) =>
    queryOptions({
      queryKey: [...auditQueries.all(), filterQuery(filters), page] as const,
      queryFn: () => api.GET('/api/admin/audit', { params: { query: { ...filterQuery(filters), page } } }),
      placeholderData: keepPreviousData,
    }),
}

/** One page (25 rows, newest first) of the filtered audit log, with the state of the whole chain. */
export function useAuditPage(filters: AuditFilters, page: number) {
  return useQuery(auditQueries.page(filters, page))
}

/** The CSV export of every row the filters select, with their hashes. */
export function auditCsvHref(filters: AuditFilters): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(filterQuery(filters))) if (value) search.set(key, value)
  return search.size > 0 ? `/api/admin/audit.csv?${search}` : '/api/admin/audit.csv'
}
