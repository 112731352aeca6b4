import type { Plugin } from 'vite'

/**
 * index.html's scripts: boot.ts is the page's script, and the app (the chunk of main.tsx, which boot.ts imports) is
 * preloaded beside it (<link rel="modulepreload">), so that both load at once (docs/decisions/068-overview-first-paint.md).
 * Fails the build when it finds not exactly one script, or no app to preload.
 */
export function firstScripts(appEntry: string): Plugin {
  return {
    name: 'wallet:first-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
        const app = chunks.find((chunk) => chunk.moduleIds.includes(appEntry))
        if (!app) throw new Error(`no chunk holds ${appEntry}: index.html cannot preload the app`)
        // The app and what it imports, less what index.html loads already.
        const files = new Set<string>()
        const add = (file: string) => {
          if (files.has(file) || html.includes(`/${file}"`)) return
          files.add(file)
          chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(add)
        }
        add(app.fileName)
        let scripts = 0
        const out = html.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, src: string) => {
          scripts++
          const preloads = [...files].map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`).join('')
          return `<script type="module" crossorigin src="${src}"></script>${preloads}`
        })
        if (scripts !== 1) throw new Error(`index.html should have one module script (boot.ts), not ${scripts}: did Vite change how it writes them?`)
        return out
      },
    },
  }
}
