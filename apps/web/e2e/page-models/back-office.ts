import { expect, type Page } from '@playwright/test'

/** /dashboard/worker: the announcements and the worker's four tabs. */
export class WorkerDashboard {
  constructor(readonly page: Page) {}

  announcements = () => this.page.getByRole('region', { name: 'Announcements' })
  announcement = (text: string) => this.announcements().getByRole('listitem').filter({ hasText: text })
  tab = (name: 'Search User' | 'My Users' | 'Support Tickets' | 'Stake') =>
    this.page.getByRole('navigation', { name: 'Worker tools' }).getByRole('link', { name })

  async goto(tab: 'search-user' | 'my-users' | 'support-tickets' | 'stake' = 'search-user') {
    await this.page.goto(`/dashboard/worker/${tab}`)
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Worker Dashboard')
  }

  // Search User
  searchEmail = () => this.page.getByLabel('User Email')
  foundUser = () => this.page.getByRole('region', { name: 'Found user' })

  async search(email: string) {
    await this.searchEmail().fill(email)
    await this.page.getByRole('button', { name: 'Search', exact: true }).click()
  }

  // My Users
  myUsersSearch = () => this.page.getByLabel('Search by email')
  myUsersTable = () => this.page.getByRole('table', { name: 'My users' })

  // Support Tickets
  statusTab = (name: 'All' | 'Open' | 'In Progress' | 'Resolved') =>
    this.page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: new RegExp(`^${name}\\b`) })
  ticketList = () => this.page.getByRole('list', { name: 'Assigned tickets' })
  ticket = (subject: string) => this.ticketList().getByRole('button', { name: new RegExp(escape(subject)) })
  ticketDialog = () => this.page.getByRole('dialog')
}

/** /dashboard/manager and its four tabs. */
export class ManagerDashboard {
  constructor(readonly page: Page) {}

  async goto(tab: 'create-worker' | 'my-workers' | 'actions' | 'all-users') {
    await this.page.goto(`/dashboard/manager/${tab}`)
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Manager Dashboard')
  }

  workersTable = () => this.page.getByRole('table', { name: 'My workers' })
  usersTable = () => this.page.getByRole('table', { name: 'Users assigned to my workers' })
  /** The data rows of a table (the header row left out). */
  rows = (table: ReturnType<Page['getByRole']>) => table.locator('tbody tr')
  pagination = () => this.page.getByRole('navigation', { name: 'Pagination' })

  async createWorker(values: { fullName: string; email: string; password: string }) {
    await this.page.getByLabel('Full Name').fill(values.fullName)
    await this.page.getByLabel('Email').fill(values.email)
    await this.page.getByLabel('Password').fill(values.password)
    await this.page.getByRole('button', { name: 'Create Worker' }).click()
  }
}

/** /dashboard/admin: the operator's console. */
export class AdminConsole {
  constructor(readonly page: Page) {}

  async goto(section: '' | 'audit' | 'staff' | 'approvals' | 'customers' = '') {
    await this.page.goto(`/dashboard/admin${section ? `/${section}` : ''}`)
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard')
  }

  auditFilters = () => this.page.getByRole('form', { name: 'Audit log filters' })
  auditRows = () => this.page.getByRole('list', { name: 'Audit rows' }).getByRole('listitem')
  chainState = () => this.page.getByTestId('audit-chain')
  approvalsTable = () => this.page.getByRole('table', { name: 'Credits waiting for approval' })
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
