import { describe, expect, it } from 'vitest'
import { staticMap } from './static-map'

const template = 'https://tile.example.org/{z}/{x}/{y}.png'
const settings = { mapZoom: 15, tilePx: 256, mapTiles: { across: 3, down: 2 } }

describe('staticMap', () => {
  it('lays whole tiles around the point, its own tile in the middle column', () => {
    // The Eiffel Tower: in tile (16592, 11272) at zoom 15, near that tile's lower right corner.
    const map = staticMap({ lat: 48.8584, lng: 2.2945 }, template, settings)
    expect(map.width).toBe(768)
    expect(map.height).toBe(512)
    expect(map.tiles.map(({ url }) => url.replace('https://tile.example.org/15/', ''))).toEqual([
      '16591/11272.png',
      '16592/11272.png',
      '16593/11272.png',
      '16591/11273.png',
      '16592/11273.png',
      '16593/11273.png',
    ])
    expect(map.tiles.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [256, 0],
      [512, 0],
      [0, 256],
      [256, 256],
      [512, 256],
    ])
    // The pin on the point, within half a tile of the map's middle.
    expect(map.pin.x).toBeCloseTo(256 + 0.8505 * 256, 0)
    expect(map.pin.y).toBeCloseTo(0.8737 * 256, 0)
    expect(Math.abs(map.pin.x - 384)).toBeLessThanOrEqual(128)
    expect(Math.abs(map.pin.y - 256)).toBeLessThanOrEqual(128)
  })

  it('stays within the world at its edges, and fills in a server letter', () => {
    const map = staticMap({ lat: 0, lng: 179.99 }, 'https://{s}.tile.example.org/{z}/{x}/{y}.png', {
      ...settings,
      mapZoom: 2,
    })
    expect(map.tiles.map(({ url }) => url.split('/').slice(4).join('/'))).toEqual([
      '1/1.png',
      '2/1.png',
      '3/1.png',
      '1/2.png',
      '2/2.png',
      '3/2.png',
    ])
    expect(map.tiles[0]!.url).toMatch(/^https:\/\/a\.tile/)
    expect(map.pin.x).toBeCloseTo(768, 0)
    expect(map.pin.y).toBeCloseTo(256, 0)
  })
})
