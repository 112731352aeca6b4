import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import path from 'node:path'
import { defineConfig } from 'vite'
import { compressAssets } from './compress-assets'
import { inlineCss } from './inline-css'

const apiUrl = process.env.API_URL ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineCss(), compressAssets()],
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
    // Everything the first screen needs in one file (the entry and its static imports) rather than two dozen small
    // shared chunks, each a request of its own before the app can start (docs/decisions/060-first-screen.md).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
})
