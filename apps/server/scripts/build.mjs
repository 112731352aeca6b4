// Compiles the server for `npm start`: one ES module per entry point in dist/, the workspace's own TypeScript
// (apps/server, packages/shared) bundled in, every npm dependency left to node_modules as it is.
import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'dist')
const ownCode = /^@wallet\//

rmSync(dist, { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'dependencies-stay-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          ownCode.test(args.path) || args.path.startsWith('node:') ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
})
// The migrations are read at start from beside the code (src/db/migrations, and dist/migrations once compiled).
cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true })
