import { readFileSync } from 'node:fs'
import { map } from '../../src/config/constants'

describe('the map marker', () => {
  it("has its tip where the spec's icon anchor puts the estate", () => {
    const svg = readFileSync('public/images/marker.svg', 'utf8')
    const [width, height] = map.markerSize
    expect(svg).toContain(`width="${width}" height="${height}"`)
    // The pin's outline starts at its tip, its lowest point.
    const [, x, y] = /<path d="M([\d.]+) ([\d.]+)/.exec(svg) ?? []
    expect(Number(x)).toBe(map.markerAnchor[0])
    expect(Number(y)).toBeGreaterThan(map.markerAnchor[1] - 1)
    const lowest = Math.max(...[...svg.matchAll(/[ML]([\d.]+) ([\d.]+)/g)].map((m) => Number(m[2])))
    expect(lowest).toBe(Number(y))
  })
})
