import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { PASSKEY_MESSAGES, RenamePasskeyBody, type Passkey } from '@wallet/shared/passkeys'
import { Badge } from '@/components/ui/badge'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { errorMessage } from '@/lib/api-client'
import { detached } from '@/lib/detached'
import { formatDateTime, formatDay } from '@/lib/format-date'
import { browserSupportsPasskeys, PASSKEY_PROMPT_MESSAGES, promptFailureMessage } from '@/lib/passkeys'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys'

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
  const form = useForm<RenamePasskeyBody>({ resolver: zodResolver(RenamePasskeyBody), values: { name: defaultName } })
  const { errors, isSubmitting } = form.formState
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
          label="Passkey name"
          autoFocus
          maxLength={64}
          placeholder="e.g. MacBook, Phone, Security key"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close} disabled={isSubmitting}>
            Cancel
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
  return (
    <li className="flex flex-wrap items-center gap-3 px-5 py-4" aria-label={passkey.name}>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate text-sm font-semibold text-slate-100">{passkey.name}</span>
          {passkey.backedUp && <Badge tone="blue">Synced</Badge>}
        </div>
        <p className="mt-1 text-xs text-slate-400">
          Added {formatDay(passkey.createdAt)} · {passkey.lastUsedAt ? `Last used ${formatDateTime(passkey.lastUsedAt)}` : 'Not used yet'}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={onRename} aria-label={`Rename ${passkey.name}`}>
          Rename
        </Button>
        <Button variant="secondary" size="sm" onClick={onRemove} aria-label={`Remove ${passkey.name}`}>
          Remove
        </Button>
      </div>
    </li>
  )
}

/**
 * Settings → Security: the passkeys the account signs in with (docs/decisions/038-passkeys.md). Each change is
 * recorded in the account activity and mailed to the account.
 */
export function PasskeysSettings() {
  const passkeys = usePasskeys()
  const add = useAddPasskey()
  const rename = useRenamePasskey()
  const remove = useRemovePasskey()
  const success = useTimedMessage()
  const [adding, setAdding] = useState(false)
  const [renaming, setRenaming] = useState<Passkey | null>(null)
  const [removing, setRemoving] = useState<Passkey | null>(null)
  const supported = browserSupportsPasskeys()

  return (
    <Card>
      <CardHeader
        title="Passkeys"
        action={
          supported && (
            <Button size="sm" onClick={() => setAdding(true)}>
              Add a passkey
            </Button>
          )
        }
      />
      <div className="space-y-3 px-5 pt-4">
        <p className="text-sm leading-relaxed text-slate-400">
          Sign in with your fingerprint, face or device PIN instead of your password. A passkey that asks for one of them stands for both your password and your
          second factor.
        </p>
        {!supported && <Banner tone="info">{PASSKEY_PROMPT_MESSAGES.unsupported}</Banner>}
        {success.message && <Banner tone="success">{success.message}</Banner>}
        {passkeys.isError && <Banner>{errorMessage(passkeys.error)}</Banner>}
      </div>
      {passkeys.isPending ? (
        <p className="px-5 py-6 text-sm text-slate-400">Loading...</p>
      ) : passkeys.data && passkeys.data.length > 0 ? (
        <ul className="mt-2 divide-y divide-white/5" aria-label="Your passkeys">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onRename={() => setRenaming(passkey)} onRemove={() => setRemoving(passkey)} />
          ))}
        </ul>
      ) : (
        <p className="px-5 py-5 text-sm text-slate-400">You have no passkeys yet.</p>
      )}

      <PasskeyNameDialog
        open={adding}
        onOpenChange={setAdding}
        title="Add a passkey"
        description="Name it after the device or password manager that keeps it. Your browser then asks you to create the passkey."
        submitLabel="Continue"
        defaultName=""
        onSubmit={async (name) => {
          await add.mutateAsync(name)
          success.show(PASSKEY_MESSAGES.added)
        }}
      />
      <PasskeyNameDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title="Rename passkey"
        description="A new name for this passkey."
        submitLabel="Save"
        defaultName={renaming?.name ?? ''}
        onSubmit={async (name) => {
          await rename.mutateAsync({ id: renaming!.id, name })
          success.show(PASSKEY_MESSAGES.renamed)
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null)
            remove.reset()
          }
        }}
        title="Remove passkey"
        description={`"${removing?.name ?? ''}" will no longer sign you in. Remove it from the device or password manager too.`}
        confirmLabel="Remove passkey"
        tone="danger"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          remove.mutate(removing!.id, {
            onSuccess: () => {
              setRemoving(null)
              success.show(PASSKEY_MESSAGES.removed)
            },
          })
        }
      />
    </Card>
  )
}
