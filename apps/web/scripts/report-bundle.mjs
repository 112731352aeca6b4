// Reports the gzipped size of the JavaScript the login page loads first (the entry chunk and its static imports),
// and fails the build when it passes the budget.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 120
const dist = path.resolve(import.meta.dirname, '../dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))
const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
const seen = new Set()
const walk = (key) => {
  if (seen.has(key)) return
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) walk(imported)
}
walk(Object.keys(manifest).find((key) => manifest[key] === entry))
const files = [...seen].map((key) => manifest[key].file).filter((f) => f.endsWith('.js'))
const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0)
const kb = (bytes / 1024).toFixed(1)
const lazy = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length
console.log(`Login page initial JavaScript: ${kb} KB gzipped in ${files.length} file(s) (budget ${BUDGET_KB} KB); ${lazy} lazy chunks.`)
if (bytes > BUDGET_KB * 1024) {
  console.error(`Initial JavaScript is over budget: ${kb} KB > ${BUDGET_KB} KB`)
  process.exit(1)
}
