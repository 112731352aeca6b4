import type { AccountProtectionService } from '../identity/anti-phishing-and-allowlist/anti-phishing-and-allowlist.service.ts'
import type { Job } from './scheduler.ts'

/** A minute at most between an address's lock ending (or an allowlist's turn-off taking effect) and its mail. */
const INTERVAL_MS = 60_000

/** Sends the mails of lock periods that ended; the locks themselves hold by the clock at each send, not by this job. */
export function accountProtectionJob(protection: Pick<AccountProtectionService, 'runDue'>): Job {
  return { name: 'account-protection-notices', intervalMs: INTERVAL_MS, run: () => protection.runDue() }
}
