import { format } from 'date-fns'

/** 'dd MMM yyyy', e.g. 05 Mar 2026 (the staff lists' 'User Since'); '' for a missing or unreadable date. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : format(date, 'dd MMM yyyy')
}

/** 'dd MMM yyyy, HH:mm' in the viewer's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : format(date, 'dd MMM yyyy, HH:mm')
}
