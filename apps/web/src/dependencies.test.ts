import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const repoRoot = path.resolve(import.meta.dirname, '../../..')

/** The npm packages the code under `dir` imports (tests left out), by package name. */
function importedPackages(dir: string): Set<string> {
  const names = new Set<string>()
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  for (const file of files) {
    const source = readFileSync(path.join(dir, file), 'utf8')
    for (const [, specifier] of source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)'([^'.@/][^']*|@[^'/]+\/[^']+)'/g)) {
      if (specifier!.startsWith('node:') || specifier!.startsWith('@/')) continue
      const parts = specifier!.split('/')
      names.add(specifier!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!)
    }
  }
  return names
}

const dependenciesOf = (workspace: string) =>
  Object.keys((JSON.parse(readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as { dependencies: object }).dependencies)

describe('dependencies of the code the web bundles', () => {
  it('packages/shared declares every package its code imports', () => {
    expect([...importedPackages(path.join(repoRoot, 'packages/shared/src'))].sort()).toEqual(dependenciesOf('packages/shared').sort())
  })

  it('the web uses every package it declares', () => {
    const used = importedPackages(path.join(repoRoot, 'apps/web/src'))
    expect(dependenciesOf('apps/web').filter((name) => !used.has(name))).toEqual([])
  })
})
