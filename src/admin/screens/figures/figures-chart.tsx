import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { DayFigures } from '@/features/figures/figures-api'
import { figuresWords as words } from './messages'

const HEIGHT_PX = 240
const DAY_S = 24 * 60 * 60

/** The colours of the two lines: the theme's primary and secondary, with a fallback. */
function colour(name: string, fallback: string) {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim()
  return value || fallback
}

/**
 * Views and visitors per day as a line chart (uPlot, decision 057): a canvas, hidden from
 * assistive technology, whose numbers are the table's below it. Drawn to its box's width.
 */
export function FiguresChart({ figures }: { figures: readonly DayFigures[] }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const target = box.current
    if (!target || !figures.length) return
    const data: uPlot.AlignedData = [
      figures.map(({ day }) => Date.parse(`${day}T00:00:00Z`) / 1000),
      figures.map(({ views }) => views),
      figures.map(({ visitors }) => visitors),
    ]
    const chart = new uPlot(
      {
        width: Math.max(200, target.clientWidth),
        height: HEIGHT_PX,
        // Days are UTC days: the axis says the same whatever the member's zone.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_, __, max) => [0, Math.max(4, max)] } },
        axes: [{ space: 60, incrs: [DAY_S, 7 * DAY_S, 30 * DAY_S] }, { size: 40 }],
        series: [
          {},
          { label: words.names.views, stroke: colour('--color-primary', '#1d4ed8'), width: 2 },
          { label: words.names.visitors, stroke: colour('--color-secondary', '#b45309'), width: 2 },
        ],
      },
      data,
      target,
    )
    const resized = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(200, target.clientWidth), height: HEIGHT_PX }),
    )
    resized.observe(target)
    return () => {
      resized.disconnect()
      chart.destroy()
    }
  }, [figures])
  return (
    <figure className="mb-6">
      <div ref={box} aria-hidden="true" className="w-full" data-testid="figures-chart" />
      <figcaption className="text-base-content/75 mt-2 flex flex-wrap gap-4 text-sm">
        <span>{words.chartLabel}</span>
        <span className="flex items-center gap-2">
          <span className="bg-primary inline-block h-1 w-6" aria-hidden="true" />
          {words.names.views}
        </span>
        <span className="flex items-center gap-2">
          <span className="bg-secondary inline-block h-1 w-6" aria-hidden="true" />
          {words.names.visitors}
        </span>
      </figcaption>
    </figure>
  )
}
