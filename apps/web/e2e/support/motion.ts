import type { Page } from '@playwright/test'

/** A CSS animation or transition that started on the page, with the longest duration it was given. */
export interface Motion {
  kind: 'animation' | 'transition'
  name: string
  seconds: number
}

type MotionRecord = { motion: Motion[] }

/**
 * Records every CSS animation and transition that starts on the page, from its next load on (the recorder is set up
 * in each document before the page's own scripts run). Returns a reader of what has started so far in the current
 * document. The browser reports a start in the frame after it, so a test that expects one waits for it.
 */
export async function recordMotion(page: Page): Promise<() => Promise<Motion[]>> {
  await page.addInitScript(() => {
    const started: Motion[] = ((window as unknown as MotionRecord).motion = [])
    const longest = (durations: string) => Math.max(...durations.split(',').map((duration) => parseFloat(duration)))
    const record = (kind: Motion['kind'], name: string, target: EventTarget | null, durations: (style: CSSStyleDeclaration) => string) =>
      started.push({ kind, name, seconds: longest(durations(getComputedStyle(target as Element))) })
    document.addEventListener('animationstart', (event) => record('animation', event.animationName, event.target, (style) => style.animationDuration), true)
    document.addEventListener('transitionstart', (event) => record('transition', event.propertyName, event.target, (style) => style.transitionDuration), true)
  })
  return () => page.evaluate(() => (window as unknown as MotionRecord).motion)
}
