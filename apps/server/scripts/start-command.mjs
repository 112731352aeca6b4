// The node arguments of `npm start` (apps/server/package.json), for whatever else runs the compiled server – the
// browser tests and the memory benchmark – so that they run it exactly as it is started.
import { readFileSync } from 'node:fs'
import path from 'node:path'

const serverDir = path.resolve(import.meta.dirname, '..')

/** `node`'s arguments, the entry point's path made absolute. */
export function serverNodeArgs() {
  const { scripts } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'))
  const [command, ...args] = scripts.start.split(/\s+/)
  if (command !== 'node') throw new Error(`apps/server's start script must run node: ${scripts.start}`)
  return args.map((arg) => (arg.endsWith('.js') ? path.join(serverDir, arg) : arg))
}
