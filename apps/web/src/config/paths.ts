/** Every route of the app. Links and redirects use `getHref()`, never string literals. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** The public proof-of-reserves page: no sign-in. */
  proofOfReserves: { path: '/proof-of-reserves', getHref: () => '/proof-of-reserves' },
  auth: {
    login: { path: '/login', getHref: () => '/login' },
    register: { path: '/register', getHref: () => '/register' },
    forcePasswordChange: { path: '/force-password-change', getHref: () => '/force-password-change' },
    verifyMfa: { path: '/verify-mfa', getHref: () => '/verify-mfa' },
    setupAuthenticator: { path: '/setup-authenticator', getHref: () => '/setup-authenticator' },
    updatePassword: { path: '/update-password', getHref: () => '/update-password' },
    freezeAccount: { path: '/freeze-account', getHref: () => '/freeze-account' },
    unfreezeAccount: { path: '/unfreeze-account', getHref: () => '/unfreeze-account' },
  },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    overview: { path: 'overview', getHref: () => '/dashboard/overview' },
    settings: { path: 'settings', getHref: () => '/dashboard/settings' },
    payments: { path: 'payments', getHref: () => '/dashboard/payments' },
    wallets: { path: 'wallets', getHref: () => '/dashboard/wallets' },
    verifyBalance: { path: 'wallets/verify', getHref: () => '/dashboard/wallets/verify' },
    transactions: { path: 'transactions', getHref: () => '/dashboard/transactions' },
    support: { path: 'support', getHref: () => '/dashboard/support' },
    swap: { path: 'marketplace/swap', getHref: () => '/dashboard/marketplace/swap' },
    stakePlans: { path: 'marketplace/stake/plans', getHref: () => '/dashboard/marketplace/stake/plans' },
    manageStakes: { path: 'marketplace/stake/manage', getHref: () => '/dashboard/marketplace/stake/manage' },
  },
  worker: {
    root: { path: '/dashboard/worker', getHref: () => '/dashboard/worker' },
    searchUser: { path: 'search-user', getHref: () => '/dashboard/worker/search-user' },
    myUsers: { path: 'my-users', getHref: () => '/dashboard/worker/my-users' },
    supportTickets: { path: 'support-tickets', getHref: () => '/dashboard/worker/support-tickets' },
    stake: { path: 'stake', getHref: () => '/dashboard/worker/stake' },
  },
  manager: {
    root: { path: '/dashboard/manager', getHref: () => '/dashboard/manager' },
    createWorker: { path: 'create-worker', getHref: () => '/dashboard/manager/create-worker' },
    myWorkers: { path: 'my-workers', getHref: () => '/dashboard/manager/my-workers' },
    actions: { path: 'actions', getHref: () => '/dashboard/manager/actions' },
    allUsers: { path: 'all-users', getHref: () => '/dashboard/manager/all-users' },
    tickets: { path: 'tickets', getHref: () => '/dashboard/manager/tickets' },
  },
  admin: {
    root: { path: '/dashboard/admin', getHref: () => '/dashboard/admin' },
    audit: { path: 'audit', getHref: () => '/dashboard/admin/audit' },
    staff: { path: 'staff', getHref: () => '/dashboard/admin/staff' },
    approvals: { path: 'approvals', getHref: () => '/dashboard/admin/approvals' },
    customers: { path: 'customers', getHref: () => '/dashboard/admin/customers' },
    tickets: { path: 'tickets', getHref: () => '/dashboard/admin/tickets' },
    reserves: { path: 'reserves', getHref: () => '/dashboard/admin/reserves' },
    payouts: { path: 'payouts', getHref: () => '/dashboard/admin/payouts' },
  },
  work: {
    root: { path: '/dashboard/work', getHref: () => '/dashboard/work' },
  },
  userProfile: {
    /** Reached without a user id: goes back to the worker's list. */
    base: { path: '/dashboard/user-profile', getHref: () => '/dashboard/user-profile' },
    root: { path: '/dashboard/user-profile/:userId', getHref: (userId: string) => `/dashboard/user-profile/${encodeURIComponent(userId)}` },
    general: { path: 'general', getHref: (userId: string) => `${paths.userProfile.root.getHref(userId)}/general` },
    wallets: { path: 'wallets', getHref: (userId: string) => `${paths.userProfile.root.getHref(userId)}/wallets` },
    transactions: { path: 'transactions', getHref: (userId: string) => `${paths.userProfile.root.getHref(userId)}/transactions` },
    verification: { path: 'verification', getHref: (userId: string) => `${paths.userProfile.root.getHref(userId)}/verification` },
    activity: { path: 'activity', getHref: (userId: string) => `${paths.userProfile.root.getHref(userId)}/activity` },
    paymentManagement: {
      path: 'payment-management',
      getHref: (userId: string) => `${paths.userProfile.root.getHref(userId)}/payment-management`,
    },
    tickets: { path: 'tickets', getHref: (userId: string) => `${paths.userProfile.root.getHref(userId)}/tickets` },
  },
} as const

/** Where a sign-in lands when no return path was saved. */
export const DEFAULT_AFTER_SIGN_IN = paths.dashboard.overview.getHref()
