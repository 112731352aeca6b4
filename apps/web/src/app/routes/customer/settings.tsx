import { type ReactNode, useState } from 'react'
import { useLocation } from 'react-router'
import { PageHeader } from '@/components/ui/page-header'
import { Tabs } from '@/components/ui/tabs'
import { KycBasicDetails } from '@/features/support/kyc/components/kyc-basic-details'
import { KycVerificationStatus } from '@/features/support/kyc/components/kyc-verification-status'
import { useAccountActivity } from '@/features/identity/settings/api/account-activity'
import { useLoginHistory } from '@/features/identity/settings/api/security'
import { NotificationsPanel } from '@/features/identity/settings/components/notifications-panel'
import { PaymentMethodsPanel } from '@/features/identity/settings/components/payment-methods-panel'
import { SecurityPanel } from '@/features/identity/settings/components/security-panel'
import { useProfile } from '@/lib/profile'
import { useT } from '@/lib/i18n/use-t'
import { Card, CardHeader } from '@/components/ui/card'
import { LanguageSwitcher } from '@/components/ui/lazy-language-switcher'

const TABS = ['General', 'Notifications', 'Verification', 'Payment Methods', 'Security'] as const
type Tab = (typeof TABS)[number]

/** The tab named by navigation state `activeTab` ('Payment Methods' or 'payment-methods'); unknown names open General. */
function openingTab(state: unknown): Tab {
  const wanted = (state as { activeTab?: unknown } | null)?.activeTab
  if (typeof wanted !== 'string') return 'General'
  const normalised = wanted.trim().toLowerCase().replace(/[-_]/g, ' ')
  return TABS.find((tab) => tab.toLowerCase() === normalised) ?? 'General'
}

/** The Security tab; the login history loads when the tab opens. */
function SecurityTab() {
  const loginHistory = useLoginHistory()
  return <SecurityPanel loginHistory={loginHistory} />
}

/** The Notifications tab ('Account activity'); it loads when the tab opens. */
function NotificationsTab() {
  const activity = useAccountActivity()
  return <NotificationsPanel activity={activity} />
}

/** The language of the customer's screens, mails and notifications, saved on the account (docs/decisions/153). */
function LanguageCard() {
  const t = useT()
  return (
    <Card>
      <CardHeader title={t('settings.language.title')} />
      <div className="space-y-3 p-5">
        <p className="text-sm text-slate-400">{t('settings.language.description')}</p>
        <LanguageSwitcher showLabel />
      </div>
    </Card>
  )
}

/** /dashboard/settings (part 2 §2). */
export default function SettingsRoute() {
  const location = useLocation()
  const profile = useProfile()
  const [tab, setTab] = useState<Tab>(() => openingTab(location.state))
  const t = useT()
  const [openedWith, setOpenedWith] = useState(location.key)
  // A new navigation to this page (e.g. an Edit link) opens the tab it asks for.
  if (openedWith !== location.key) {
    setOpenedWith(location.key)
    setTab(openingTab(location.state))
  }

  const content: Record<Tab, ReactNode> = {
    General: (
      <div className="space-y-6">
        <KycBasicDetails profile={profile} />
        <LanguageCard />
      </div>
    ),
    Notifications: <NotificationsTab />,
    Verification: <KycVerificationStatus profile={profile} />,
    'Payment Methods': <PaymentMethodsPanel />,
    Security: <SecurityTab />,
  }

  return (
    <section>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Tabs
        label={t('settings.tabsLabel')}
        value={tab}
        onValueChange={(value) => setTab(value as Tab)}
        items={TABS.map((name) => ({ value: name, label: t(`settings.tab.${name}`), content: content[name] }))}
      />
    </section>
  )
}
