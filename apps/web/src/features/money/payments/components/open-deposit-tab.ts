/**
 * Navigation state that opens the Deposit tab (the overview's Buy Crypto). A module of its own, so that the overview
 * does not load the payment forms to read it.
 */
export const OPEN_DEPOSIT_TAB = { activeTab: 'deposit' } as const
