import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '../..')
/** An UPDATE or INSERT on user_profiles, through Drizzle or in raw SQL. */
const WRITES_PROFILES = /\.(update|insert)\(\s*userProfiles\s*\)|\b(update|insert\s+into)\s+"?user_profiles\b/i

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

describe('user_profiles', () => {
  // The freeze, the recovery hold, capabilities, KYC and assignment all live on one row: one repository writes it
  // (docs/decisions/049), so its rules (the customer-only guard, the never-shorter hold) cannot be bypassed by a second.
  it('is written by the customers repository alone', () => {
    const writers = serverFiles(SRC)
      .filter((file) => WRITES_PROFILES.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file))
    expect(writers).toEqual(['back-office/customers/customers.repository.ts'])
  })
})
