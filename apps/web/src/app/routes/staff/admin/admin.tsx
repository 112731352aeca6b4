import { Card } from '@/components/ui/card'
import { icons } from '@/components/ui/icons'
import { PageHeader } from '@/components/ui/page-header'
import { useSession } from '@/lib/session'

/** /dashboard/admin: the specification's placeholder welcome page. */
export default function AdminRoute() {
  const { user } = useSession()
  return (
    <section>
      <PageHeader title="Admin Dashboard" />
      <Card className="flex flex-col items-center gap-4 p-10 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-brand-500/30 to-accent-500/30 text-brand-300">{icons.shield}</span>
        <h2 className="text-xl font-semibold text-white">Welcome, {user?.fullName?.trim() || 'Admin'}</h2>
        <p className="max-w-md text-sm text-slate-400">This is the administration area. Administrative tools will appear here.</p>
      </Card>
    </section>
  )
}
