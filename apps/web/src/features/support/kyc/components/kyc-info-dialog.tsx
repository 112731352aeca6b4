import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { type MessageId, useT } from '@/lib/i18n/use-t'

const POINTS: readonly { title: MessageId; text: MessageId }[] = [
  { title: 'kycInfo.security', text: 'kycInfo.securityText' },
  { title: 'kycInfo.compliance', text: 'kycInfo.complianceText' },
  { title: 'kycInfo.trust', text: 'kycInfo.trustText' },
  { title: 'kycInfo.access', text: 'kycInfo.accessText' },
]

/** 'About KYC Verification': why identity verification is asked for. */
export function KycInfoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('kycInfo.title')}
      description={t('kycInfo.description')}
      footer={<Button onClick={() => onOpenChange(false)}>{t('kycInfo.gotIt')}</Button>}
    >
      <ul className="space-y-3">
        {POINTS.map((point) => (
          <li key={point.title} className="rounded-xl border border-white/5 bg-white/[0.03] p-3.5">
            <p className="text-sm font-semibold text-white">{t(point.title)}</p>
            <p className="mt-1 text-sm leading-relaxed text-slate-400">{t(point.text)}</p>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
