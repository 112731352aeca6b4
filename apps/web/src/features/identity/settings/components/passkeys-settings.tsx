import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { PASSKEY_MESSAGES, PasskeyNameForm, type Passkey } from '@wallet/shared/identity/passkeys'
import { Badge } from '@/components/ui/badge'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { errorMessage } from '@/lib/api-client'
import { detached } from '@/lib/detached'
import { formatDateTimeIn, formatDayIn } from '@/lib/i18n/format'
import { type MessageId, useT } from '@/lib/i18n/use-t'
import { browserSupportsPasskeys, PASSKEY_PROMPT_MESSAGES, promptFailureMessage } from '@/lib/passkeys'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys'
import { SecondFactorDialog } from './second-factor-dialog'

/** Asks for a passkey's name: before the browser's prompt (a new passkey), or to rename one. */
function PasskeyNameDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  defaultName,
  onSubmit,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  submitLabel: string
  defaultName: string
  /** Rejects with what to show when it did not work. */
  onSubmit: (name: string) => Promise<unknown>
}) {
  const form = useForm<PasskeyNameForm>({ resolver: zodResolver(PasskeyNameForm), values: { name: defaultName } })
  const { errors, isSubmitting } = form.formState
  const t = useT()
  const close = () => {
    form.reset()
    onOpenChange(false)
  }
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name)
      close()
    } catch (error) {
      form.setError('root', { message: promptFailureMessage(error) ?? errorMessage(error) })
    }
  })
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !isSubmitting && close())} title={title} description={description}>
      <form noValidate onSubmit={detached(submit)} className="space-y-4">
        {errors.root?.message && <Banner>{errors.root.message}</Banner>}
        <Field
          label={t('passkeys.name')}
          autoFocus
          maxLength={64}
          placeholder={t('passkeys.namePlaceholder')}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

function PasskeyRow({ passkey, onRename, onRemove }: { passkey: Passkey; onRename: () => void; onRemove: () => void }) {
  const t = useT()
  const used = passkey.lastUsedAt ? t('passkeys.lastUsed', { at: formatDateTimeIn(passkey.lastUsedAt) }) : t('passkeys.notUsed')
  return (
    <li className="flex flex-wrap items-center gap-3 px-5 py-4" aria-label={passkey.name}>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate text-sm font-semibold text-slate-100">{passkey.name}</span>
          {passkey.backedUp && <Badge tone="blue">{t('passkeys.synced')}</Badge>}
        </div>
        <p className="mt-1 text-xs text-slate-400">
          {t('passkeys.added', { day: formatDayIn(passkey.createdAt) })} · {used}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={onRename} aria-label={t('passkeys.renameOne', { name: passkey.name })}>
          {t('passkeys.rename')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onRemove} aria-label={t('passkeys.removeOne', { name: passkey.name })}>
          {t('common.remove')}
        </Button>
      </div>
    </li>
  )
}

/** A change to the passkeys waiting for the step-up (password and second factor, docs/decisions/124). */
type PendingChange = { kind: 'add'; name: string } | { kind: 'rename'; passkey: Passkey; name: string } | { kind: 'remove'; passkey: Passkey }

const STEP_UP_TITLES: Record<PendingChange['kind'], MessageId> = {
  add: 'passkeys.confirmNew',
  rename: 'passkeys.confirmName',
  remove: 'passkeys.removeTitle',
}

/**
 * Settings → Security: the passkeys the account signs in with (docs/decisions/038-passkeys.md). Each change takes the
 * password and the second factor first, is recorded in the account activity and mailed to the account.
 */
export function PasskeysSettings() {
  const passkeys = usePasskeys()
  const add = useAddPasskey()
  const rename = useRenamePasskey()
  const remove = useRemovePasskey()
  const success = useTimedMessage()
  const [adding, setAdding] = useState(false)
  const [renaming, setRenaming] = useState<Passkey | null>(null)
  const [pending, setPending] = useState<PendingChange | null>(null)
  const supported = browserSupportsPasskeys()
  const t = useT()

  async function confirm(change: PendingChange, stepUp: { password: string; secondFactorCode: string }) {
    if (change.kind === 'add') {
      await add.mutateAsync({ name: change.name, ...stepUp })
      success.show(PASSKEY_MESSAGES.added)
    } else if (change.kind === 'rename') {
      await rename.mutateAsync({ id: change.passkey.id, name: change.name, ...stepUp })
      success.show(PASSKEY_MESSAGES.renamed)
    } else {
      await remove.mutateAsync({ id: change.passkey.id, ...stepUp })
      success.show(PASSKEY_MESSAGES.removed)
    }
  }

  return (
    <Card>
      <CardHeader
        title={t('passkeys.title')}
        action={
          supported && (
            <Button size="sm" onClick={() => setAdding(true)}>
              {t('passkeys.add')}
            </Button>
          )
        }
      />
      <div className="space-y-3 px-5 pt-4">
        <p className="text-sm leading-relaxed text-slate-400">{t('passkeys.intro')}</p>
        {!supported && <Banner tone="info">{PASSKEY_PROMPT_MESSAGES.unsupported}</Banner>}
        {success.message && <Banner tone="success">{success.message}</Banner>}
        {passkeys.isError && <Banner>{errorMessage(passkeys.error)}</Banner>}
      </div>
      {passkeys.isPending ? (
        <p className="px-5 py-6 text-sm text-slate-400">{t('common.loading')}</p>
      ) : passkeys.data && passkeys.data.length > 0 ? (
        <ul className="mt-2 divide-y divide-white/5" aria-label={t('passkeys.list')}>
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onRename={() => setRenaming(passkey)} onRemove={() => setPending({ kind: 'remove', passkey })} />
          ))}
        </ul>
      ) : (
        <p className="px-5 py-5 text-sm text-slate-400">{t('passkeys.empty')}</p>
      )}

      <PasskeyNameDialog
        open={adding}
        onOpenChange={setAdding}
        title={t('passkeys.add')}
        description={t('passkeys.addDescription')}
        submitLabel={t('passkeys.continue')}
        defaultName=""
        onSubmit={async (name) => setPending({ kind: 'add', name })}
      />
      <PasskeyNameDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title={t('passkeys.renameTitle')}
        description={t('passkeys.renameDescription')}
        submitLabel={t('passkeys.continue')}
        defaultName={renaming?.name ?? ''}
        onSubmit={async (name) => setPending({ kind: 'rename', passkey: renaming!, name })}
      />
      <SecondFactorDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? t(STEP_UP_TITLES[pending.kind]) : ''}
        intro={pending?.kind === 'remove' ? t('passkeys.removeIntro', { name: pending.passkey.name }) : undefined}
        withPassword
        describeError={promptFailureMessage}
        onConfirm={(secondFactorCode, password) => confirm(pending!, { password, secondFactorCode })}
      />
    </Card>
  )
}
