import { f, mix, lighten, darken, rect, rrect, circ, ell, poly, pathEl, op, grad } from '../svg.mjs'
import { P } from '../palette.mjs'
import {
  drawSky,
  mountains,
  hills,
  waterRect,
  reflect,
  ripples,
  clipped,
  pagoda,
  stoneLantern,
} from '../parts/landscape.mjs'
import { parasol, roundTree, palm, flowers } from '../parts/vegetation.mjs'
import { Glaze, shadowBand } from '../parts/architecture.mjs'
import { lamp } from './townhouses.mjs'

/** Calm senior residence: long low building with garden, pond and pergola. */
/** Three-storey modern residence with a glazed entrance pavilion. */
export function buildingModern(s, gz, gy, o) {
  const { W, u } = s
  const bx0 = W * (o.wide ?? 0.1)
  const bx1 = W - bx0
  const floors = o.floors ?? 3
  const fh = (o.floorH ?? 76) * u
  const top = gy - fh * floors
  const wall = s.t(o.wall ?? P.cream)
  s.add(rect(bx0, top, bx1 - bx0, gy - top, wall))
  const bay = 92 * u
  const cx = (bx0 + bx1) / 2
  const pavW = 180 * u
  const greens = []
  for (let fl = 0; fl < floors; fl++) {
    const y = gy - fh * (fl + 1)
    for (let x = bx0 + 20 * u; x + bay - 20 * u < bx1; x += bay) {
      if (x + bay > cx - pavW / 2 && x < cx + pavW / 2) continue
      gz.window(x + 14 * u, y + 16 * u, bay - 40 * u, fh - 30 * u, { cols: 1, frame: s.t(P.ivory) })
      if (fl > 0) {
        const rail = [rect(x + 4 * u, y + fh - 26 * u, bay - 20 * u, 2.5 * u, s.t(P.gold))]
        for (let k = x + 8 * u; k < x + bay - 16 * u; k += 8 * u)
          rail.push(rect(k, y + fh - 26 * u, 1.4 * u, 20 * u, s.t(P.gold)))
        gz.raw(rect(x + 4 * u, y + fh - 8 * u, bay - 20 * u, 6 * u, s.t(P.ivory)) + rail.join(''))
        if (o.greenery) {
          for (let k = 0; k < 7; k++)
            greens.push(
              circ(
                x + 8 * u + s.rng.range(0, bay - 28 * u),
                y + fh - 8 * u - s.rng.range(0, 8) * u,
                s.rng.range(5, 10) * u,
                s.t(s.rng.pick([P.green, P.greenLight, P.greenDark])),
              ),
            )
          if (s.rng.chance(0.5))
            greens.push(
              rect(
                x + s.rng.range(10, bay - 30) * u,
                y + fh - 4 * u,
                3 * u,
                s.rng.range(14, 30) * u,
                s.t(P.green),
              ),
            )
        }
      }
    }
    s.add(rect(bx0, y - 2 * u, bx1 - bx0, 4 * u, darken(wall, 0.06)))
  }
  for (let x = bx0 + 20 * u; x + bay - 20 * u < bx1; x += bay * 3)
    s.add(rect(x - 16 * u, top + 8 * u, 10 * u, gy - top - 8 * u, s.t(P.wood), op(0.8)))
  gz.flush()
  s.add(greens.join(''))
  const pTop = top - 50 * u
  s.add(rect(cx - pavW / 2, pTop, pavW, gy - pTop, s.t(P.ivory)))
  for (let k = 0; k < 3; k++)
    gz.window(
      cx - pavW / 2 + 14 * u + (k * (pavW - 28 * u)) / 3,
      pTop + 30 * u,
      (pavW - 28 * u) / 3 - 6 * u,
      gy - pTop - 30 * u,
      { cols: 0, rows: 3, frame: s.t(P.navy2), fw: 3 * u, lit: gz.isLit(s.env.lit + 0.3) },
    )
  gz.flush()
  s.add(
    rect(cx - pavW / 2 - 30 * u, pTop - 14 * u, pavW + 60 * u, 14 * u, s.t(P.cream)),
    rect(cx - pavW / 2 - 30 * u, pTop - 14 * u, pavW + 60 * u, 3 * u, s.t(P.gold)),
  )
  s.add(
    rect(bx0 - 26 * u, top - 14 * u, bx1 - bx0 + 52 * u, 14 * u, lighten(wall, 0.25)),
    shadowBand(s, bx0, top, bx1 - bx0, 10 * u),
  )
  s.add(
    rect(cx - 110 * u, gy - 70 * u, 220 * u, 8 * u, s.t(P.gold)),
    rect(cx - 104 * u, gy - 62 * u, 5 * u, 62 * u, s.t(P.navy2)),
    rect(cx + 99 * u, gy - 62 * u, 5 * u, 62 * u, s.t(P.navy2)),
  )
}

/** Spanish Colonial residence: white stucco, terracotta roofs, arcade. */
export function buildingMission(s, gz, gy) {
  const { W, u } = s
  const bx0 = W * 0.14
  const bx1 = W * 0.86
  const fh = 86 * u
  const top = gy - 2 * fh
  const wall = s.t('#f4eee4')
  const tile = s.t(P.terracotta)
  const wood = s.t(P.wood)
  const tileLines = (x0, y0, w, h) => {
    const out = []
    for (let x = x0; x < x0 + w; x += 9 * u) out.push(rect(x, y0, 2.2 * u, h, darken(tile, 0.14)))
    return out.join('')
  }
  const roofPts = [
    [bx0 - 24 * u, top + 6 * u],
    [bx0 + 60 * u, top - 46 * u],
    [bx1 - 60 * u, top - 46 * u],
    [bx1 + 24 * u, top + 6 * u],
  ]
  s.add(
    poly(roofPts, tile),
    clipped(
      s,
      poly(roofPts, '#000'),
      tileLines(bx0 - 24 * u, top - 46 * u, bx1 - bx0 + 48 * u, 54 * u),
    ),
  )
  s.add(rect(bx0, top, bx1 - bx0, gy - top, wall), shadowBand(s, bx0, top, bx1 - bx0, 10 * u))
  for (let x = bx0 + 14 * u; x < bx1 - 10 * u; x += 38 * u)
    s.add(rect(x, top + 2 * u, 7 * u, 7 * u, wood))
  const cx = W / 2
  const cw = 230 * u
  const bays = Math.floor((bx1 - bx0) / (84 * u))
  const bw = (bx1 - bx0) / bays
  for (let k = 0; k < bays; k++) {
    const x = bx0 + k * bw
    if (x + bw > cx - cw / 2 - 4 * u && x < cx + cw / 2 + 4 * u) continue
    // arcade arch on the ground floor
    const ax = x + 12 * u
    const aw = bw - 24 * u
    const ay = gy - fh + 14 * u
    gz.raw(
      pathEl(
        `M${f(ax)} ${f(gy)} L${f(ax)} ${f(ay + aw / 2)} A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(ax + aw)} ${f(ay + aw / 2)} L${f(ax + aw)} ${f(gy)}Z`,
        mix(wall, s.t(P.navy), 0.45),
      ),
    )
    gz.window(ax + aw * 0.28, gy - fh * 0.6, aw * 0.44, fh * 0.6, {
      fw: 2 * u,
      frame: wood,
      cols: 1,
      streak: false,
    })
    // upper window, deep set, wrought-iron balconette on alternate bays
    const wy = top + 20 * u
    gz.window(x + bw * 0.32, wy, bw * 0.36, fh * 0.6, { frame: wood, fw: 3 * u, cols: 1, rows: 1 })
    if (k % 2 === 0) {
      const rail = [
        rect(x + bw * 0.26, wy + fh * 0.44, bw * 0.48, 2.5 * u, s.t(P.navy)),
        rect(x + bw * 0.26, wy + fh * 0.6, bw * 0.48, 3 * u, s.t(P.navy)),
      ]
      for (let r = x + bw * 0.27; r < x + bw * 0.74; r += 6 * u)
        rail.push(rect(r, wy + fh * 0.44, 1.4 * u, fh * 0.16, s.t(P.navy)))
      gz.raw(rail.join(''))
    }
  }
  gz.flush()
  // central block with curved parapet and bell niche
  const L = cx - cw / 2
  const R = cx + cw / 2
  const ctop = top - 60 * u
  s.add(
    pathEl(
      `M${f(L)} ${f(gy)} L${f(L)} ${f(ctop + 14 * u)} Q${f(L + cw * 0.16)} ${f(ctop + 14 * u)} ${f(L + cw * 0.22)} ${f(ctop - 8 * u)} Q${f(cx)} ${f(ctop - 62 * u)} ${f(R - cw * 0.22)} ${f(ctop - 8 * u)} Q${f(R - cw * 0.16)} ${f(ctop + 14 * u)} ${f(R)} ${f(ctop + 14 * u)} L${f(R)} ${f(gy)}Z`,
      wall,
    ),
  )
  s.add(rect(L, ctop + 14 * u, 5 * u, gy - ctop - 14 * u, P.navy, op(s.env.shadow * 0.6)))
  s.add(
    pathEl(
      `M${f(cx - 13 * u)} ${f(ctop + 4 * u)} L${f(cx - 13 * u)} ${f(ctop - 14 * u)} A${f(13 * u)} ${f(13 * u)} 0 0 1 ${f(cx + 13 * u)} ${f(ctop - 14 * u)} L${f(cx + 13 * u)} ${f(ctop + 4 * u)}Z`,
      s.t(P.navy2),
    ),
  )
  s.add(circ(cx, ctop - 8 * u, 6 * u, s.t(P.gold)))
  const aw = cw * 0.42
  const ay = ctop + 44 * u
  const lit = gz.isLit(s.env.lit + 0.3)
  gz.raw(
    pathEl(
      `M${f(cx - aw / 2)} ${f(top + fh * 0.75)} L${f(cx - aw / 2)} ${f(ay + aw / 2)} A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(cx + aw / 2)} ${f(ay + aw / 2)} L${f(cx + aw / 2)} ${f(top + fh * 0.75)}Z`,
      `url(#${lit ? s.litId : s.glassId})`,
    ),
  )
  gz.raw(
    rect(cx - 1.5 * u, ay, 3 * u, top + fh * 0.75 - ay, wood),
    rect(cx - aw / 2, ay + aw * 0.6, aw, 3 * u, wood),
  )
  if (lit && s.env.glowWin) gz.glow.push(rect(cx - aw / 2, ay, aw, top + fh * 0.75 - ay, '#f3c072'))
  gz.flush()
  // entrance with timber door and tiled canopy
  s.add(
    pathEl(
      `M${f(cx - 34 * u)} ${f(gy)} L${f(cx - 34 * u)} ${f(gy - fh * 0.62)} A${f(34 * u)} ${f(34 * u)} 0 0 1 ${f(cx + 34 * u)} ${f(gy - fh * 0.62)} L${f(cx + 34 * u)} ${f(gy)}Z`,
      wood,
    ),
  )
  s.add(rect(cx - 1 * u, gy - fh * 0.62 - 30 * u, 2 * u, fh * 0.62 + 30 * u, darken(wood, 0.3)))
  s.add(
    poly(
      [
        [cx - 70 * u, gy - fh * 0.98],
        [cx - 56 * u, gy - fh * 1.12],
        [cx + 56 * u, gy - fh * 1.12],
        [cx + 70 * u, gy - fh * 0.98],
      ],
      tile,
    ),
  )
  for (const lx of [cx - 50 * u, cx + 44 * u])
    s.add(rrect(lx, gy - fh * 0.7, 6 * u, 14 * u, 2 * u, s.t(P.gold)))
}

/** Japanese-modern residence: timber lattice, pent roof, curved hipped roof. */
export function buildingZen(s, gz, gy) {
  const { W, u } = s
  const bx0 = W * 0.2
  const bx1 = W * 0.8
  const fh = 92 * u
  const top = gy - 2 * fh
  const wall = s.t(P.cream)
  const wood = s.t(P.wood)
  const roofC = s.t(P.slate)
  s.add(rect(bx0, top, bx1 - bx0, gy - top, wall))
  const bays = 6
  const bw = (bx1 - bx0) / bays
  for (let k = 0; k < bays; k++) {
    const x = bx0 + k * bw
    if (k % 3 === 1) {
      s.add(rect(x + 6 * u, gy - fh + 28 * u, bw - 12 * u, fh - 28 * u, wood))
      const lat = []
      for (let lx = x + 10 * u; lx < x + bw - 8 * u; lx += 8 * u)
        lat.push(rect(lx, gy - fh + 28 * u, 3 * u, fh - 28 * u, lighten(wood, 0.2)))
      s.add(lat.join(''))
    } else {
      gz.window(x + 8 * u, gy - fh + 30 * u, bw - 16 * u, fh - 30 * u, {
        frame: wood,
        fw: 3 * u,
        cols: 2,
        streak: false,
      })
    }
    // upper floor: shoji-like screens
    gz.window(x + 14 * u, top + 26 * u, bw - 28 * u, fh * 0.56, {
      frame: s.t(P.ivory),
      fw: 3 * u,
      cols: 2,
      rows: 2,
      barColor: wood,
      streak: false,
      lit: gz.isLit(s.env.lit + 0.25),
    })
  }
  gz.flush()
  // engawa deck
  s.add(rect(bx0 - 24 * u, gy - 8 * u, bx1 - bx0 + 48 * u, 8 * u, lighten(wood, 0.15)))
  // pent roof between floors
  const py = gy - fh
  s.add(
    pathEl(
      `M${f(bx0 - 44 * u)} ${f(py + 12 * u)} Q${f(bx0 - 14 * u)} ${f(py)} ${f(bx0 + 16 * u)} ${f(py - 14 * u)} L${f(bx1 - 16 * u)} ${f(py - 14 * u)} Q${f(bx1 + 14 * u)} ${f(py)} ${f(bx1 + 44 * u)} ${f(py + 12 * u)}Z`,
      roofC,
    ),
  )
  s.add(shadowBand(s, bx0, py + 8 * u, bx1 - bx0, 10 * u))
  // main curved hipped roof
  const roofD = `M${f(bx0 - 70 * u)} ${f(top + 12 * u)} Q${f(bx0 - 20 * u)} ${f(top - 2 * u)} ${f(bx0 + 40 * u)} ${f(top - 30 * u)} L${f(bx0 + 120 * u)} ${f(top - 92 * u)} L${f(bx1 - 120 * u)} ${f(top - 92 * u)} L${f(bx1 - 40 * u)} ${f(top - 30 * u)} Q${f(bx1 + 20 * u)} ${f(top - 2 * u)} ${f(bx1 + 70 * u)} ${f(top + 12 * u)}Z`
  s.add(pathEl(roofD, roofC))
  const hip = s.sunLeft
    ? [
        [bx1 - 120 * u, top - 92 * u],
        [bx1 + 70 * u, top + 12 * u],
        [bx1 - 60 * u, top + 6 * u],
      ]
    : [
        [bx0 + 120 * u, top - 92 * u],
        [bx0 - 70 * u, top + 12 * u],
        [bx0 + 60 * u, top + 6 * u],
      ]
  s.add(clipped(s, pathEl(roofD, '#000'), poly(hip, P.navy, op(0.18))))
  s.add(rect(bx0 + 110 * u, top - 100 * u, bx1 - bx0 - 220 * u, 9 * u, darken(roofC, 0.25)))
  s.add(shadowBand(s, bx0, top, bx1 - bx0, 12 * u))
}

export function residence(s, o) {
  const { W, H, u, rng } = s
  const lake = o.backdrop === 'lake'
  const style = o.style ?? 'modern'
  const horizon = H * (lake ? 0.56 : 0.6)
  const gy = H * (lake ? 0.66 : 0.7)
  drawSky(s, horizon)
  const m0 = s.mark()
  if (lake) {
    mountains(s, {
      base: gy - 20 * u,
      height: 400 * u,
      color: s.far(P.slate, 0.5),
      peaks: 5,
      snow: true,
    })
    mountains(s, { base: gy - 10 * u, height: 170 * u, color: s.far(P.greenDark, 0.4), peaks: 4 })
  } else if (o.backdrop === 'mountains') {
    mountains(s, { base: horizon + 40 * u, height: 250 * u, color: s.far(P.slate, 0.55), peaks: 4 })
    hills(s, { base: horizon + 70 * u, amp: 60 * u, color: s.far(P.green, 0.45) })
  } else {
    const pts = hills(s, {
      base: horizon + 30 * u,
      amp: 90 * u,
      color: s.far(P.green, 0.6),
      freq: 2.2,
    })
    if (o.pagoda) {
      const px = W * 0.87
      const hy = pts[Math.min(pts.length - 1, Math.round((px + 20) / 24))][1]
      pagoda(s, px, hy + 8 * u, 210 * u, s.far(P.slate, 0.42))
    }
    hills(s, { base: horizon + 70 * u, amp: 60 * u, color: s.far(P.green, 0.42) })
  }
  const backdrop = s.since(m0)
  if (!lake) {
    for (let i = 0; i < 10; i++) {
      const x = rng.range(0, 1) * W
      if (o.palms)
        palm(s, x, gy - 10 * u, rng.range(150, 230) * u, P.greenDark, rng.range(-0.18, 0.18))
      else
        roundTree(s, x, gy - 10 * u, rng.range(100, 160) * u, P.greenDark, {
          r: rng.range(36, 52) * u,
        })
    }
    const lawnId = s.uid('lawn')
    s.def(
      grad(lawnId, 0, gy - 20 * u, 0, H, [
        [0, s.t(P.greenLight)],
        [1, s.t(P.green)],
      ]),
    )
    s.add(rect(0, gy - 20 * u, W, H, `url(#${lawnId})`))
  } else {
    s.add(rect(0, gy - 20 * u, W, H, s.t(P.greenLight)))
  }
  const m = s.mark()
  const gz = new Glaze(s)
  if (style === 'mission') buildingMission(s, gz, gy)
  else if (style === 'zen') buildingZen(s, gz, gy)
  else buildingModern(s, gz, gy, { ...o, wide: lake ? 0.18 : 0.1, floors: lake ? 2 : o.floors })
  const building = s.since(m)
  const blossom = o.blossom ? { color: '#dcb3b5', speckle: '#c98f9a' } : null
  if (lake) {
    // lakeside promenade with flower beds, then the water
    const wy = gy + 44 * u
    s.add(
      rect(0, gy + 4 * u, W, wy - gy - 4 * u, s.t(P.ivory)),
      rect(0, wy - 6 * u, W, 6 * u, s.t(P.taupe)),
    )
    flowers(s, 0, gy + 10 * u, W, [P.blush, P.goldLight, P.cream, '#c9b6c4'], 90)
    waterRect(s, wy, H, s.env.water)
    reflect(s, backdrop + building, wy - 10 * u, wy, H, 0.24)
    ripples(s, wy, H, { density: 1 })
    for (const lxk of [0.3, 0.7]) lamp(s, W * lxk, wy - 6 * u, 130 * u)
    for (const bxk of [W * 0.18, W * 0.76]) {
      s.add(
        rect(bxk, wy - 22 * u, 70 * u, 6 * u, s.t(P.wood)),
        rect(bxk, wy - 38 * u, 70 * u, 5 * u, s.t(P.wood)),
        rect(bxk + 6 * u, wy - 16 * u, 4 * u, 10 * u, s.t(P.navy2)),
        rect(bxk + 60 * u, wy - 16 * u, 4 * u, 10 * u, s.t(P.navy2)),
      )
    }
    roundTree(s, W * 0.05, wy, 360 * u, P.greenDark, { r: 110 * u })
    roundTree(s, W * 0.95, wy, 330 * u, P.green, { r: 100 * u })
    const bx = W * 0.58
    const by = wy + (H - wy) * 0.5
    s.add(
      pathEl(
        `M${f(bx)} ${f(by)} L${f(bx + 90 * u)} ${f(by)} L${f(bx + 80 * u)} ${f(by + 10 * u)} L${f(bx + 8 * u)} ${f(by + 10 * u)}Z`,
        s.t(P.cream),
      ),
    )
    s.add(
      poly(
        [
          [bx + 40 * u, by - 52 * u],
          [bx + 40 * u, by - 4 * u],
          [bx + 74 * u, by - 4 * u],
        ],
        s.t(P.ivory),
      ),
      rect(bx + 38 * u, by - 56 * u, 2 * u, 56 * u, s.t(P.navy)),
    )
    return
  }
  // garden: pergola, pond, benches, trees, flowers
  if (style !== 'zen') {
    const per = []
    const pgY = gy - 90 * u
    const pgX0 = (o.pergolaLeft ?? rng.chance(0.5)) ? W * 0.04 : W * 0.62
    const pgX1 = pgX0 + W * 0.32
    per.push(rect(pgX0, pgY, pgX1 - pgX0, 8 * u, s.t(P.gold)))
    for (let x = pgX0 + 6 * u; x < pgX1; x += 60 * u)
      per.push(rect(x, pgY, 6 * u, gy + 26 * u - pgY, s.t(P.wood)))
    for (let x = pgX0; x < pgX1; x += 14 * u)
      per.push(rect(x, pgY - 5 * u, 5 * u, 5 * u, darken(s.t(P.gold), 0.15)))
    s.add(per.join(''))
    const vines = []
    for (let k = 0; k < 46; k++)
      vines.push(
        circ(
          rng.range(pgX0, pgX1),
          pgY + rng.range(-4, 16) * u,
          rng.range(5, 10) * u,
          s.t(rng.pick([P.green, P.greenLight, P.greenDark])),
        ),
      )
    s.add(vines.join(''))
  }
  const pondY = gy + 70 * u
  const pondX0 = W * 0.22
  if (o.lapPool) {
    const py0 = gy + 62 * u
    const ph = 78 * u
    const px0 = W * 0.18
    const px1 = W * 0.82
    s.add(
      rect(px0 - 12 * u, py0 - 8 * u, px1 - px0 + 24 * u, ph + 16 * u, lighten(s.t(P.stone), 0.15)),
    )
    const mk = s.mark()
    waterRect(s, py0, py0 + ph, s.env.pool, px0, px1)
    s.add(`<g${op(0.28)} transform="matrix(1 0 0 -0.5 0 ${f(py0 + 0.5 * gy)})">${building}</g>`)
    ripples(s, py0, py0 + ph, { x0: px0, x1: px1, density: 0.8, glitter: false })
    const content = s.since(mk)
    s.parts.length = mk
    s.add(clipped(s, rect(px0, py0, px1 - px0, ph, '#000'), content))
    s.add(rect(px0, py0, px1 - px0, 5 * u, P.navy, op(0.15)))
    for (let k = 0; k < 3; k++) {
      const lx = W * (0.3 + k * 0.16)
      const ly = py0 + ph + 40 * u
      s.add(ell(lx + 45 * u, ly + 16 * u, 55 * u, 5 * u, P.navy, op(0.15)))
      s.add(
        rrect(lx, ly, 90 * u, 12 * u, 4 * u, s.t(P.cream)),
        poly(
          [
            [lx + 66 * u, ly],
            [lx + 88 * u, ly - 24 * u],
            [lx + 94 * u, ly - 21 * u],
            [lx + 78 * u, ly],
          ],
          s.t(P.cream),
        ),
      )
      s.add(
        rect(lx + 6 * u, ly + 12 * u, 3 * u, 10 * u, s.t(P.navy)),
        rect(lx + 80 * u, ly + 12 * u, 3 * u, 10 * u, s.t(P.navy)),
      )
      if (k < 2) parasol(s, lx + 130 * u, ly + 22 * u, 150 * u)
    }
  } else {
    const pondX1 = W * 0.78
    s.add(
      rrect(
        pondX0 - 8 * u,
        pondY - 6 * u,
        pondX1 - pondX0 + 16 * u,
        82 * u,
        40 * u,
        lighten(s.t(P.stone), 0.1),
      ),
    )
    const pondChunk = s.mark()
    waterRect(s, pondY, pondY + 70 * u, s.env.pool)
    s.add(`<g${op(0.3)} transform="matrix(1 0 0 -0.45 0 ${f(pondY + 0.45 * gy)})">${building}</g>`)
    ripples(s, pondY, pondY + 70 * u, { x0: pondX0, x1: pondX1, density: 0.8, glitter: false })
    const pondContent = s.since(pondChunk)
    s.parts.length = pondChunk
    s.add(clipped(s, rrect(pondX0, pondY, pondX1 - pondX0, 70 * u, 35 * u, '#000'), pondContent))
    for (let k = 0; k < 5; k++)
      s.add(
        ell(
          rng.range(pondX0 + 40 * u, pondX1 - 40 * u),
          pondY + rng.range(20, 56) * u,
          12 * u,
          4.5 * u,
          s.t(P.greenLight),
        ),
      )
  }
  s.add(rect(0, gy + 26 * u, W, 16 * u, s.t(P.stone)))
  for (const bxk of [W * 0.14, W * 0.82]) {
    s.add(
      rect(bxk, gy + 12 * u, 80 * u, 6 * u, s.t(P.wood)),
      rect(bxk, gy - 6 * u, 80 * u, 5 * u, s.t(P.wood)),
      rect(bxk + 6 * u, gy + 18 * u, 4 * u, 14 * u, s.t(P.navy2)),
      rect(bxk + 70 * u, gy + 18 * u, 4 * u, 14 * u, s.t(P.navy2)),
    )
  }
  if (style === 'zen') {
    stoneLantern(s, pondX0 + 10 * u, pondY + 4 * u, 70 * u)
    const steps = []
    for (let k = 0; k < 5; k++)
      steps.push(
        ell(
          W * 0.5 + (k % 2 ? 14 : -14) * u,
          pondY + 92 * u + k * 24 * u,
          (30 + k * 4) * u,
          (7 + k) * u,
          lighten(s.t(P.stone), 0.05),
        ),
      )
    s.add(steps.join(''))
  }
  if (blossom) {
    roundTree(s, W * 0.06, H * 0.96, 400 * u, blossom.color, {
      r: 125 * u,
      speckle: blossom.speckle,
    })
    roundTree(s, W * 0.95, H * 0.9, 330 * u, blossom.color, {
      r: 100 * u,
      speckle: blossom.speckle,
    })
  } else {
    roundTree(s, W * 0.06, H * 0.96, 420 * u, P.greenDark, { r: 130 * u })
    roundTree(s, W * 0.94, H * 0.92, 380 * u, P.green, { r: 115 * u })
  }
  if (o.palms) {
    palm(s, W * rng.range(0.14, 0.22), H * 0.99, rng.range(330, 380) * u, P.greenDark, 0.18)
    palm(s, W * rng.range(0.8, 0.88), H * 0.99, rng.range(300, 350) * u, P.greenDark, -0.16)
  }
  flowers(s, W * 0.25, H * 0.97, W * 0.5, [P.blush, P.goldLight, P.cream, '#c9b6c4'], 60)
}
