import { f, lighten, darken, rect, rrect, ell, poly, pathEl, line, op } from '../svg.mjs'
import { P } from '../palette.mjs'
import { drawSky, skyline, waterRect, ripples } from '../parts/landscape.mjs'
import { parasol, stringLights, roundTree } from '../parts/vegetation.mjs'
import { Glaze } from '../parts/architecture.mjs'

/** Terrace-level view from a penthouse over the city. */
export function penthouse(s, o) {
  const { W, H, u, rng } = s
  const horizon = H * 0.52
  drawSky(s, horizon)
  const night = s.env.name !== 'day'
  const left = rng.chance(0.5)
  const lmX = left ? W * 0.74 : W * 0.26
  if (o.sea) {
    waterRect(s, horizon, H * 0.86, [s.far(s.env.water[0], 0.2), s.env.water[1]])
    ripples(s, horizon, H * 0.86, { density: 0.6 })
    skyline(s, {
      base: H * 0.86,
      x0: -20,
      x1: W + 20,
      minH: 90,
      maxH: 250,
      color: s.far(P.slate, 0.6),
      minW: 26,
      maxW: 60,
      gap: 70,
      litDots: night ? 0.16 : 0,
    })
  } else {
    skyline(s, {
      base: H * 0.84,
      x0: -20,
      x1: W + 20,
      minH: 200,
      maxH: 320,
      color: s.far(P.slate, 0.66),
      minW: 30,
      maxW: 80,
      litDots: night ? 0.16 : 0,
    })
  }
  const lc = s.far(P.slate, 0.5)
  if (o.landmark === 'needle') {
    s.add(
      poly(
        [
          [lmX - 34 * u, H * 0.86],
          [lmX - 14 * u, H * 0.42],
          [lmX - 6 * u, H * 0.3],
          [lmX, H * 0.14],
          [lmX + 6 * u, H * 0.3],
          [lmX + 14 * u, H * 0.42],
          [lmX + 34 * u, H * 0.86],
        ],
        lc,
      ),
    )
  } else if (o.landmark === 'deco') {
    const bw = 70 * u
    s.add(rect(lmX - bw / 2, H * 0.4, bw, H * 0.46, lc))
    for (let k = 0; k < 4; k++) {
      const ww = bw * (0.85 - k * 0.18)
      s.add(
        pathEl(
          `M${f(lmX - ww / 2)} ${f(H * 0.4 - k * 18 * u)} A${f(ww / 2)} ${f(ww / 2)} 0 0 1 ${f(lmX + ww / 2)} ${f(H * 0.4 - k * 18 * u)}Z`,
          lc,
        ),
      )
    }
    s.add(
      poly(
        [
          [lmX - 4 * u, H * 0.3],
          [lmX, H * 0.18],
          [lmX + 4 * u, H * 0.3],
        ],
        lc,
      ),
    )
    if (night)
      for (let k = 0; k < 4; k++)
        s.add(
          rect(
            lmX - bw * (0.3 - k * 0.06),
            H * 0.4 - k * 18 * u - 2 * u,
            bw * (0.6 - k * 0.12),
            2 * u,
            '#f2cc8a',
            op(0.7),
          ),
        )
  }
  skyline(s, {
    base: H * (o.sea ? 0.88 : 0.86),
    x0: -20,
    x1: W + 20,
    minH: o.sea ? 50 : 110,
    maxH: o.sea ? 140 : 230,
    color: s.far(P.slate, 0.42),
    minW: 50,
    maxW: 110,
    gap: o.sea ? 80 : 30,
    litDots: night ? 0.2 : 0,
  })
  const fy = H * 0.8
  const gz = new Glaze(s)
  const bw = W * 0.5
  const bx = left ? -20 * u : W - bw + 20 * u
  const by = H * 0.36
  s.add(rect(bx, by, bw, fy - by, s.t(P.cream)))
  const gx = left ? bx + 20 * u : bx + 60 * u
  const gw = bw - 80 * u
  const panels = Math.round(gw / (96 * u))
  const pw = gw / panels
  for (let i = 0; i < panels; i++) {
    gz.window(gx + i * pw + 3 * u, by + 34 * u, pw - 6 * u, fy - by - 34 * u, {
      fw: 3 * u,
      frame: s.t(P.navy2),
      cols: 0,
      lit: night ? true : gz.isLit(0.25),
    })
  }
  gz.flush()
  // interior silhouettes: sofa, pendants
  const ic = darken(s.t(P.navy2), 0.1)
  const sofaX = gx + gw * 0.2
  s.add(
    rrect(sofaX, fy - 50 * u, 190 * u, 50 * u, 10 * u, ic, op(0.85)),
    rrect(sofaX - 10 * u, fy - 70 * u, 30 * u, 70 * u, 8 * u, ic, op(0.85)),
    rrect(sofaX + 170 * u, fy - 70 * u, 30 * u, 70 * u, 8 * u, ic, op(0.85)),
  )
  for (let i = 0; i < 2; i++) {
    const px = gx + gw * (0.35 + i * 0.3)
    s.add(
      line(px, by + 34 * u, px, by + 110 * u, ic, 1.5 * u),
      pathEl(
        `M${f(px - 24 * u)} ${f(by + 130 * u)} A${f(24 * u)} ${f(22 * u)} 0 0 1 ${f(px + 24 * u)} ${f(by + 130 * u)}Z`,
        s.t(P.gold),
      ),
    )
  }
  s.add(rect(bx, by + 34 * u, bw, 10 * u, P.navy, op(s.env.shadow)))
  s.add(
    rect(bx - 60 * u, by, bw + 120 * u, 20 * u, s.t(P.cream)),
    rect(bx - 60 * u, by + 20 * u, bw + 120 * u, 6 * u, s.t(P.gold)),
  )
  // terrace deck
  s.add(rect(0, fy, W, H - fy, s.t(P.sand)))
  const planks = []
  for (let y = fy + 10 * u; y < H; y += 14 * u + (y - fy) * 0.08)
    planks.push(rect(0, y, W, 1.4 * u, darken(s.t(P.sand), 0.12)))
  s.add(planks.join(''))
  s.add(rect(0, fy, W, 6 * u, P.navy, op(0.18)))
  const openX0 = left ? bx + bw : 0
  const openX1 = left ? W : bx
  const pc = s.t(P.gold)
  if (o.pool) {
    // infinity-edge pool along the open side
    const px0 = openX0 + (left ? 40 * u : 0)
    const px1 = openX1 - (left ? 0 : 40 * u)
    waterRect(s, fy - 6 * u, fy + 46 * u, s.env.pool, px0, px1)
    s.add(rect(px0, fy - 6 * u, px1 - px0, 2 * u, '#ffffff', op(0.35)))
    const rip = []
    for (let k = 0; k < 8; k++)
      rip.push(
        rrect(
          rng.range(px0, px1 - 60 * u),
          fy + rng.range(2, 40) * u,
          rng.range(20, 60) * u,
          1.6 * u,
          u,
          '#ffffff',
          op(0.25),
        ),
      )
    s.add(rip.join(''))
    s.add(rect(px0, fy + 46 * u, px1 - px0, 6 * u, lighten(s.t(P.stone), 0.2)))
    for (let k = 0; k < 2; k++) {
      const lx = (left ? px0 + 60 * u : px1 - 300 * u) + k * 120 * u
      const ly = fy + 100 * u
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
    }
  } else {
    const gb = fy - 70 * u
    s.add(rect(openX0, gb, openX1 - openX0, 70 * u, '#ffffff', op(0.1)))
    s.add(rect(openX0, gb - 4 * u, openX1 - openX0, 5 * u, pc))
    for (let x = openX0 + 10 * u; x < openX1; x += 120 * u)
      s.add(rect(x, gb, 3 * u, 70 * u, s.t(P.navy2), op(0.7)))
  }
  if (o.pool) {
    parasol(s, left ? bx + bw + 300 * u : bx - 320 * u, fy + 126 * u, 200 * u)
    return
  }
  // pergola
  const pxA = left ? bx + bw + 70 * u : 80 * u
  const pxB = left ? W - 60 * u : bx - 120 * u
  const perY = H * 0.28
  s.add(
    rect(pxA, perY, 8 * u, fy - perY, pc),
    rect(pxB - 8 * u, perY, 8 * u, fy - perY, pc),
    rect(pxA - 20 * u, perY, pxB - pxA + 40 * u, 10 * u, pc),
  )
  const sl = []
  for (let x = pxA; x < pxB; x += 18 * u)
    sl.push(rect(x, perY - 6 * u, 6 * u, 6 * u, darken(pc, 0.15)))
  s.add(sl.join(''))
  stringLights(s, pxA + 8 * u, pxB - 8 * u, perY + 12 * u, 26 * u)
  if (!o.pool) {
    // lounge sofa
    const lx = (pxA + pxB) / 2 - 110 * u
    const ly = fy + 70 * u
    s.add(ell(lx + 110 * u, ly + 14 * u, 130 * u, 8 * u, P.navy, op(0.18)))
    s.add(
      rrect(lx, ly - 56 * u, 220 * u, 36 * u, 8 * u, s.t(P.cream)),
      rrect(lx, ly - 24 * u, 220 * u, 30 * u, 6 * u, darken(s.t(P.cream), 0.08)),
    )
    s.add(
      rect(lx + 10 * u, ly + 6 * u, 5 * u, 8 * u, s.t(P.navy)),
      rect(lx + 205 * u, ly + 6 * u, 5 * u, 8 * u, s.t(P.navy)),
    )
    s.add(
      rrect(lx + 20 * u, ly - 76 * u, 50 * u, 30 * u, 8 * u, s.t(P.navy2)),
      rrect(lx + 150 * u, ly - 76 * u, 50 * u, 30 * u, 8 * u, s.t(P.gold)),
    )
    // side table
    s.add(
      ell(lx + 270 * u, ly - 20 * u, 26 * u, 6 * u, s.t(P.navy2)),
      rect(lx + 267 * u, ly - 20 * u, 6 * u, 34 * u, s.t(P.navy2)),
    )
  }
  // planter with an olive tree at the far edge
  const px = left ? W - 70 * u : 60 * u
  s.add(
    rect(px - 40 * u, fy + 10 * u, 80 * u, 70 * u, s.t(P.navy2)),
    rect(px - 40 * u, fy + 10 * u, 80 * u, 5 * u, lighten(s.t(P.navy2), 0.15)),
  )
  roundTree(s, px, fy + 12 * u, 230 * u, P.olive, { r: 70 * u, double: true })
}
