import type { KycStatus } from '@wallet/shared/support/kyc'

type Tone = 'neutral' | 'pending' | 'verified' | 'rejected'

/** What the KYC card shows for each status (part 2 §4). */
export const KYC_CARD: Record<KycStatus, { title: string; description: string; tone: Tone; canVerify: boolean }> = {
  not_started: {
    title: 'KYC Not Verified',
    description: 'Verify your identity to unlock every feature of your wallet.',
    tone: 'neutral',
    canVerify: true,
  },
  pending: {
    title: 'KYC Pending Review',
    description: 'Your documents were received and are being reviewed. This takes about 1-2 business days.',
    tone: 'pending',
    canVerify: false,
  },
  verified: {
    title: 'KYC Verified',
    description: 'Your identity has been verified. Thank you!',
    tone: 'verified',
    canVerify: false,
  },
  rejected: {
    title: 'KYC Verification Required',
    description: 'Your last verification could not be approved. Please submit your details and documents again.',
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
