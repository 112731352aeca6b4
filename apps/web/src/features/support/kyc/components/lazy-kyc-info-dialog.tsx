import { lazy, Suspense, useState } from 'react'

const load = () => import('./kyc-info-dialog')
const Dialog = lazy(() => load().then((m) => ({ default: m.KycInfoDialog })))

/** Starts loading the info dialog's code, e.g. when the pointer reaches the button that opens it. */
export function preloadKycInfoDialog() {
  void load()
}

/**
 * 'About KYC Verification', whose code (Radix's dialog) loads when it is first opened, or pointed at, rather than with
 * the overview (docs/decisions/068-overview-first-paint.md), as the verification dialog's does. Once opened it stays
 * mounted, as the dialog itself did before.
 */
export function KycInfoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <Dialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  )
}
