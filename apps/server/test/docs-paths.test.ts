import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../src/config/env.ts'

/**
 * The guides a newcomer reads first name files of the code: each one named must exist, so that a rename or a removal
 * shows up here rather than in a newcomer's search. Names with a placeholder (`<name>`, `NNN`) are patterns, not files.
 */
const GUIDES = ['docs/STYLE.md', 'docs/DESIGN.md', 'docs/adding-a-staff-feature.md']

/** Where a path written from inside an app (`plugins/…`, `lib/…`, `features/…`) may live. */
const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src']

/** An area's folder in the server (decision 138), whose layout line lists its modules. */
const AREA_FOLDER = /^apps\/server\/src\/(identity|money|back-office|support|platform)\/$/

const isPattern = (name: string) => /<|NNN/.test(name)
const exists = (relative: string) => existsSync(path.join(REPO_ROOT, relative))
const existsInSources = (relative: string) => exists(relative) || SOURCE_ROOTS.some((root) => exists(path.join(root, relative)))

/** `apps/…`, `packages/…`, `scripts/…` or `docs/…` in backticks: a path from the repository's root. */
function rootPaths(text: string): string[] {
  return [...text.matchAll(/`((?:apps|packages|scripts|docs)\/[^`\s]+)`/g)].map((m) => m[1]!).filter((p) => !isPattern(p))
}

/**
 * A file of an app in backticks (`plugins/route-guards.ts`), or an example's first line (`// money/swaps/swaps.routes.ts`).
 * Not `app/…`: the model codebases' own files (the Epic Stack's `app/utils/…`) are named that way.
 */
function sourcePaths(text: string): string[] {
  const inline = [...text.matchAll(/`((?:plugins|lib|jobs|db|config|features|identity|money|back-office|support|platform)\/[^`\s]+\.(?:ts|tsx))`/g)]
  const headers = [...text.matchAll(/^\/\/ ((?:features|lib|plugins|identity|money|back-office|support|platform)\/\S+\.(?:ts|tsx))$/gm)]
  return [...inline, ...headers].map((m) => m[1]!).filter((p) => !isPattern(p))
}

/** Relative Markdown links (`[045](decisions/045-staff-action.md)`), from the guide's folder. */
function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z]+:/.test(target))
}

/**
 * STYLE.md's layout block: each line a folder or file, then what it holds. The files named beside a folder are in it,
 * the plugins named beside `plugins/` are files there, and the modules named beside an area's folder are folders there.
 */
function layoutNames(text: string): Array<{ folder: string; name: string }> {
  const block = /## Layout\n(?:.*\n)*?```\n([\s\S]*?)```/.exec(text)?.[1] ?? ''
  return block.split('\n').flatMap((line) => {
    const [folder, ...rest] = line.trim().split(/\s{2,}/)
    if (!folder || isPattern(folder) || !folder.endsWith('/')) return []
    const listed = rest.join(' ').replace(/\([^)]*\)/g, '')
    const files = [...listed.matchAll(/[\w.-]+\.(?:ts|tsx|mjs|sh|md)\b/g)].map((m) => m[0])
    const plugins = folder.endsWith('/plugins/') ? listed.split(',').map((word) => `${word.trim()}.ts`) : []
    const modules = AREA_FOLDER.test(folder) ? listed.split(',').map((word) => word.trim()) : []
    return [...files, ...plugins, ...modules].filter((name) => !isPattern(name)).map((name) => ({ folder, name }))
  })
}

describe('the guides name files that exist', () => {
  for (const guide of GUIDES) {
    const text = readFileSync(path.join(REPO_ROOT, guide), 'utf8')

    it(`${guide}: every path from the repository's root`, () => {
      expect(rootPaths(text).filter((p) => !exists(p))).toEqual([])
    })

    it(`${guide}: every file of an app and every example's file`, () => {
      expect(sourcePaths(text).filter((p) => !existsInSources(p))).toEqual([])
    })

    it(`${guide}: every relative link`, () => {
      expect(linkTargets(text).filter((target) => !exists(path.join(path.dirname(guide), target)))).toEqual([])
    })
  }

  it('docs/STYLE.md: every file and plugin its layout lists', () => {
    const text = readFileSync(path.join(REPO_ROOT, 'docs/STYLE.md'), 'utf8')
    const names = layoutNames(text)
    expect(names.length).toBeGreaterThan(20)
    expect(names.filter(({ folder, name }) => !exists(path.join(folder, name))).map(({ folder, name }) => folder + name)).toEqual([])
  })
})
