import type { AssetId } from '@wallet/shared/assets'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { Card } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { Tabs } from '@/components/ui/tabs'
import { OPEN_DEPOSIT_TAB } from './open-deposit-tab'
import { PaymentForm, type PaymentPermission } from './payment-form'
import { useT } from '@/lib/i18n/use-t'

interface PaymentTabsProps {
  deposit: PaymentPermission
  withdrawal: PaymentPermission
  available: Partial<Record<AssetId, string>>
  onSubmitted: () => void
}

/** Withdrawal (default) and Deposit tabs; the withdrawal tab looks greyed out when withdrawals are not permitted. */
export function PaymentTabs({ deposit, withdrawal, available, onSubmitted }: PaymentTabsProps) {
  const location = useLocation()
  const opened = (location.state as { activeTab?: string } | null)?.activeTab === OPEN_DEPOSIT_TAB.activeTab ? 'deposit' : 'withdrawal'
  const [tab, setTab] = useState(opened)
  const t = useT()
  return (
    <Card className="p-6">
      <Tabs
        label={t('payments.type')}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'withdrawal',
            label: <span className={cn(!withdrawal.allowed && 'opacity-50')}>{t('payments.withdrawal')}</span>,
            content: <PaymentForm kind="withdrawal" permission={withdrawal} available={available} onSubmitted={onSubmitted} />,
          },
          {
            value: 'deposit',
            label: t('payments.deposit'),
            content: <PaymentForm kind="deposit" permission={deposit} available={available} onSubmitted={onSubmitted} />,
          },
        ]}
      />
    </Card>
  )
}
