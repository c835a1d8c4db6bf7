import { f, mix, lighten, darken, rect, rrect, circ, poly, pathEl, op, grad } from '../svg.mjs'
import { P } from '../palette.mjs'
import { drawSky, mountains, hills, clipped, tableMountain } from '../parts/landscape.mjs'
import { cypress, roundTree, hedge, flowers } from '../parts/vegetation.mjs'
import { Glaze, shadowBand } from '../parts/architecture.mjs'

/** Classic family house with garden, backdrop optional. */
export function gardenHome(s, o) {
  const { W, H, u, rng } = s
  const horizon = H * 0.6
  const gy = H * 0.72
  drawSky(s, horizon)
  if (o.backdrop === 'table') {
    tableMountain(s, {
      x0: -W * 0.05,
      x1: W * 0.8,
      base: horizon + 40 * u,
      height: 250 * u,
      color: s.far(P.greenDark, 0.5),
      cliff: s.far(P.slate, 0.42),
    })
    mountains(s, {
      base: horizon + 50 * u,
      height: 110 * u,
      color: s.far(P.greenDark, 0.38),
      peaks: 3,
      x0: W * 0.55,
      x1: W + 80,
    })
  } else if (o.backdrop === 'alps') {
    mountains(s, {
      base: horizon + 10 * u,
      height: 200 * u,
      color: s.far(P.slate, 0.55),
      peaks: 6,
      snow: true,
    })
  }
  hills(s, { base: horizon + 60 * u, amp: 60 * u, color: s.far(P.green, 0.45) })
  if (o.vines) {
    const pts = hills(s, {
      base: horizon + 60 * u,
      amp: 60 * u,
      color: s.far(P.olive, 0.28),
      freq: 1.3,
    })
    const rows = []
    for (let k = 1; k < 16; k++) {
      const pl = pts.map(([x, y]) => `${f(x)},${f(y + k * 11 * u)}`).join(' ')
      rows.push(
        `<polyline points="${pl}" fill="none" stroke="${s.far(P.greenDark, 0.22)}" stroke-width="${f(4.5 * u)}" stroke-dasharray="${f(7 * u)} ${f(4 * u)}"/>`,
      )
    }
    s.add(
      clipped(
        s,
        poly([[-20, H], ...pts, [W + 20, H]], '#000'),
        `<g${op(0.75)}>${rows.join('')}</g>`,
      ),
    )
  }
  // tree line
  const nTrees = o.vines ? 6 : 14
  for (let i = 0; i < nTrees; i++)
    roundTree(
      s,
      rng.range(0, 1) * W,
      gy - 20 * u,
      rng.range(70, 120) * u,
      mix(P.greenDark, P.green, rng.next()),
      { r: rng.range(26, 40) * u },
    )
  const lawnId = s.uid('lawn')
  s.def(
    grad(lawnId, 0, gy - 20 * u, 0, H, [
      [0, s.t(P.greenLight)],
      [1, s.t(P.green)],
    ]),
  )
  s.add(rect(0, gy - 20 * u, W, H, `url(#${lawnId})`))
  // house
  const gz = new Glaze(s)
  const cape = o.style === 'cape'
  const mw = 400 * u
  const mx = W * 0.5 - mw / 2 + rng.range(-0.05, 0.05) * W
  const fh = 98 * u
  const top = gy - fh * 2
  const wall = s.t(cape ? '#f8f4ec' : P.cream)
  const roofC = s.t(cape ? P.sand : P.slate)
  const wingRight = rng.chance(0.5)
  const ww = 240 * u
  const wx = wingRight ? mx + mw - 10 * u : mx - ww + 10 * u
  s.add(rect(wx, gy - fh * 1.15, ww, fh * 1.15, darken(wall, 0.05)))
  s.add(
    poly(
      [
        [wx - 14 * u, gy - fh * 1.15],
        [wx + ww / 2, gy - fh * 1.15 - 70 * u],
        [wx + ww + 14 * u, gy - fh * 1.15],
      ],
      roofC,
    ),
  )
  for (let k = 0; k < 2; k++)
    gz.window(wx + ww * (0.18 + k * 0.42), gy - fh * 0.95, ww * 0.22, fh * 0.72, {
      cols: 1,
      rows: 1,
    })
  gz.flush()
  s.add(rect(mx, top, mw, gy - top, wall))
  const rh = cape ? 140 * u : 150 * u
  s.add(
    poly(
      [
        [mx - 22 * u, top],
        [mx + mw * 0.5, top - rh],
        [mx + mw + 22 * u, top],
      ],
      roofC,
    ),
  )
  s.add(
    poly(
      s.sunLeft
        ? [
            [mx + mw * 0.5, top - rh],
            [mx + mw + 22 * u, top],
            [mx + mw * 0.5, top],
          ]
        : [
            [mx - 22 * u, top],
            [mx + mw * 0.5, top - rh],
            [mx + mw * 0.5, top],
          ],
      P.navy,
      op(0.12),
    ),
  )
  if (cape) {
    // holbol gable rising above the thatch
    const gc = mx + mw / 2
    const P2 = (dx, dy) => `${f(gc + dx * u)} ${f(top + dy * u)}`
    const d =
      `M${P2(-85, 2)} L${P2(-85, -30)} Q${P2(-99, -38)} ${P2(-81, -52)} Q${P2(-62, -66)} ${P2(-60, -92)} Q${P2(-58, -118)} ${P2(-34, -124)} L${P2(-34, -150)} ` +
      `Q${P2(0, -196)} ${P2(34, -150)} L${P2(34, -124)} Q${P2(58, -118)} ${P2(60, -92)} Q${P2(62, -66)} ${P2(81, -52)} Q${P2(99, -38)} ${P2(85, -30)} L${P2(85, 2)}Z`
    s.add(pathEl(d, wall))
    s.add(
      clipped(
        s,
        pathEl(d, '#000'),
        rect(gc + (s.sunLeft ? 60 : -110) * u, top - 200 * u, 50 * u, 210 * u, P.navy, op(0.08)),
      ),
    )
    gz.window(gc - 20 * u, top - 108 * u, 40 * u, 56 * u, { cols: 1, rows: 1 })
    s.add(circ(gc, top - 140 * u, 7 * u, s.t(P.navy2)))
  } else {
    s.add(
      rect(mx + mw * 0.72, top - rh * 0.8, 34 * u, rh * 0.5, s.t(P.brick)),
      rect(mx + mw * 0.72 - 4 * u, top - rh * 0.8 - 8 * u, 42 * u, 9 * u, s.t(P.slate)),
    )
    gz.window(mx + mw * 0.5 - 26 * u, top - rh * 0.55, 52 * u, 44 * u, { cols: 1, frame: wall })
  }
  s.add(
    rect(mx - 22 * u, top, mw + 44 * u, 6 * u, lighten(wall, 0.2)),
    shadowBand(s, mx, top + 6 * u, mw, 8 * u),
  )
  const shutter = s.t(cape ? P.greenDark : rng.pick([P.sage, P.navy2, P.greenDark]))
  const cols = 4
  for (let fl = 0; fl < 2; fl++) {
    for (let c = 0; c < cols; c++) {
      const cx = mx + (mw / cols) * (c + 0.5)
      const wy = gy - fh * (fl + 1) + fh * 0.2
      const wwid = 46 * u
      const wh = fh * 0.62
      if (fl === 0 && (c === 1 || c === 2)) continue
      gz.window(cx - wwid / 2, wy, wwid, wh, { cols: 1, rows: 2 })
      s.add(
        rect(cx - wwid / 2 - 22 * u, wy - 2 * u, 16 * u, wh + 4 * u, shutter),
        rect(cx + wwid / 2 + 6 * u, wy - 2 * u, 16 * u, wh + 4 * u, shutter),
      )
    }
  }
  gz.flush()
  // porch with columns
  const dx = mx + mw / 2
  const colC = lighten(wall, 0.3)
  s.add(rect(dx - 66 * u, gy - fh + 4 * u, 132 * u, fh - 4 * u, P.navy, op(s.env.shadow * 0.7)))
  s.add(
    rect(dx - 26 * u, gy - fh * 0.74, 52 * u, fh * 0.74, s.t(P.navy)),
    circ(dx + 16 * u, gy - fh * 0.36, 2.6 * u, s.t(P.gold)),
  )
  gz.window(dx - 50 * u, gy - fh * 0.74, 16 * u, fh * 0.5, { cols: 0, fw: 2 * u })
  gz.window(dx + 34 * u, gy - fh * 0.74, 16 * u, fh * 0.5, { cols: 0, fw: 2 * u })
  gz.flush()
  s.add(
    rect(dx - 72 * u, gy - fh - 10 * u, 144 * u, 14 * u, s.t(P.navy2)),
    rect(dx - 72 * u, gy - fh + 4 * u, 144 * u, 5 * u, P.navy, op(s.env.shadow)),
  )
  for (const cxk of [dx - 66 * u, dx + 58 * u])
    s.add(
      rect(cxk, gy - fh + 4 * u, 8 * u, fh - 4 * u, colC),
      rect(cxk + 8 * u, gy - fh + 9 * u, 3 * u, fh - 9 * u, P.navy, op(s.env.shadow)),
    )
  s.add(rect(dx - 76 * u, gy - 4 * u, 152 * u, 7 * u, lighten(s.t(P.stone), 0.15)))
  if (s.env.name !== 'day') {
    for (const lxk of [dx - 44 * u, dx + 44 * u])
      s.add(circ(lxk, gy - fh * 0.6, 18 * u, '#f5c97f', ` filter="url(#${s.blurId})"${op(0.7)}`))
  }
  s.add(
    rrect(dx - 46 * u, gy - fh * 0.86, 8 * u, 14 * u, 2 * u, s.t(P.gold)),
    rrect(dx + 38 * u, gy - fh * 0.86, 8 * u, 14 * u, 2 * u, s.t(P.gold)),
  )
  // path and garden
  s.add(
    poly(
      [
        [dx - 40 * u, gy + 2 * u],
        [dx + 40 * u, gy + 2 * u],
        [dx + 150 * u, H],
        [dx - 150 * u, H],
      ],
      s.t(P.stone),
    ),
  )
  const stones = []
  for (let k = 1; k < 6; k++) {
    const y = gy + (H - gy) * (k / 6) ** 1.2
    const half = 40 * u + (110 * u * (y - gy)) / (H - gy)
    stones.push(rect(dx - half, y, half * 2, 1.6 * u, darken(s.t(P.stone), 0.1)))
  }
  s.add(stones.join(''))
  hedge(s, mx - 30 * u, gy - 8 * u, mw / 2 - 40 * u, 34 * u, P.greenDark)
  hedge(s, dx + 70 * u, gy - 8 * u, mw / 2 - 40 * u, 34 * u, P.greenDark)
  flowers(s, mx - 20 * u, gy + 30 * u, mw / 2 - 70 * u, [P.blush, P.cream, P.goldLight], 22)
  flowers(s, dx + 80 * u, gy + 30 * u, mw / 2 - 70 * u, [P.blush, P.cream, P.goldLight], 22)
  roundTree(s, W * 0.08, H * 0.9, 470 * u, P.greenDark, { r: 140 * u, double: true })
  if (o.cypress) {
    cypress(s, W * 0.86, gy + 10 * u, 300 * u, P.greenDeep)
    cypress(s, W * 0.91, gy + 10 * u, 250 * u, P.greenDeep)
  } else roundTree(s, W * 0.9, H * 0.86, 400 * u, P.green, { r: 120 * u })
  flowers(s, W * 0.2, H * 0.97, W * 0.18, [P.blush, P.cream, P.goldLight], 26)
  flowers(s, W * 0.62, H * 0.97, W * 0.18, [P.blush, P.cream, P.goldLight], 26)
}
