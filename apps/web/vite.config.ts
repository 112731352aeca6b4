import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig } from 'vite'
import { loadedByIndexHtml, screenChunks } from './chunk-groups.ts'
import { compressAssets } from './compress-assets.ts'
import { inlineCss } from './inline-css.ts'
import { firstScripts } from './first-scripts.ts'
import { catalogues } from './catalogues.ts'

const apiUrl = process.env.API_URL ?? 'http://localhost:3000'
const chunks = screenChunks(path.resolve(import.meta.dirname, 'src'))
// react-router's package exports name only its development build, dev warnings and all (remix-run/react-router#14102);
// the production build beside it is the one a build should ship (docs/decisions/080-no-development-builds.md).
const reactRouterProduction = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs')

export default defineConfig(({ command }) => ({
  plugins: [
    catalogues(path.resolve(import.meta.dirname, 'src/locales')),
    react(),
    tailwindcss(),
    chunks.plugin,
    inlineCss(),
    firstScripts(path.resolve(import.meta.dirname, 'src/main.tsx')),
    compressAssets(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    proxy: {
      // The API refuses changes from origins other than its own, so the dev server's requests go out as the API's.
      '/api': {
        target: apiUrl,
        configure: (proxy) => proxy.on('proxyReq', (req) => req.hasHeader('origin') && req.setHeader('origin', new URL(apiUrl).origin)),
      },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // A lazy chunk preloads what it needs, except what index.html loads anyway (chunk-groups.ts).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !loadedByIndexHtml(dep)) : deps) },
    // One chunk per first screen instead of two dozen small shared ones (chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
}))
