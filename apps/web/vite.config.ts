import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import path from 'node:path'
import { defineConfig } from 'vite'
import { screenChunks } from './chunk-groups'
import { compressAssets } from './compress-assets'
import { inlineCss } from './inline-css'
import { lowPriorityScripts } from './script-priority'

const apiUrl = process.env.API_URL ?? 'http://localhost:3000'
const chunks = screenChunks(path.resolve(import.meta.dirname, 'src'))

export default defineConfig({
  plugins: [react(), tailwindcss(), chunks.plugin, inlineCss(), lowPriorityScripts(), compressAssets()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    proxy: {
      // The API refuses changes from origins other than its own, so the dev server's requests go out as the API's.
      '/api': { target: apiUrl, configure: (proxy) => proxy.on('proxyReq', (req) => req.hasHeader('origin') && req.setHeader('origin', new URL(apiUrl).origin)) },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // One chunk per first screen instead of two dozen small shared ones (chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
})
