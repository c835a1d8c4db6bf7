import { brochure } from '@/config/constants'

export type MapPoint = { lat: number; lng: number }

export type StaticMap = {
  width: number
  height: number
  /** Each tile's URL and its top-left corner in the map's own pixels. */
  tiles: { url: string; x: number; y: number }[]
  /** The estate's point in the map's pixels. */
  pin: { x: number; y: number }
}

/** The point's place on the whole world's map at `zoom`, in tile pixels (Web Mercator). */
function worldPixels({ lat, lng }: MapPoint, zoom: number, tilePx: number) {
  const scale = tilePx * 2 ** zoom
  const sin = Math.sin((lat * Math.PI) / 180)
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  }
}

export type StaticMapSettings = {
  mapZoom: number
  tilePx: number
  mapTiles: { across: number; down: number }
}

/**
 * The first tile of a run of `count` along one axis that puts the point's own tile (at `place`,
 * in tile units) as near the middle as whole tiles allow.
 */
function firstTile(place: number, count: number, tiles: number) {
  const centred = Math.round(place - count / 2)
  return Math.min(Math.max(centred, 0), Math.max(tiles - count, 0))
}

/**
 * A still map around `point` from a tile server's URL template (`{z}/{x}/{y}`, `{s}` if any):
 * `mapTiles` whole tiles, none cut (a printed page shows every image whole), the point's own
 * tile near the middle and the pin on the point.
 */
export function staticMap(
  point: MapPoint,
  template: string,
  settings: StaticMapSettings = brochure,
): StaticMap {
  const { mapZoom: zoom, tilePx, mapTiles } = settings
  const count = 2 ** zoom
  const world = worldPixels(point, zoom, tilePx)
  const left = firstTile(world.x / tilePx, mapTiles.across, count)
  const top = firstTile(world.y / tilePx, mapTiles.down, count)
  const tiles = []
  for (let row = 0; row < mapTiles.down; row++)
    for (let column = 0; column < mapTiles.across; column++) {
      const url = template
        .replace('{s}', 'a')
        .replace('{z}', String(zoom))
        .replace('{x}', String(left + column))
        .replace('{y}', String(top + row))
      tiles.push({ url, x: column * tilePx, y: row * tilePx })
    }
  return {
    width: mapTiles.across * tilePx,
    height: mapTiles.down * tilePx,
    tiles,
    pin: { x: world.x - left * tilePx, y: world.y - top * tilePx },
  }
}
