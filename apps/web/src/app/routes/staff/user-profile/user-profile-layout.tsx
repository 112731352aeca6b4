import { NavLink, Outlet, useParams } from 'react-router'
import { cn } from '@/components/ui/cn'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'

/** /dashboard/user-profile/{userId}: the staff view of one customer, with its side navigation. */
export default function UserProfileLayout() {
  const { userId = '' } = useParams()
  const links = [
    { label: 'General', to: paths.userProfile.general.getHref(userId) },
    { label: 'Wallets', to: paths.userProfile.wallets.getHref(userId) },
    { label: 'Transactions', to: paths.userProfile.transactions.getHref(userId) },
    { label: 'Verification & Docs', to: paths.userProfile.verification.getHref(userId) },
    { label: 'Payment Management', to: paths.userProfile.paymentManagement.getHref(userId) },
  ]
  return (
    <section>
      <PageHeader title="User Profile" description={<span className="font-mono text-xs">{userId}</span>} />
      <div className="grid gap-6 lg:grid-cols-[220px_1fr]">
        <nav aria-label="User profile" className="glass flex gap-1 overflow-x-auto rounded-2xl p-2 lg:flex-col">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'whitespace-nowrap rounded-xl px-3 py-2 text-sm font-medium transition',
                  isActive ? 'bg-white/10 text-white' : 'text-slate-400 hover:bg-white/[0.04] hover:text-slate-100',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </section>
  )
}
