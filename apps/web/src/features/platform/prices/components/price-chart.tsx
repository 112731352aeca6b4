import { AreaSeries, ColorType, createChart, type IChartApi, type UTCTimestamp } from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import type { AssetId } from '@wallet/shared/assets'
import { usePriceHistory } from '../api/prices'
import { useT } from '@/lib/i18n/use-t'

let previousChart: Promise<void> = Promise.resolve()

/**
 * Runs `draw` once the page is idle and the chart asked for before it has painted its first frame: charts are drawn
 * one at a time, each in a task of its own, after the page's own first work, instead of all together in one long
 * task that holds up the page (docs/decisions/060-first-screen.md). Returns what cancels it.
 */
function drawInTurnWhenIdle(draw: () => void): () => void {
  let cancelled = false
  previousChart = previousChart.then(
    () =>
      new Promise<void>((done) => {
        const run = () => {
          if (cancelled) return done()
          try {
            draw()
          } finally {
            // The chart paints in the next animation frame; the next one starts after that.
            requestAnimationFrame(() => setTimeout(done, 0))
          }
        }
        if (cancelled) done()
        else if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 })
        else setTimeout(run, 50)
      }),
  )
  return () => {
    cancelled = true
  }
}

/**
 * A small area chart of an asset's last 24 h. This module pulls in lightweight-charts, so it is
 * only ever imported lazily (see market-card.tsx).
 */
export default function PriceChart({ asset, rising }: { asset: AssetId; rising: boolean }) {
  const t = useT()
  const history = usePriceHistory(asset)
  const container = useRef<HTMLDivElement>(null)
  const points = history.data?.points

  useEffect(() => {
    const element = container.current
    if (!element || !points || points.length === 0) return
    const colour = rising ? '#34d399' : '#f87171'
    let chart: IChartApi | undefined
    const cancel = drawInTurnWhenIdle(() => {
      chart = drawChart(element, colour, points)
    })
    return () => {
      cancel()
      chart?.remove()
    }
  }, [points, rising])

  if (history.isError) return <p className="flex h-full items-center justify-center text-xs text-slate-500">{t('market.chartUnavailable')}</p>
  return <div ref={container} className="h-full w-full" aria-label={t('market.chartLabel', { asset })} role="img" />
}

/** A small area chart without axes, grid or crosshair. */
function drawChart(element: HTMLElement, colour: string, points: Array<{ time: string; price: string }>): IChartApi {
  const chart = createChart(element, {
    autoSize: true,
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: '#94a3b8', attributionLogo: false },
    grid: { vertLines: { visible: false }, horzLines: { visible: false } },
    rightPriceScale: { visible: false },
    // The time scale is hidden. Its tick marks are still labelled, by default each with the browser's date formatting
    // (toLocaleString), which costs tens of milliseconds the first time on a phone for labels nobody sees.
    timeScale: { visible: false, borderVisible: false, tickMarkFormatter: () => '' },
    crosshair: { vertLine: { visible: false }, horzLine: { visible: false } },
    handleScroll: false,
    handleScale: false,
  })
  const series = chart.addSeries(AreaSeries, {
    lineColor: colour,
    topColor: `${colour}55`,
    bottomColor: `${colour}00`,
    lineWidth: 2,
    priceLineVisible: false,
    lastValueVisible: false,
  })
  // The chart draws with numbers; the figures shown as text elsewhere stay exact decimals.
  series.setData(points.map((p) => ({ time: Math.floor(Date.parse(p.time) / 1000) as UTCTimestamp, value: Number(p.price) })))
  chart.timeScale().fitContent()
  return chart
}
