import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

/** An OpenAPI document as served by /api/openapi.json (only what the checks below read). */
export interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>
  components?: { schemas?: Record<string, unknown> }
}

/** `/api/customers/:customerId` (Fastify) → `/api/customers/{customerId}` (OpenAPI). */
export const openApiPath = (fastifyUrl: string) => fastifyUrl.replace(/:(\w+)/g, '{$1}')

/**
 * Checks real answers against the description: the operation of the route, the response of its status (or of its
 * range, `4XX`), and for a JSON answer its body against that response's schema. Returns what is wrong, or null.
 */
export function answerChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false })
  // The CommonJS module's `default` is the plugin itself; its type reaches it only through Plugin's `any` index.
  const formats = addFormats.default as typeof addFormats
  formats(ajv)
  // The document is one schema resource, so that `#/components/schemas/…` references resolve inside it.
  ajv.addSchema({ $id: 'openapi', ...document })
  const compiled = new Map<string, ValidateFunction>()

  return function check(method: string, fastifyUrl: string, status: number, contentType: string | undefined, body: string): string | null {
    const path = openApiPath(fastifyUrl)
    const operation = document.paths[path]?.[method.toLowerCase()]
    if (!operation) return `${method} ${fastifyUrl} is not in the description`
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => operation.responses?.[k])
    if (!key) return `${method} ${fastifyUrl} answered ${status}, which its description does not list`
    const content = operation.responses![key]!.content
    const mediaType = contentType?.split(';')[0]?.trim()
    if (!content || Object.keys(content).length === 0) {
      return body.length === 0 ? null : `${method} ${fastifyUrl} answered ${status} with a body its description does not have`
    }
    if (!mediaType || !content[mediaType]) return `${method} ${fastifyUrl} answered ${status} as ${mediaType}, not as ${Object.keys(content).join(' or ')}`
    if (mediaType !== 'application/json') return null
    const pointer = ['paths', path, method.toLowerCase(), 'responses', key, 'content', mediaType, 'schema']
      .map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1'))
      .join('/')
    let validate = compiled.get(pointer)
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi#/${pointer}` })
      compiled.set(pointer, validate)
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return `${method} ${fastifyUrl} answered ${status} with a body that is not JSON`
    }
    if (validate(parsed)) return null
    return `${method} ${fastifyUrl} answered ${status} outside its schema: ${ajv.errorsText(validate.errors)} in ${body.slice(0, 300)}`
  }
}
