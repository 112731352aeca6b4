import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { paths } from '@/config/paths'
import { loadCatalogue } from '@/lib/i18n/i18n'

/** A route module: its screen, and optionally what data the screen asks for first (see `preloadRoute`). */
export interface RouteModule {
  default: ComponentType
  prefetch?: (queryClient: QueryClient) => void
}
export type LoadRoute = () => Promise<RouteModule>

/** One load of a route module, whoever asks first: boot.ts for the page at the address, or the router. */
export const loadOnce = (load: LoadRoute): LoadRoute => {
  let loading: Promise<RouteModule> | undefined
  return () => (loading ??= load())
}

/**
 * The dashboard frame and the customer pages. They are here rather than in router.tsx, without React, so that boot.ts
 * can start loading the page at the address before the app itself has loaded.
 */
// With the frame comes the signed-in part of the catalogue (docs/decisions/153).
export const loadDashboardLayout = loadOnce(() => Promise.all([import('./routes/dashboard-layout'), loadCatalogue('app')]).then(([module]) => module))
export const customerPages = {
  overview: loadOnce(() => import('./routes/customer/overview')),
  settings: loadOnce(() => import('./routes/customer/settings')),
  payments: loadOnce(() => import('./routes/customer/payments')),
  wallets: loadOnce(() => import('./routes/customer/wallets')),
  transactions: loadOnce(() => import('./routes/customer/transactions')),
  support: loadOnce(() => import('./routes/customer/support')),
  swap: loadOnce(() => import('./routes/customer/swap')),
  stakePlans: loadOnce(() => import('./routes/customer/stake-plans')),
  manageStakes: loadOnce(() => import('./routes/customer/manage-stakes')),
}

const d = paths.dashboard
/** The customer pages by address ('/dashboard' itself leads to the overview). */
const CUSTOMER_PAGES: Record<string, LoadRoute> = {
  [d.root.getHref()]: customerPages.overview,
  [d.overview.getHref()]: customerPages.overview,
  [d.settings.getHref()]: customerPages.settings,
  [d.payments.getHref()]: customerPages.payments,
  [d.wallets.getHref()]: customerPages.wallets,
  [d.transactions.getHref()]: customerPages.transactions,
  [d.support.getHref()]: customerPages.support,
  [d.swap.getHref()]: customerPages.swap,
  [d.stakePlans.getHref()]: customerPages.stakePlans,
  [d.manageStakes.getHref()]: customerPages.manageStakes,
}

/**
 * Starts loading the code of the customer page at `pathname` and of the dashboard frame around it, before the session
 * is known and the screens ask for them: the first screen's chunks then load beside the app's own instead of one after
 * another as each screen renders. Returns the page's module once both have loaded, or undefined for other addresses.
 */
export function preloadRoute(pathname: string): Promise<RouteModule> | undefined {
  const customerPage = CUSTOMER_PAGES[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname]
  if (!customerPage) return undefined
  return Promise.all([loadDashboardLayout(), customerPage()]).then(([, module]) => module)
}
