import path from 'node:path'
import type { Plugin } from 'vite'

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null
}

/**
 * Chunks by screen rather than the two dozen small shared ones the bundler would make, each a request before a screen
 * can show (docs/decisions/060-first-screen.md):
 * - `boot`: index.html's script and what it imports statically (the route table of the customer pages), which starts
 *   loading the page at the address beside the app (docs/decisions/068-overview-first-paint.md);
 * - `app`: the app (main.tsx, which boot.ts imports and index.html preloads) and everything it imports statically (the
 *   login screen included);
 * - `dashboard`: what the dashboard frame and the overview (where a sign-in lands) add to it;
 * - `shared-ui`: what those share with the signed-out screens (a button), so that a signed-out screen never loads
 *   the dashboard.
 * Everything else (the other screens, the forms, zod) is chunked by the bundler as before.
 * `plugin` forgets the module graph of the previous build (in watch mode).
 */
export function screenChunks(src: string) {
  let sets: { signedIn: Set<string>; signedOut: Set<string> } | undefined
  let bootModules: Set<string> | undefined
  let appModules: Set<string> | undefined
  const chunkOf = (id: string, ctx: ModuleGraph): 'dashboard' | 'shared-ui' | null => {
    sets ??= {
      signedIn: staticImportsOf(ctx, [path.join(src, 'app/routes/dashboard-layout.tsx'), path.join(src, 'app/routes/customer/overview.tsx')]),
      signedOut: staticImportsOf(
        ctx,
        modulesUnder(ctx, path.join(src, 'main.tsx'), [path.join(src, 'app/routes/auth'), path.join(src, 'features/identity/sign-in')]),
      ),
    }
    if (!sets.signedIn.has(id)) return null
    return sets.signedOut.has(id) ? 'shared-ui' : 'dashboard'
  }
  const plugin: Plugin = {
    name: 'wallet:screen-chunks',
    apply: 'build',
    buildStart() {
      sets = undefined
      bootModules = undefined
      appModules = undefined
    },
  }
  const inBoot = (id: string, ctx: ModuleGraph) => (bootModules ??= staticImportsOf(ctx, [path.join(src, 'boot.ts')])).has(id)
  const inApp = (id: string, ctx: ModuleGraph) => (appModules ??= staticImportsOf(ctx, [path.join(src, 'main.tsx')])).has(id)
  const groups = [
    { name: (id: string, ctx: ModuleGraph) => (inBoot(id, ctx) ? 'boot' : null), debugName: 'boot', priority: 4 },
    { name: (id: string, ctx: ModuleGraph) => (inApp(id, ctx) ? 'app' : null), debugName: 'app', priority: 3 },
    { name: (id: string, ctx: ModuleGraph) => (chunkOf(id, ctx) === 'shared-ui' ? 'shared-ui' : null), debugName: 'shared-ui', priority: 2 },
    { name: (id: string, ctx: ModuleGraph) => (chunkOf(id, ctx) === 'dashboard' ? 'dashboard' : null), debugName: 'dashboard', priority: 1 },
  ]
  return { plugin, groups }
}

/** `roots` and every module they import statically. */
function staticImportsOf(ctx: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>()
  const next = [...roots]
  while (next.length > 0) {
    const id = next.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    next.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/** The modules found from `entry` through static and dynamic imports that sit under one of `dirs`. */
function modulesUnder(ctx: ModuleGraph, entry: string, dirs: string[]): string[] {
  const seen = new Set<string>()
  const next = [entry]
  while (next.length > 0) {
    const id = next.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    const info = ctx.getModuleInfo(id)
    next.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []))
  }
  return [...seen].filter((id) => dirs.some((dir) => id.startsWith(dir + path.sep)))
}

/**
 * Whether index.html already loads the chunk `file` itself: its script (`index`, which imports boot.ts's chunk),
 * boot.ts's, the app's, or the bundler's runtime (first-scripts.ts). When code
 * loads a lazy chunk, Vite adds a <link rel="modulepreload"> for each chunk it needs; for these it need not, and each
 * of those links costs the page's thread a little (docs/decisions/068-overview-first-paint.md). (The stylesheet, which
 * Vite handles apart, it finds on the page: inline-css.ts.)
 */
export function loadedByIndexHtml(file: string): boolean {
  return /(^|\/)(index|boot|app|rolldown-runtime)-[\w-]+\.js$/.test(file)
}
