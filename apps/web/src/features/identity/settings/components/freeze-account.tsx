import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { useFreezeAccount } from '../api/protection'
import { PasswordConfirmDialog } from './password-confirm-dialog'

/**
 * Freeze the account: for when the customer thinks someone else is in it. Every session ends (this one too), nobody
 * can sign in, and no funds can leave until it is unfrozen; deposits still arrive.
 */
export function FreezeAccount() {
  const [open, setOpen] = useState(false)
  const freeze = useFreezeAccount()
  return (
    <Card>
      <CardHeader title="Freeze Account" />
      <div className="space-y-4 p-5 text-sm text-slate-300">
        <p>
          If you think someone else can get into your account, freeze it. Every session ends, this one too; nobody can sign in, and no funds can leave (sends,
          withdrawals, swaps and new stakes stop). Deposits still arrive.
        </p>
        <p className="text-slate-400">
          You can unfreeze it yourself from the sign-in page with your password and second factor after a waiting period, or ask the support team to review it.
        </p>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Freeze my account
        </Button>
      </div>
      <PasswordConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Freeze your account?"
        confirmLabel="Freeze account"
        onConfirm={(password) => freeze.mutateAsync(password)}
      />
    </Card>
  )
}
