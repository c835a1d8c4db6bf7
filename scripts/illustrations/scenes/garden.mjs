import { mix, darken, lighten, rect, rrect, ell, poly, op, grad } from '../svg.mjs'
import { P } from '../palette.mjs'
import { drawSky, mountains, hills, skyline, waterRect, ripples } from '../parts/landscape.mjs'
import {
  parasol,
  stringLights,
  groundShadow,
  cypress,
  roundTree,
  palm,
  hedge,
  flowers,
} from '../parts/vegetation.mjs'

/**
 * The estate's garden: a lawn between clipped hedges, a stone path to a terrace with a parasol,
 * borders in flower, and the estate's backdrop (sea, lake, mountains, city or hills) beyond.
 */
export function garden(s, o) {
  const { W, H, u, rng } = s
  const horizon = H * 0.5
  const gy = H * 0.62
  drawSky(s, horizon)
  if (o.backdrop === 'sea' || o.backdrop === 'lake') {
    if (o.backdrop === 'lake')
      mountains(s, {
        base: horizon + 6 * u,
        height: 220 * u,
        color: s.far(P.slate, 0.55),
        peaks: 5,
        snow: true,
      })
    waterRect(s, horizon, gy, [s.far(s.env.water[0], 0.25), s.env.water[1]])
    ripples(s, horizon, gy, { density: 0.5 })
  } else if (o.backdrop === 'city') {
    skyline(s, {
      base: gy,
      x0: -20,
      x1: W + 20,
      minH: 140,
      maxH: 300,
      color: s.far(P.slate, 0.62),
      litDots: s.env.name === 'day' ? 0 : 0.16,
    })
  } else if (o.backdrop === 'mountains') {
    mountains(s, { base: gy, height: 260 * u, color: s.far(P.slate, 0.55), peaks: 5, snow: o.snow })
    hills(s, { base: gy + 10 * u, amp: 70 * u, color: s.far(P.green, 0.4), bottom: gy + 20 * u })
  } else {
    hills(s, { base: gy, amp: 90 * u, color: s.far(P.green, 0.5), bottom: gy + 20 * u })
    hills(s, { base: gy + 10 * u, amp: 50 * u, color: s.far(P.green, 0.3), bottom: gy + 20 * u })
  }
  // trees along the boundary
  for (let i = 0; i < 9; i++) {
    const x = (i / 8) * W + rng.range(-40, 40) * u
    const h = rng.range(120, 200) * u
    if (o.trees === 'palm')
      palm(s, x, gy + 6 * u, h * 1.4, s.t(P.greenDark), rng.range(-0.15, 0.15))
    else if (o.trees === 'cypress') cypress(s, x, gy + 6 * u, h * 1.2, s.t(P.greenDeep))
    else
      roundTree(s, x, gy + 6 * u, h, mix(P.greenDark, P.green, rng.next()), {
        r: rng.range(34, 52) * u,
      })
  }
  // lawn
  const lawn = s.uid('lawn')
  s.def(
    grad(lawn, 0, gy, 0, H, [
      [0, s.t(P.greenLight)],
      [1, s.t(P.green)],
    ]),
  )
  s.add(rect(0, gy, W, H - gy, `url(#${lawn})`))
  // mowing stripes
  for (let k = 0; k < 7; k++) {
    const x0 = (k / 7) * W
    s.add(
      poly(
        [
          [W / 2 + (x0 - W / 2) * 0.2, gy],
          [W / 2 + (x0 + W / 14 - W / 2) * 0.2, gy],
          [x0 + W / 14, H],
          [x0, H],
        ],
        '#ffffff',
        op(0.05),
      ),
    )
  }
  // hedges framing the lawn, flowers in front
  const hedgeColor = s.t(P.greenDark)
  hedge(s, -20 * u, gy + 20 * u, W * 0.3, 70 * u, hedgeColor)
  hedge(s, W * 0.72, gy + 20 * u, W * 0.3, 70 * u, hedgeColor)
  const blooms = o.blooms ?? [P.blush, P.cream, P.goldLight, P.terracotta]
  flowers(
    s,
    0,
    gy + 96 * u,
    W * 0.28,
    blooms.map((c) => s.t(c)),
    22,
  )
  flowers(
    s,
    W * 0.72,
    gy + 96 * u,
    W * 0.28,
    blooms.map((c) => s.t(c)),
    22,
  )
  // stone path in perspective
  const path = s.t(P.stone)
  s.add(
    poly(
      [
        [W * 0.47, gy + 4 * u],
        [W * 0.53, gy + 4 * u],
        [W * 0.66, H],
        [W * 0.34, H],
      ],
      path,
    ),
  )
  for (let k = 1; k < 9; k++) {
    const t = (k / 9) ** 1.6
    const y = gy + 4 * u + (H - gy) * t
    const half = W * (0.03 + 0.13 * t)
    s.add(rect(W / 2 - half, y, half * 2, Math.max(1, 2 * u * (1 + t * 2)), darken(path, 0.12)))
  }
  // terrace with parasol, table and chairs on one side
  const left = rng.chance(0.5)
  const tx = left ? W * 0.2 : W * 0.8
  const ty = H * 0.86
  s.add(ell(tx, ty + 10 * u, 190 * u, 34 * u, s.t(P.ivory), op(0.95)))
  groundShadow(s, tx, ty + 6 * u, 110 * u)
  parasol(s, tx, ty, 260 * u)
  const wood = s.t(P.wood)
  s.add(
    rrect(tx - 60 * u, ty - 56 * u, 120 * u, 10 * u, 4 * u, lighten(wood, 0.1)),
    rect(tx - 4 * u, ty - 46 * u, 8 * u, 46 * u, darken(wood, 0.2)),
  )
  for (const side of [-1, 1]) {
    const cx = tx + side * 100 * u
    s.add(
      rrect(cx - 24 * u, ty - 44 * u, 48 * u, 8 * u, 3 * u, wood),
      rect(cx + side * 18 * u, ty - 90 * u, 6 * u, 54 * u, wood),
      rect(cx - 20 * u, ty - 36 * u, 4 * u, 36 * u, darken(wood, 0.2)),
      rect(cx + 16 * u, ty - 36 * u, 4 * u, 36 * u, darken(wood, 0.2)),
    )
  }
  if (s.env.name !== 'day') stringLights(s, -20, W + 20, H * 0.18, 60 * u)
  // a potted tree in the near corner
  const px = left ? W * 0.93 : W * 0.07
  s.add(rrect(px - 40 * u, H - 90 * u, 80 * u, 90 * u, 6 * u, s.t(P.taupe)))
  roundTree(s, px, H - 86 * u, 150 * u, s.t(P.greenDeep), { r: 56 * u })
  s.add(rect(0, H - 6 * u, W, 6 * u, darken(s.t(P.green), 0.3), op(0.4)))
}
