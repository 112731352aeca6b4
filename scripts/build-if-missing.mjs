// Run by `npm start` before the server: it runs what is built, and builds only when something is not built yet (a
// fresh clone). So an install without the build tools (`npm ci --omit=dev`) starts what was built before it, and a
// change to the code is served after `npm run build`.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'))
/** What `npm run build` writes and `npm start` serves. */
const OUTPUTS = ['apps/server/dist/main.js', 'apps/web/dist/index.html']
/** What `npm run build` needs, devDependencies both: `npm ci --omit=dev` leaves them out. */
const BUILD_TOOLS = [
  ['apps/web', 'vite'],
  ['apps/server', 'esbuild'],
]

const missing = OUTPUTS.filter((output) => !existsSync(path.join(root, output)))
if (missing.length === 0) {
  const builtAt = statSync(path.join(root, OUTPUTS[0])).mtime
  console.log(`Starting what was built at ${builtAt.toISOString()} (after a change to the code, run \`npm run build\` first).`)
  process.exit(0)
}

const absentTools = BUILD_TOOLS.filter(([workspace, tool]) => !resolves(path.join(root, workspace), `${tool}/package.json`)).map(([, tool]) => tool)
if (absentTools.length > 0) {
  console.error(
    `Nothing to start: ${missing.join(' and ')} not built, and the build tools (${absentTools.join(', ')}) are not installed, as ` +
      '`npm ci --omit=dev` leaves them out. Build first where they are (`npm ci && npm run build`), then install ' +
      'without them and start.',
  )
  process.exit(1)
}
console.log(`${missing.join(' and ')} not built yet: building first.`)
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
process.exit(build.status ?? 1)

function resolves(from, request) {
  try {
    createRequire(path.join(from, 'package.json')).resolve(request)
    return true
  } catch {
    return false
  }
}
