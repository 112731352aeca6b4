import { Card } from '@/components/ui/card'
import { SendAnnouncementForm } from '@/features/support/announcements/components/send-announcement-form'

/** /dashboard/manager/actions: an announcement to every worker of the manager. */
export default function ManagerActionsRoute() {
  return (
    <Card className="max-w-2xl p-5 sm:p-6">
      <h2 className="text-base font-semibold text-white">Announcements</h2>
      <p className="mt-1 mb-5 text-sm text-slate-400">Send a message to all your workers. It appears at once at the top of their dashboard.</p>
      <SendAnnouncementForm />
    </Card>
  )
}
