import type { SwaggerTransform } from '@fastify/swagger'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'

/**
 * How a route appears in the API description (docs/decisions/110-openapi-description.md): its zod schemas, as the zod
 * provider turns them into JSON Schema, plus its guard and its area. Route modules use the helpers below where Fastify
 * does not see a schema of its own (uploads, files, forwarded bodies).
 */

/** The zod provider's transform, plus what the route's config says: its guard (a session or none) and its area. */
export const describeRoute: SwaggerTransform = (document) => {
  const { schema, url } = jsonSchemaTransform(document)
  if (!schema || schema.hide) return { schema, url }
  const config = document.route.config
  return {
    url,
    schema: {
      ...schema,
      tags: [areaOf(url)],
      ...(config?.public ? { security: [] } : { security: [{ session: [] }] }),
    },
  }
}

/**
 * For a route whose request Fastify does not check against a schema (a multipart upload read part by part, a body
 * forwarded to better-auth and checked there by our schemas): the zod schemas its handler applies, for the
 * description only. Use as the route's `config.swaggerTransform`.
 */
export function describedAs(schema: DocumentedSchema): SwaggerTransform {
  return (document) => describeRoute({ ...document, schema: { ...document.schema, ...schema } })
}

export interface DocumentedSchema {
  summary?: string
  body?: z.ZodType
  params?: z.ZodType
  querystring?: z.ZodType
  /** Media types of the body, e.g. `['multipart/form-data']`. */
  consumes?: string[]
  response?: Record<number, unknown>
}

/** A file or text that is sent as it is (never JSON-serialized): its media types, for the description. */
export function fileAnswer(description: string, mediaTypes: string[]) {
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: FileContent }])) }
}
// Typed as anything: a handler sends a stream, a buffer or text, which Fastify sends as it is.
const FileContent = z.any().meta({ type: 'string', format: 'binary' })

/** A file part of a multipart form, for the description. */
export const filePart = (description: string) => z.string().meta({ format: 'binary', description })

/** An answer without a body (204). */
export const NoContent = z.null().describe('No content')

/** The first segment after /api (`customers`, `auth`, `admin`…, `openapi` for the description itself): one section of the reference page each. */
function areaOf(url: string): string {
  return url.split('/')[2]?.replace(/\.json$/, '') ?? 'api'
}
