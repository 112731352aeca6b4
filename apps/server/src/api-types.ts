/**
 * The web's types of the API (docs/decisions/136-typed-api-client.md): `npm run api:types` builds the app in this
 * process, reads its OpenAPI description and writes it as TypeScript to apps/web/src/lib/api-schema.d.ts, which the
 * web's one client (openapi-fetch) is typed with. A test (test/api-types.test.ts) fails while that file is stale.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import pino from 'pino'
import { format, resolveConfig } from 'prettier'
import ts from 'typescript'
import { buildApp } from './app.ts'
import { loadEnv, REPO_ROOT } from './config/env.ts'
import { openDatabase } from './db/client.ts'
import { mailerFor } from './lib/mailer.ts'

export const API_TYPES_FILE = path.join(REPO_ROOT, 'apps', 'web', 'src', 'lib', 'api-schema.d.ts')

const HEADER = `/**
 * Generated from the server's OpenAPI description (/api/openapi.json) by openapi-typescript: do not edit.
 * Regenerate with \`npm run api:types\` after changing a route's schema (\`npm run build\` does it too);
 * apps/server/test/api-types.test.ts fails while this file is stale.
 */
`

/**
 * The description the running app serves at /api/openapi.json: the app built on an empty in-memory database, without
 * mail, jobs or a test clock, so it has the routes of a production server.
 */
export async function describeApi(): Promise<OpenAPI3> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-api-types-'))
  const secret = (c: string) => c.repeat(64)
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: '',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: secret('a'),
    ENCRYPTION_KEY: secret('b'),
    AUDIT_KEY: secret('c'),
  })
  const database = await openDatabase({})
  const app = await buildApp({ env, database, mailer: mailerFor(env, pino({ level: 'silent' })), logger: false })
  try {
    await app.ready()
    return structuredClone(app.swagger()) as OpenAPI3
  } finally {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The TypeScript of `document`, formatted as the repository's other files, with the header that says how to remake it. */
export async function renderApiTypes(document: OpenAPI3): Promise<string> {
  const source = HEADER + astToString(await openapiTS(document, { alphabetize: true, transform: filesAsBlobs }))
  return format(source, { ...(await resolveConfig(API_TYPES_FILE)), filepath: API_TYPES_FILE })
}

/** A file a request uploads (a multipart part of format binary) is a Blob, which a File is; a file answer stays text. */
const filesAsBlobs: NonNullable<Parameters<typeof openapiTS>[1]>['transform'] = (schema, { path }) =>
  'format' in schema && schema.format === 'binary' && path?.includes('/requestBody/') ? ts.factory.createTypeReferenceNode('Blob') : undefined

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_TYPES_FILE, await renderApiTypes(await describeApi()))
  console.log(`Wrote ${path.relative(REPO_ROOT, API_TYPES_FILE)}`)
}
