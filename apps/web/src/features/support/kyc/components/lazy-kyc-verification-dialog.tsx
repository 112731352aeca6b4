import { lazy, Suspense, useState } from 'react'

const load = () => import('./kyc-verification-dialog')
const Dialog = lazy(() => load().then((m) => ({ default: m.KycVerificationDialog })))

/** Starts loading the verification dialog's code, e.g. when the pointer reaches the button that opens it. */
export function preloadKycVerificationDialog() {
  void load()
}

/**
 * The two-step verification dialog, whose code (react-hook-form, zod and the KYC schemas) loads when it is first
 * opened rather than with the page that offers it (docs/decisions/060-first-screen.md). Once opened it stays mounted,
 * as the dialog itself did before; it resets itself on close.
 */
export function KycVerificationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <Dialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  )
}
