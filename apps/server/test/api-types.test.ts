import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { API_TYPES_FILE, describeApi, renderApiTypes } from '../src/api-types.ts'

/** The web's client is typed by a committed file (docs/decisions/136-typed-api-client.md): it must be the description's. */
describe("the web's types of the API", () => {
  it('are what the routes describe today (else run `npm run api:types` and commit the file)', { timeout: 120_000 }, async () => {
    const fresh = await renderApiTypes(await describeApi())
    const committed = readFileSync(API_TYPES_FILE, 'utf8')
    const firstDifference = [...fresh].findIndex((char, i) => committed[i] !== char)
    expect(
      committed === fresh ? null : `apps/web/src/lib/api-schema.d.ts differs from line ${fresh.slice(0, firstDifference).split('\n').length}`,
      'stale: run `npm run api:types` and commit apps/web/src/lib/api-schema.d.ts',
    ).toBeNull()
  })
})
