import { Banner } from '@/components/ui/banner'

/** The free-text note staff set for this customer, when there is one. */
export function DashboardNote({ note }: { note: string | null | undefined }) {
  const text = note?.trim()
  if (!text) return null
  return (
    <Banner tone="info" className="whitespace-pre-line">
      {text}
    </Banner>
  )
}
