import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'

const POINTS = [
  { title: 'Security', text: 'Confirming who you are protects your account and your funds from fraud and identity theft.' },
  { title: 'Compliance', text: 'Financial regulations require us to verify the identity of our customers (Know Your Customer).' },
  { title: 'Trust', text: 'Verified accounts keep the platform safe and trustworthy for everyone who uses it.' },
  { title: 'Access', text: 'Once verified, you get full access to every feature of your wallet.' },
] as const

/** 'About KYC Verification': why identity verification is asked for. */
export function KycInfoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="About KYC Verification"
      description="KYC (Know Your Customer) is how we confirm your identity."
      footer={<Button onClick={() => onOpenChange(false)}>Got it</Button>}
    >
      <ul className="space-y-3">
        {POINTS.map((point) => (
          <li key={point.title} className="rounded-xl border border-white/5 bg-white/[0.03] p-3.5">
            <p className="text-sm font-semibold text-white">{point.title}</p>
            <p className="mt-1 text-sm leading-relaxed text-slate-400">{point.text}</p>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
