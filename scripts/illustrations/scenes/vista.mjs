import { mix, darken, lighten, rect, rrect, ell, op } from '../svg.mjs'
import { P } from '../palette.mjs'
import {
  drawSky,
  mountains,
  hills,
  skyline,
  waterRect,
  ripples,
  tableMountain,
} from '../parts/landscape.mjs'
import { cypress, roundTree, palm, flowers } from '../parts/vegetation.mjs'

/**
 * The view from the estate's terrace: a stone balustrade in the foreground, a lounger and planted
 * urns, and the panorama the estate is bought for (sea, lake, city, vineyard hills or mountains).
 */
export function vista(s, o) {
  const { W, H, u, rng } = s
  const horizon = H * (o.view === 'city' ? 0.46 : 0.52)
  const rail = H * 0.7
  drawSky(s, horizon, { x: rng.range(0.2, 0.8) })
  const night = s.env.name !== 'day'
  if (o.view === 'sea') {
    mountains(s, {
      base: horizon + 4 * u,
      height: 120 * u,
      color: s.far(P.greenDark, 0.6),
      peaks: 2,
      x0: -60,
      x1: W * 0.35,
    })
    waterRect(s, horizon, rail, [s.far(s.env.water[0], 0.2), s.env.water[1]])
    ripples(s, horizon, rail)
  } else if (o.view === 'lake') {
    mountains(s, {
      base: horizon + 20 * u,
      height: 300 * u,
      color: s.far(P.slate, 0.58),
      peaks: 5,
      snow: true,
    })
    mountains(s, {
      base: horizon + 30 * u,
      height: 160 * u,
      color: s.far(P.greenDark, 0.4),
      peaks: 4,
    })
    waterRect(s, horizon + 30 * u, rail, [s.far(s.env.water[0], 0.15), s.env.water[1]])
    ripples(s, horizon + 30 * u, rail, { density: 0.6 })
  } else if (o.view === 'city') {
    skyline(s, {
      base: rail,
      x0: -20,
      x1: W + 20,
      minH: 240,
      maxH: 380,
      color: s.far(P.slate, 0.66),
      minW: 30,
      maxW: 80,
      litDots: night ? 0.2 : 0,
    })
    skyline(s, {
      base: rail,
      x0: -20,
      x1: W + 20,
      minH: 120,
      maxH: 220,
      color: s.far(P.slate, 0.42),
      gap: 24,
      litDots: night ? 0.25 : 0,
    })
  } else if (o.view === 'table') {
    tableMountain(s, {
      x0: W * 0.1,
      x1: W * 0.95,
      base: horizon + 60 * u,
      height: 260 * u,
      color: s.far(P.greenDark, 0.5),
      cliff: s.far(P.slate, 0.42),
    })
    hills(s, { base: horizon + 110 * u, amp: 60 * u, color: s.far(P.olive, 0.3), bottom: rail })
  } else {
    mountains(s, {
      base: horizon + 30 * u,
      height: 220 * u,
      color: s.far(P.slate, 0.55),
      peaks: 5,
      snow: o.snow,
    })
    hills(s, { base: horizon + 90 * u, amp: 70 * u, color: s.far(P.green, 0.4), bottom: rail })
    hills(s, { base: horizon + 150 * u, amp: 60 * u, color: s.far(P.green, 0.22), bottom: rail })
  }
  // trees just below the terrace
  for (let i = 0; i < 7; i++) {
    const x = rng.range(0, 1) * W
    const h = rng.range(80, 140) * u
    if (o.trees === 'palm')
      palm(s, x, rail + 10 * u, h * 1.5, s.t(P.greenDark), rng.range(-0.15, 0.15))
    else if (o.trees === 'cypress') cypress(s, x, rail + 10 * u, h * 1.3, s.t(P.greenDeep))
    else
      roundTree(s, x, rail + 10 * u, h, mix(P.greenDark, P.green, rng.next()), {
        r: rng.range(28, 40) * u,
      })
  }
  // terrace floor
  const floor = s.t(P.stone)
  s.add(rect(0, rail, W, H - rail, floor))
  for (let k = 1; k < 6; k++) {
    const y = rail + (H - rail) * (k / 6) ** 1.4
    s.add(rect(0, y, W, Math.max(1, 1.5 * u), darken(floor, 0.1)))
  }
  // balustrade: coping, balusters, plinth
  const top = rail - 110 * u
  const stone = s.t(P.ivory)
  s.add(rect(0, rail - 16 * u, W, 16 * u, darken(stone, 0.08)))
  const step = 34 * u
  for (let x = step / 2; x < W; x += step) {
    s.add(
      rrect(x - 9 * u, top + 16 * u, 18 * u, rail - top - 32 * u, 8 * u, stone),
      rect(x - 9 * u, top + 16 * u, 4 * u, rail - top - 32 * u, lighten(stone, 0.3), op(0.5)),
    )
  }
  s.add(
    rect(-10, top, W + 20, 18 * u, lighten(stone, 0.08)),
    rect(-10, top + 18 * u, W + 20, 5 * u, P.navy, op(s.env.shadow)),
  )
  // a lounger and two planted urns
  const left = rng.chance(0.5)
  const lx = left ? W * 0.28 : W * 0.72
  const ly = H * 0.9
  const cushion = s.t(o.cushion ?? P.cream)
  s.add(ell(lx, ly + 8 * u, 180 * u, 16 * u, P.navy, op(0.14)))
  s.add(
    rrect(lx - 160 * u, ly - 40 * u, 300 * u, 30 * u, 10 * u, cushion),
    rrect(lx + 110 * u, ly - 110 * u, 40 * u, 90 * u, 14 * u, cushion),
    rect(lx - 150 * u, ly - 12 * u, 8 * u, 20 * u, s.t(P.wood)),
    rect(lx + 130 * u, ly - 12 * u, 8 * u, 20 * u, s.t(P.wood)),
  )
  for (const ux of [W * 0.06, W * 0.94]) {
    s.add(rrect(ux - 44 * u, H - 150 * u, 88 * u, 120 * u, 14 * u, s.t(P.taupe)))
    roundTree(s, ux, H - 146 * u, 170 * u, s.t(P.greenDeep), { r: 64 * u })
    flowers(s, ux - 50 * u, H - 150 * u, 100 * u, [P.blush, P.cream, P.goldLight], 14)
  }
  if (s.env.name === 'night') s.add(rect(0, 0, W, H, P.navy, op(0.08)))
}
