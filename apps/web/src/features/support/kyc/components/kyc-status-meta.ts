import type { KycStatus } from '@wallet/shared/support/kyc'
import type { MessageId } from '@/lib/i18n/use-t'

type Tone = 'neutral' | 'pending' | 'verified' | 'rejected'

/** What the KYC card shows for each status (part 2 §4). */
/** Title and description are catalogue ids (docs/decisions/153). */
export const KYC_CARD: Record<KycStatus, { title: MessageId; description: MessageId; tone: Tone; canVerify: boolean }> = {
  not_started: {
    title: 'kyc.notStarted.title',
    description: 'kyc.notStarted.description',
    tone: 'neutral',
    canVerify: true,
  },
  pending: {
    title: 'kyc.pending.title',
    description: 'kyc.pending.description',
    tone: 'pending',
    canVerify: false,
  },
  verified: {
    title: 'kyc.verified.title',
    description: 'kyc.verified.description',
    tone: 'verified',
    canVerify: false,
  },
  rejected: {
    title: 'kyc.rejected.title',
    description: 'kyc.rejected.description',
    tone: 'rejected',
    canVerify: true,
  },
}

/** Icon colours: yellow pending, green verified, red rejected, neutral otherwise. */
export const TONE_CLASSES: Record<Tone, string> = {
  neutral: 'bg-slate-400/10 text-slate-300 ring-slate-400/20',
  pending: 'bg-amber-400/10 text-amber-300 ring-amber-400/25',
  verified: 'bg-emerald-400/10 text-emerald-300 ring-emerald-400/25',
  rejected: 'bg-red-400/10 text-red-300 ring-red-400/25',
}
