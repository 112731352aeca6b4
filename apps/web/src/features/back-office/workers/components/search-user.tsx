import { zodResolver } from '@hookform/resolvers/zod'
import { type FoundUser, SearchUserBody, WORKER_MESSAGES } from '@wallet/shared/back-office/workers'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { errorMessage } from '@/lib/api-client'
import { useT } from '@/lib/i18n/use-t'
import { useClaimUser, useSearchUser } from '../api/worker-users'
import { detached } from '@/lib/detached'

type Values = z.input<typeof SearchUserBody>
type Notice = { tone: 'success' | 'error' | 'info'; text: string }

const CLAIM_ERRORS = { serverWords: [], byStatus: { 409: WORKER_MESSAGES.claimConflict } } as const
const SEARCH_ERRORS = { serverWords: [400] } as const

function FoundUserCard({ user, claiming, onClaim }: { user: FoundUser; claiming: boolean; onClaim: () => void }) {
  const t = useT()
  return (
    <Card className="p-5" aria-label={t('searchUser.found')} role="region">
      <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-slate-400">{t('searchUser.userId')}</dt>
        <dd className="font-mono text-xs break-all text-slate-200 sm:text-sm">{user.id}</dd>
        <dt className="text-slate-400">{t('staffAccounts.column.email')}</dt>
        <dd className="wrap-anywhere text-slate-100">{user.email}</dd>
        <dt className="text-slate-400">{t('staffAccounts.column.role')}</dt>
        <dd className="text-slate-100">{t(`staffAccounts.role.${user.role}`)}</dd>
      </dl>
      <div className="mt-5 flex justify-end">
        <Button onClick={onClaim} loading={claiming}>
          {t('searchUser.own')}
        </Button>
      </div>
    </Card>
  )
}

/** search-user-by-email, then claim-user ('Own User'). */
export function SearchUser() {
  const t = useT()
  const search = useSearchUser()
  const claim = useClaimUser()
  const [found, setFound] = useState<FoundUser | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const form = useForm<Values>({ resolver: zodResolver(SearchUserBody), defaultValues: { emailToSearch: '' } })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ emailToSearch }) => {
    setFound(null)
    setNotice(null)
    try {
      const answer = await search.mutateAsync(emailToSearch)
      if (answer?.user) setFound(answer.user)
      else if (answer && typeof answer.message === 'string') setNotice({ tone: 'info', text: answer.message || WORKER_MESSAGES.userNotFound })
      else setNotice({ tone: 'error', text: WORKER_MESSAGES.unexpected })
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, WORKER_MESSAGES.searchFailed, SEARCH_ERRORS) })
    }
  })

  const onClaim = async () => {
    if (!found) return
    setNotice(null)
    try {
      await claim.mutateAsync(found.id)
      setFound(null)
      setNotice({ tone: 'success', text: WORKER_MESSAGES.claimed })
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, WORKER_MESSAGES.claimFailed, CLAIM_ERRORS) })
    }
  }

  return (
    <div className="max-w-2xl space-y-5">
      <Card className="p-5">
        <h2 className="text-base font-semibold text-white">{t('workerConsole.tab.searchUser')}</h2>
        <p className="mt-1 text-sm text-slate-400">{t('searchUser.description')}</p>
        <form noValidate onSubmit={detached(onSubmit)} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field
            label={t('searchUser.email')}
            type="email"
            autoComplete="off"
            placeholder={t('staffLists.customerEmailPlaceholder')}
            className="flex-1"
            error={errors.emailToSearch?.message}
            {...form.register('emailToSearch')}
          />
          <Button type="submit" loading={isSubmitting} className="sm:mt-[26px]">
            {t('searchUser.submit')}
          </Button>
        </form>
      </Card>
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      {found && <FoundUserCard user={found} claiming={claim.isPending} onClaim={detached(onClaim)} />}
    </div>
  )
}
