import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import type { QueryState } from '@/lib/query-state'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { detached } from '@/lib/detached'
import { useMessageText, useT } from '@/lib/i18n/use-t'

export interface ProfileAccessProps {
  /** The answer of GET /api/customers/{id}/access. */
  access: QueryState<unknown>
  /** Where 'Return to Dashboard' leads (a worker's My Users, otherwise the overview). */
  dashboardHref: string
  children: ReactNode
}

/**
 * The staff profile opens only once the server has said the caller may see this customer:
 * 'Verifying access...', then the profile, or 'Access Denied' with the server's reason.
 */
export function ProfileAccess({ access, dashboardHref, children }: ProfileAccessProps) {
  const navigate = useNavigate()
  const t = useT()
  const message = useMessageText()
  if (access.status === 'pending') {
    return (
      <Card className="flex min-h-48 items-center justify-center gap-3 p-8 text-sm font-medium text-slate-300" role="status" aria-live="polite">
        <Spinner className="size-5 text-brand-400" />
        <span>{t('staffProfile.access.verifying')}</span>
      </Card>
    )
  }
  if (access.status === 'error') {
    return (
      <Card className="mx-auto max-w-lg p-8 text-center">
        <div className="mx-auto mb-4 grid size-12 place-items-center rounded-2xl bg-red-500/15 text-red-300 ring-1 ring-red-400/25" aria-hidden="true">
          <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 1 1 8 0v4" />
          </svg>
        </div>
        <h2 className="text-xl font-semibold tracking-tight text-white">{t('staffProfile.access.denied')}</h2>
        <p role="alert" className="mt-2 text-sm leading-relaxed text-slate-300">
          {message(errorMessage(access.error, STAFF_PROFILE_MESSAGES.verificationError, NAMED_REFUSALS))}
        </p>
        <Button className="mt-6" onClick={detached(() => navigate(dashboardHref))}>
          {t('staffProfile.access.return')}
        </Button>
      </Card>
    )
  }
  return children
}
