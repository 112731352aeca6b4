import type { Plugin } from 'vite'

/**
 * Puts the app's stylesheet into index.html as a <style> element instead of a <link> to it: the page (its
 * 'Initializing...' line, then the first screen) can paint as soon as the HTML has arrived, without waiting for a
 * second request first (docs/decisions/060-first-screen.md). The CSP allows inline styles ('unsafe-inline').
 * The <link> stays, disabled: a disabled stylesheet is neither fetched nor applied, and the chunk loader, which looks
 * for the links already on the page, then knows not to load the same stylesheet again with a lazy chunk.
 */
export function inlineCss(): Plugin {
  return {
    name: 'wallet:inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName]
          if (!asset || asset.type !== 'asset') throw new Error(`index.html links ${fileName}, which the build did not write`)
          return `<style>${String(asset.source).replaceAll('</style', '<\\/style')}</style>\n    ${link.replace(/\s*\/?>$/, ' disabled>')}`
        })
      },
    },
  }
}
