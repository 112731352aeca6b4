import { Card, CardHeader } from '@/components/ui/card'

/** The Notifications tab: notification preferences are not offered yet. */
export function NotificationsPanel() {
  return (
    <Card>
      <CardHeader title="Notifications" />
      <p className="p-5 text-sm text-slate-400">Notification preferences will be available here soon.</p>
    </Card>
  )
}
