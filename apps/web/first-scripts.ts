import type { Plugin } from 'vite'

/**
 * Loads index.html's scripts at low priority (`fetchpriority="low"`): the page's first paint, index.html's own
 * 'Initializing...', needs none of them, and they should not count as holding it up
 * (docs/decisions/068-overview-first-paint.md). Vite writes the script elements of the build itself, without the
 * attributes of the source's, hence a plugin. Fails the build when it finds no script to mark.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'wallet:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        let marked = 0
        const out = html.replace(/<script type="module" crossorigin src=/g, () => {
          marked++
          return '<script type="module" crossorigin fetchpriority="low" src='
        })
        if (marked === 0) throw new Error('index.html has no module script to load at low priority: did Vite change how it writes them?')
        return out
      },
    },
  }
}
