import type { Env } from './config/env.ts'
import type { Database } from './db/client.ts'
import type { Mailer } from './lib/mailer.ts'
import { createTransactionEvents } from './modules/events/events.service.ts'
import { createLedger } from './modules/ledger/ledger.service.ts'
import { createNotificationsService } from './modules/notifications/notifications.service.ts'
import { createPaymentsService } from './modules/payments/payments.service.ts'
import { createTransactionsService } from './modules/transactions/transactions.service.ts'
import { createWalletsService } from './modules/wallets/wallets.service.ts'
import { createPrices } from './modules/prices/prices.service.ts'
import { createStakeService } from './modules/stakes/stakes.service.ts'
import { createSwapService } from './modules/swaps/swaps.service.ts'

export interface ServiceDeps {
  database: Database
  env: Env
  mailer?: Mailer
}

/**
 * Every service of the app, created once from its dependencies. `app.ts` decorates `app.services` with the
 * result; the CLI and the seed create their own. Add a service with one line here.
 */
export function createServices(deps: ServiceDeps) {
  const { database } = deps
  const db = database.db
  const events = createTransactionEvents(database)
  const ledger = createLedger({ events })
  const notifications = createNotificationsService({ db })
  const prices = createPrices({ db, feedUrl: deps.env.PRICE_FEED_URL })
  const swaps = createSwapService({ db, ledger, prices, notifications })
  const stakes = createStakeService({ db, ledger, notifications })
  const wallets = createWalletsService({ db, ledger })
  const payments = createPaymentsService({ db, ledger })
  const transactions = createTransactionsService({ db })
  return { db, events, ledger, notifications, prices, swaps, stakes, wallets, payments, transactions }
}

export type Services = ReturnType<typeof createServices>

declare module 'fastify' {
  interface FastifyInstance {
    services: Services
  }
}
