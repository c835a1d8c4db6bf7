import { f, mix, darken, rect, poly, pathEl, op } from '../svg.mjs'
import { P } from '../palette.mjs'
import {
  drawSky,
  mountains,
  skyline,
  waterRect,
  reflect,
  ripples,
  archBridge,
} from '../parts/landscape.mjs'
import { roundTree, palm } from '../parts/vegetation.mjs'
import { Glaze } from '../parts/architecture.mjs'

/** A single residential tower, with styles. */
export function towerBlock(s, gz, x, w, top, gy, style) {
  const { u } = s
  const side = w * 0.22
  const face = s.t(style === 'deco' ? P.stone : P.slate)
  const sideC = mix(darken(face, 0.14), s.env.haze, 0.22)
  const sx = s.sunLeft ? x + w : x - side
  const floorH = 22 * u
  s.add(rect(sx, top + 8 * u, side, gy - top - 8 * u, sideC))
  for (let y = top + 26 * u; y < gy - 30 * u; y += floorH) {
    gz.window(sx + side * 0.22, y + 3 * u, side * 0.56, floorH - 8 * u, {
      fw: 0,
      cols: 0,
      streak: false,
      lit: gz.isLit(s.env.lit * 0.7),
    })
  }
  s.add(rect(x, top, w, gy - top, face))
  if (style === 'balcony') {
    const floors = Math.floor((gy - top - 60 * u) / floorH)
    for (let k = 0; k < floors; k++) {
      const y = top + 30 * u + k * floorH
      const panes = 5
      for (let p = 0; p < panes; p++) {
        gz.window(
          x + 6 * u + (p * (w - 12 * u)) / panes,
          y + 3 * u,
          (w - 12 * u) / panes - 2 * u,
          floorH - 7 * u,
          { fw: 0, cols: 0, streak: false },
        )
      }
      gz.raw(rect(x - 6 * u, y + floorH - 4 * u, w + 12 * u, 4 * u, s.t(P.cream)))
      gz.raw(rect(x - 6 * u, y + floorH - 12 * u, w + 12 * u, 8 * u, '#ffffff', op(0.12)))
    }
  } else if (style === 'fins') {
    const floors = Math.floor((gy - top - 50 * u) / floorH)
    const cols = Math.max(4, Math.round(w / (26 * u)))
    for (let k = 0; k < floors; k++) {
      const y = top + 24 * u + k * floorH
      for (let c = 0; c < cols; c++)
        gz.window(x + (c * w) / cols + 3 * u, y + 3 * u, w / cols - 6 * u, floorH - 6 * u, {
          fw: 0,
          cols: 0,
          streak: false,
        })
    }
    for (let c = 0; c <= cols; c++)
      gz.raw(rect(x + (c * w) / cols - 2.5 * u, top, 5 * u, gy - top, s.t(P.cream)))
  } else if (style === 'deco') {
    const floors = Math.floor((gy - top - 40 * u) / floorH)
    const cols = Math.max(4, Math.round(w / (24 * u)))
    for (let k = 0; k < floors; k++) {
      const y = top + 20 * u + k * floorH
      for (let c = 0; c < cols; c++)
        gz.window(x + (c * w) / cols + 5 * u, y + 4 * u, w / cols - 10 * u, floorH - 8 * u, {
          fw: 0,
          cols: 0,
          streak: false,
        })
    }
    for (let c = 0; c <= cols; c++)
      gz.raw(rect(x + (c * w) / cols - 2 * u, top, 4 * u, gy - top, darken(face, 0.08)))
    s.add(
      rect(x + w * 0.12, top - 40 * u, w * 0.76, 42 * u, face),
      rect(x + w * 0.28, top - 72 * u, w * 0.44, 34 * u, face),
      rect(x + w * 0.46, top - 130 * u, w * 0.08, 60 * u, face),
    )
    gz.raw(
      rect(x + w * 0.12, top - 40 * u, w * 0.76, 4 * u, s.t(P.gold)),
      rect(x + w * 0.28, top - 72 * u, w * 0.44, 4 * u, s.t(P.gold)),
    )
  } else {
    const floors = Math.floor((gy - top - 40 * u) / floorH)
    const cols = Math.max(4, Math.round(w / (30 * u)))
    for (let k = 0; k < floors; k++) {
      const y = top + 20 * u + k * floorH
      for (let c = 0; c < cols; c++)
        gz.window(x + (c * w) / cols + 3 * u, y + 3 * u, w / cols - 6 * u, floorH - 6 * u, {
          fw: 0,
          cols: 0,
          streak: false,
        })
    }
  }
  gz.raw(
    rect(x - 4 * u, top - 6 * u, w + 8 * u, 10 * u, s.t(P.cream)),
    rect(x - 4 * u, top + 4 * u, w + 8 * u, 3 * u, s.t(P.gold)),
  )
  gz.raw(
    poly(
      [
        [x + w * 0.1, gy],
        [x + w * 0.45, top],
        [x + w * 0.6, top],
        [x + w * 0.25, gy],
      ],
      '#ffffff',
      op(0.05),
    ),
  )
}

/** Waterfront residential towers with a skyline, mountains optional. */
export function tower(s, o) {
  const { W, H, u, rng } = s
  const horizon = H * 0.7
  const gy = H * 0.79
  drawSky(s, horizon)
  const night = s.env.name === 'night' || s.env.name === 'dusk'
  const low = o.mountains ? 0.55 : 1
  if (o.mountains) {
    mountains(s, {
      base: gy - 30 * u,
      height: 300 * u,
      color: s.far(P.slate, 0.5),
      peaks: 5,
      snow: true,
    })
    mountains(s, { base: gy - 10 * u, height: 160 * u, color: s.far(P.greenDark, 0.45), peaks: 4 })
  }
  skyline(s, {
    base: gy,
    x0: -20,
    x1: W + 20,
    minH: 120 * low,
    maxH: 330 * low,
    color: s.far(P.slate, 0.68),
    litDots: night ? 0.18 : 0,
    gap: o.mountains ? 60 : 0,
  })
  if (o.bridge) archBridge(s, W * 0.62, W * 1.12, gy - 70 * u, 120 * u, s.far(P.slate, 0.55))
  skyline(s, {
    base: gy,
    x0: -20,
    x1: W + 20,
    minH: 60 * low,
    maxH: 220 * low,
    color: s.far(P.slate, 0.45),
    minW: 50,
    maxW: 120,
    gap: 40,
    litDots: night ? 0.22 : 0,
  })
  const m = s.mark()
  const gz = new Glaze(s)
  const mainW = (o.mainW ?? 210) * u
  const positions = o.positions ?? [0.5 + rng.range(-0.08, 0.08)]
  const styles = o.styles ?? [o.style]
  positions.forEach((p, i) => {
    const w = i === 0 ? mainW : mainW * rng.range(0.7, 0.9)
    const top = i === 0 ? H * (o.top ?? 0.12) : H * rng.range(0.22, 0.36)
    towerBlock(s, gz, p * W - w / 2, w, top, gy, styles[i % styles.length])
    gz.flush()
  })
  // podium and promenade
  s.add(rect(0, gy - 26 * u, W, 26 * u, s.t(P.ivory)))
  const pz = new Glaze(s)
  for (let x = 20 * u; x < W; x += 90 * u)
    pz.window(x, gy - 22 * u, 70 * u, 18 * u, {
      fw: 0,
      cols: 2,
      lit: pz.isLit(s.env.lit + 0.15),
      frame: s.t(P.navy2),
    })
  pz.flush()
  for (let k = 0; k < 9; k++)
    roundTree(s, rng.range(0, 1) * W, gy + 2 * u, rng.range(70, 110) * u, P.greenDark, {
      r: rng.range(26, 36) * u,
    })
  if (o.palms)
    for (let k = 0; k < 5; k++)
      palm(
        s,
        rng.range(0.02, 0.98) * W,
        gy + 2 * u,
        rng.range(120, 180) * u,
        P.greenDark,
        rng.range(-0.2, 0.2),
      )
  const city = s.since(m)
  s.add(rect(0, gy, W, 10 * u, s.t(P.stone)))
  waterRect(s, gy + 10 * u, H, s.env.water)
  reflect(s, city, gy + 10 * u, gy + 10 * u, H, 0.3)
  ripples(s, gy + 10 * u, H, { density: 1 })
  if (o.boat) {
    const bx = W * rng.range(0.12, 0.3)
    const by = gy + (H - gy) * 0.55
    s.add(
      pathEl(
        `M${f(bx)} ${f(by)} L${f(bx + 96 * u)} ${f(by)} L${f(bx + 84 * u)} ${f(by + 11 * u)} L${f(bx + 8 * u)} ${f(by + 11 * u)}Z`,
        s.t(P.cream),
      ),
    )
    s.add(
      poly(
        [
          [bx + 42 * u, by - 56 * u],
          [bx + 42 * u, by - 4 * u],
          [bx + 78 * u, by - 4 * u],
        ],
        s.t(P.ivory),
      ),
    )
    s.add(
      poly(
        [
          [bx + 38 * u, by - 44 * u],
          [bx + 38 * u, by - 4 * u],
          [bx + 14 * u, by - 4 * u],
        ],
        s.t(P.stone),
      ),
    )
    s.add(rect(bx + 39 * u, by - 60 * u, 2 * u, 60 * u, s.t(P.navy)))
  }
}
