import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'

export const HealthResponse = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) })

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async () => {
    await database.db.execute(sql`select 1`)
    return { status: 'ok' as const, db: database.kind }
  })
}
