import { mix, lighten, rect, rrect, circ, poly, line, op } from '../svg.mjs'
import { P } from '../palette.mjs'
import { drawSky, mountains, hills, waterRect, reflect, ripples } from '../parts/landscape.mjs'
import { cypress, roundTree, palm } from '../parts/vegetation.mjs'
import { Glaze, shadowBand } from '../parts/architecture.mjs'

/** Modernist villa with a pool: sea, hills or alpine backdrop. */
export function villa(s, o) {
  const { W, H, u, rng } = s
  const horizon = H * 0.56
  const gy = H * 0.74
  drawSky(s, horizon)
  if (o.backdrop === 'sea') {
    waterRect(s, horizon, gy, [mix(s.env.water[0], s.env.haze, 0.3), s.env.water[1]])
    ripples(s, horizon, gy, { density: 0.7 })
    mountains(s, {
      base: horizon + 2,
      height: 120 * u,
      color: s.far(P.greenDark, 0.62),
      peaks: 2,
      x0: -60,
      x1: W * 0.3,
    })
    mountains(s, {
      base: horizon + 2,
      height: 70 * u,
      color: s.far(P.greenDark, 0.72),
      peaks: 2,
      x0: W * 0.8,
      x1: W + 60,
    })
    hills(s, { base: gy - 4 * u, amp: 34 * u, color: s.t(P.greenDark), freq: 1.1 })
  } else if (o.backdrop === 'alps') {
    mountains(s, {
      base: horizon + 10 * u,
      height: 210 * u,
      color: s.far(P.slate, 0.55),
      peaks: 6,
      snow: true,
    })
    waterRect(s, horizon + 6 * u, horizon + 80 * u, [
      s.far(s.env.water[0], 0.35),
      s.far(s.env.water[0], 0.1),
    ])
    ripples(s, horizon + 6 * u, horizon + 80 * u, { density: 0.4, glitter: false })
    hills(s, { base: horizon + 30 * u, amp: 40 * u, color: s.far(P.green, 0.45), freq: 0.6 })
    hills(s, { base: gy - 20 * u, amp: 56 * u, color: s.t(P.green), freq: 1.2 })
  } else {
    hills(s, { base: horizon + 20 * u, amp: 90 * u, color: s.far(P.green, 0.62), freq: 2 })
    hills(s, { base: horizon + 70 * u, amp: 80 * u, color: s.far(P.green, 0.38), freq: 1.4 })
    hills(s, { base: gy - 24 * u, amp: 50 * u, color: s.t(P.green), freq: 1.1 })
  }
  // trees behind the house
  for (let i = 0; i < 7; i++) {
    const x = rng.range(0.05, 0.95) * W
    if (o.trees === 'palm')
      palm(s, x, gy - 6 * u, rng.range(170, 240) * u, P.greenDark, rng.range(-0.15, 0.15))
    else cypress(s, x, gy - 6 * u, rng.range(150, 240) * u, P.greenDeep)
  }
  // --- the house
  const m = s.mark()
  const lw = Math.min(620 * u, W * 0.5)
  const lh = 132 * u
  const uw = lw * 0.64
  const uh = 112 * u
  const cx = W * 0.5 + rng.range(-0.05, 0.05) * W
  const lx = cx - lw / 2
  const right = rng.chance(0.5)
  const ux = right ? lx + lw - uw + 80 * u : lx - 80 * u
  const t = 13 * u
  const ov = 28 * u
  const wall = s.t(P.cream)
  const gz = new Glaze(s)
  s.add(rect(lx, gy - lh, lw, lh, s.t(P.stone)))
  const solidW = lw * 0.28
  const solidX = right ? lx : lx + lw - solidW
  const glassX = right ? lx + solidW : lx
  const glassW = lw - solidW
  const course = []
  for (let y = gy - lh + 14 * u; y < gy; y += 16 * u)
    course.push(rect(solidX, y, solidW, 1.2 * u, s.t(P.sand), op(0.55)))
  s.add(course.join(''))
  const panels = Math.round(glassW / (78 * u))
  const pw = glassW / panels
  for (let i = 0; i < panels; i++) {
    gz.window(glassX + i * pw + 3 * u, gy - lh + 18 * u, pw - 6 * u, lh - 18 * u, {
      frame: s.t(P.navy2),
      fw: 3 * u,
      cols: 0,
      lit: gz.isLit(s.env.lit + 0.2),
    })
  }
  gz.flush()
  if (s.env.name !== 'day') {
    for (let i = 0; i < 3; i++) {
      const px = glassX + glassW * (0.2 + i * 0.3)
      s.add(
        line(px, gy - lh + 18 * u, px, gy - lh + 48 * u, s.t(P.navy), 1.2 * u),
        circ(px, gy - lh + 52 * u, 6 * u, '#fff1cf'),
      )
    }
  }
  s.add(shadowBand(s, lx, gy - lh, lw, 16 * u))
  s.add(
    rect(lx - ov, gy - lh - t, lw + 2 * ov, t, wall),
    rect(lx - ov, gy - lh - t, lw + 2 * ov, 2.5 * u, lighten(wall, 0.4)),
  )
  const uy = gy - lh - t - uh
  s.add(rect(ux, uy, uw, uh, wall))
  const ribbonW = uw * 0.58
  const ribbonX = right ? ux + uw - ribbonW - 26 * u : ux + 26 * u
  const rb = Math.round(ribbonW / (64 * u))
  for (let i = 0; i < rb; i++) {
    gz.window(
      ribbonX + (i * ribbonW) / rb + 2 * u,
      uy + 26 * u,
      ribbonW / rb - 4 * u,
      uh - 44 * u,
      { frame: s.t(P.navy2), fw: 2.5 * u, cols: 0 },
    )
  }
  gz.flush()
  const slX = right ? ux + 20 * u : ribbonX + ribbonW + 20 * u
  const slW = uw - ribbonW - 66 * u
  s.add(rect(slX, uy + 18 * u, slW, uh - 30 * u, s.t(P.navy2)))
  const slats = []
  for (let x = slX + 3 * u; x < slX + slW - 2 * u; x += 9 * u)
    slats.push(rect(x, uy + 18 * u, 4.2 * u, uh - 30 * u, s.t(P.gold)))
  s.add(slats.join(''))
  s.add(shadowBand(s, ux, uy, uw, 12 * u))
  s.add(
    rect(ux - ov, uy - t, uw + 2 * ov, t, wall),
    rect(ux - ov, uy - t, uw + 2 * ov, 2.5 * u, lighten(wall, 0.4)),
  )
  // cantilever shadow on the deck
  const wallX = right ? lx - 230 * u : lx + lw
  s.add(
    rect(wallX, gy - 46 * u, 230 * u, 46 * u, s.t(P.ivory)),
    rect(wallX, gy - 46 * u, 230 * u, 3 * u, lighten(s.t(P.ivory), 0.3)),
  )
  const house = s.since(m)
  // terrace and pool
  const deckH = 22 * u
  s.add(rect(0, gy, W, deckH, s.t(P.ivory)), rect(0, gy, W, 2 * u, lighten(s.t(P.ivory), 0.4)))
  const py = gy + deckH
  const poolH = H * 0.12
  const poolX0 = lx - 90 * u
  const poolX1 = lx + lw + 90 * u
  s.add(rect(0, py, W, H - py, s.t(P.stone)))
  waterRect(s, py, py + poolH, s.env.pool, poolX0, poolX1)
  reflect(s, house, py, py, py + poolH, 0.32, poolX0, poolX1)
  ripples(s, py, py + poolH, { x0: poolX0, x1: poolX1, density: 0.6, glitter: false })
  s.add(rect(poolX0, py + poolH, poolX1 - poolX0, 4 * u, lighten(s.t(P.stone), 0.3)))
  s.add(rect(poolX0, py, poolX1 - poolX0, 5 * u, P.navy, op(0.18)))
  // lawn with soft mowing bands
  const ly = py + poolH + 4 * u
  s.add(rect(0, ly, W, H - ly, s.t(P.green)))
  const bands = []
  for (let k = 0; k < 4; k++)
    bands.push(
      rect(0, ly + (k * (H - ly)) / 4, W, (H - ly) / 8, lighten(s.t(P.green), 0.08), op(0.6)),
    )
  s.add(bands.join(''), rect(0, ly, W, 6 * u, P.navy, op(0.12)))
  for (let i = 0; i < 2; i++) {
    const x = (right ? poolX1 + 40 * u : poolX0 - 190 * u) + i * 80 * u
    if (x > 0 && x + 60 * u < W) {
      s.add(rrect(x, py + 24 * u, 58 * u, 9 * u, 3 * u, s.t(P.cream)))
      s.add(
        poly(
          [
            [x + 42 * u, py + 24 * u],
            [x + 58 * u, py + 6 * u],
            [x + 62 * u, py + 8 * u],
            [x + 50 * u, py + 24 * u],
          ],
          s.t(P.cream),
        ),
      )
      s.add(
        rect(x + 4 * u, py + 33 * u, 3 * u, 8 * u, s.t(P.navy)),
        rect(x + 50 * u, py + 33 * u, 3 * u, 8 * u, s.t(P.navy)),
      )
    }
  }
  // framing vegetation
  const fx = right ? W * 0.08 : W * 0.92
  if (o.trees === 'palm') palm(s, fx, H * 0.99, 330 * u, P.greenDark, right ? 0.14 : -0.14)
  else roundTree(s, fx, gy + 4 * u, 250 * u, P.olive, { r: 90 * u, double: true })
  cypress(s, right ? W * 0.95 : W * 0.04, gy + 2 * u, 230 * u, P.greenDeep)
  cypress(s, right ? W * 0.985 : W * 0.075, gy + 2 * u, 190 * u, P.greenDeep)
}
