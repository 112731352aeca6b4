// `npm start` of the server: the compiled server on node with the memory flags of decision 118, given so that an
// operator can change them (docs/decisions/118-server-memory-young-generation-and-wasm-tier-up.md, amendment):
// - the heap's flags are defaults of NODE_OPTIONS, each left out when the operator's NODE_OPTIONS names that flag;
// - PGlite's WebAssembly flags go on the command line (node refuses them in NODE_OPTIONS), on PGlite only: with a
//   DATABASE_URL no WebAssembly runs.
// The browser tests and the memory benchmarks start the server through this file too (`serverNodeArgs`).
import { spawn } from 'node:child_process'
import path from 'node:path'

const serverDir = path.resolve(import.meta.dirname, '..')
const MAIN = path.join(serverDir, 'dist/main.js')

/** NODE_OPTIONS' defaults: source maps in stack traces, a 256 MB heap, a 32 MB young generation. */
export const NODE_OPTION_DEFAULTS = ['--enable-source-maps', '--max-old-space-size=256', '--max-semi-space-size=16']
/** PGlite's WebAssembly on V8's baseline compiler: no optimizing compile, no 800 MB peak at start. */
export const PGLITE_WASM_FLAGS = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering']

/** A flag's name, whatever its value or spelling: `--max_old_space_size=512` names `--max-old-space-size`. */
const flagName = (option) =>
  option
    .split('=')[0]
    .replaceAll('_', '-')
    .replace(/^--no-/, '--')

/** node's arguments and environment for the server under `env`; `main` is the compiled entry point. */
export function serverLaunch(env, main = MAIN) {
  const given = (env.NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean)
  const named = new Set(given.map(flagName))
  const nodeOptions = [...NODE_OPTION_DEFAULTS.filter((option) => !named.has(flagName(option))), ...given].join(' ')
  return { args: [...(env.DATABASE_URL ? [] : PGLITE_WASM_FLAGS), main], env: { ...env, NODE_OPTIONS: nodeOptions } }
}

/** For whatever else starts the compiled server (a child process of node): exactly as `npm start` does. */
export function serverNodeArgs() {
  return [import.meta.filename]
}

if (import.meta.main) {
  const { args, env } = serverLaunch(process.env, process.argv[2] ? path.resolve(process.argv[2]) : MAIN)
  if (typeof process.execve === 'function') {
    // The server takes this process's place: same pid, so signals (SIGTERM from an orchestrator) reach it directly.
    process.execve(process.execPath, [process.execPath, ...args], env)
  } else {
    const server = spawn(process.execPath, args, { env, stdio: 'inherit' })
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
    server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
  }
}
