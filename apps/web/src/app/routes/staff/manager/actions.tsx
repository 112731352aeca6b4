import { Card } from '@/components/ui/card'
import { SendAnnouncementForm } from '@/features/support/announcements/components/send-announcement-form'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/manager/actions: an announcement to every worker of the manager. */
export default function ManagerActionsRoute() {
  const t = useT()
  return (
    <Card className="max-w-2xl p-5 sm:p-6">
      <h2 className="text-base font-semibold text-white">{t('managerActions.title')}</h2>
      <p className="mt-1 mb-5 text-sm text-slate-400">{t('managerActions.description')}</p>
      <SendAnnouncementForm />
    </Card>
  )
}
