import { STAKE_PLACEHOLDER } from '@wallet/shared/back-office/workers'
import { Card } from '@/components/ui/card'

/** /dashboard/worker/stake: a placeholder in the specification itself. */
export default function WorkerStakeRoute() {
  return (
    <Card className="flex min-h-48 items-center justify-center p-8 text-center text-sm text-slate-400">
      <p>{STAKE_PLACEHOLDER}</p>
    </Card>
  )
}
