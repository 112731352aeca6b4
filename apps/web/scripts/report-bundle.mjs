// Reports the gzipped size of the JavaScript the login page loads first (index.html's script and preloads, and what
// they import statically), and fails the build when it passes the budget, or when any chunk holds a library's
// development build.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 110
const dist = path.resolve(import.meta.dirname, '../dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))
const chunkByFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
// What index.html loads (its module scripts and preloads), and what those import statically.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
const loaded = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1])
const seen = new Set()
const walk = (file) => {
  if (seen.has(file)) return
  seen.add(file)
  for (const key of chunkByFile.get(file)?.imports ?? []) walk(manifest[key].file)
}
loaded.forEach(walk)
const files = [...seen].filter((f) => f.endsWith('.js'))
if (files.length === 0) throw new Error('index.html loads no JavaScript: the report cannot find the entry')
// The page runs boot.ts and the app (main.tsx) at once: both must be among the files counted, so index.html must load
// (or preload) both itself (first-scripts.ts). Were the app only imported by boot.ts, the report would leave it out.
const mapOf = (file) => path.join(dist, `${file}.map`)
/** The source files a source map names. */
const sourcesIn = (map) => JSON.parse(readFileSync(map, 'utf8')).sources
const counted = files.filter((file) => existsSync(mapOf(file))).flatMap((file) => sourcesIn(mapOf(file)))
for (const entry of ['src/boot.ts', 'src/main.tsx']) {
  if (!counted.some((source) => source.endsWith(entry))) throw new Error(`index.html does not load ${entry} itself: the report would leave it out`)
}
const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0)
const kb = (bytes / 1024).toFixed(1)
const lazy = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length
console.log(`Login page initial JavaScript: ${kb} KB gzipped in ${files.length} file(s) (budget ${BUDGET_KB} KB); ${lazy} lazy chunks.`)
// The server sends the build's own Brotli and gzip copies (compress-assets.ts); without them it would send the plain files.
const uncompressed = [...seen, 'index.html'].filter((file) => !existsSync(path.join(dist, `${file}.br`)) || !existsSync(path.join(dist, `${file}.gz`)))
if (uncompressed.length > 0) {
  console.error(`No compressed copies of: ${uncompressed.join(', ')}`)
  process.exit(1)
}
// A library's development build (its warnings, checks and larger code) has no place in what customers load; a package
// whose exports name only that build is aliased to its production build in vite.config.ts.
const assets = path.join(dist, 'assets')
const developmentBuilds = readdirSync(assets)
  .filter((file) => file.endsWith('.js.map'))
  .flatMap((file) => sourcesIn(path.join(assets, file)).filter((source) => /node_modules\/.*(\/development\/|\.development\.)/.test(source)))
if (developmentBuilds.length > 0) {
  console.error(`Development builds in the bundle: ${[...new Set(developmentBuilds)].join(', ')}`)
  process.exit(1)
}
if (bytes > BUDGET_KB * 1024) {
  console.error(`Initial JavaScript is over budget: ${kb} KB > ${BUDGET_KB} KB`)
  process.exit(1)
}
