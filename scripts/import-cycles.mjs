// Fails when the server's own files import each other in a circle, type-only imports included (decision 049).
// `import-x/no-cycle` in eslint.config.js skips `import type`, so it misses a circle made of types; this walks every
// relative import of apps/server/src (TypeScript's own pre-parser: no type checking, well under a second).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const ROOT = path.resolve(import.meta.dirname, '../apps/server/src')

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier)
  for (const candidate of [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate
    } catch {
      // not this one
    }
  }
  return undefined
}

const graph = new Map()
for (const file of sourceFiles(ROOT)) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  const targets = importedFiles.map((i) => i.fileName).filter((s) => s.startsWith('.'))
  graph.set(file, [...new Set(targets.map((s) => resolve(file, s)).filter(Boolean))])
}

// Tarjan's strongly connected components: every component of more than one file (or a file importing itself) is a circle.
let index = 0
const order = new Map()
const low = new Map()
const stack = []
const onStack = new Set()
const circles = []
function visit(file) {
  order.set(file, index)
  low.set(file, index++)
  stack.push(file)
  onStack.add(file)
  for (const next of graph.get(file) ?? []) {
    if (!order.has(next)) {
      visit(next)
      low.set(file, Math.min(low.get(file), low.get(next)))
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), order.get(next)))
  }
  if (low.get(file) !== order.get(file)) return
  const component = []
  let member
  do {
    member = stack.pop()
    onStack.delete(member)
    component.push(member)
  } while (member !== file)
  if (component.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(component)
}
for (const file of graph.keys()) if (!order.has(file)) visit(file)

if (circles.length > 0) {
  console.error(`Import circles in apps/server/src (type-only imports count too):`)
  for (const circle of circles) console.error(`  ${circle.map((f) => path.relative(ROOT, f)).join(' ↔ ')}`)
  process.exit(1)
}
console.log(`No import circle among ${graph.size} files of apps/server/src.`)
