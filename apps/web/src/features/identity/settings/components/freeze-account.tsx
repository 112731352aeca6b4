import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { useT } from '@/lib/i18n/use-t'
import { useFreezeAccount } from '../api/protection'
import { PasswordConfirmDialog } from './password-confirm-dialog'

/**
 * Freeze the account: for when the customer thinks someone else is in it. Every session ends (this one too), nobody
 * can sign in, and no funds can leave until it is unfrozen; deposits still arrive.
 */
export function FreezeAccount() {
  const [open, setOpen] = useState(false)
  const freeze = useFreezeAccount()
  const t = useT()
  return (
    <Card>
      <CardHeader title={t('freezeCard.title')} />
      <div className="space-y-4 p-5 text-sm text-slate-300">
        <p>{t('freezeCard.text')}</p>
        <p className="text-slate-400">{t('freezeCard.unfreeze')}</p>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('freeze.submit')}
        </Button>
      </div>
      <PasswordConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('freezeCard.confirmTitle')}
        confirmLabel={t('freezeCard.confirm')}
        onConfirm={(password) => freeze.mutateAsync(password)}
      />
    </Card>
  )
}
