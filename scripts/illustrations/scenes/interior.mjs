import {
  f,
  lighten,
  darken,
  rect,
  rrect,
  circ,
  ell,
  poly,
  pathEl,
  line,
  op,
  grad,
} from '../svg.mjs'
import { P } from '../palette.mjs'
import { drawSky, mountains, hills, skyline, waterRect, ripples } from '../parts/landscape.mjs'

/** Interior: living room with a floor-to-ceiling window onto a view. */
export function interior(s, o) {
  const { W, H, u, rng } = s
  const floorY = H * 0.8
  const wall = s.t(o.wall ?? P.cream, 0.5)
  s.add(rect(0, 0, W, H, wall))
  // window opening
  const wx0 = W * 0.06
  const wx1 = W * 0.64
  const wy0 = H * 0.08
  const cid = s.uid('win')
  s.def(`<clipPath id="${cid}">${rect(wx0, wy0, wx1 - wx0, floorY - wy0, '#000')}</clipPath>`)
  s.add(`<g clip-path="url(#${cid})">`)
  const horizon = H * 0.58
  drawSky(s, horizon)
  if (o.view === 'sea') {
    waterRect(s, horizon, floorY, [s.far(s.env.water[0], 0.2), s.env.water[1]])
    ripples(s, horizon, floorY, { x0: wx0, x1: wx1, density: 0.6 })
    mountains(s, {
      base: horizon + 2,
      height: 80 * u,
      color: s.far(P.greenDark, 0.6),
      peaks: 2,
      x0: wx0 - 40,
      x1: wx0 + 300 * u,
    })
  } else if (o.view === 'city') {
    skyline(s, {
      base: floorY,
      x0: wx0 - 20,
      x1: wx1 + 20,
      minH: 150,
      maxH: 340,
      color: s.far(P.slate, 0.6),
      litDots: s.env.name === 'night' ? 0.2 : 0,
    })
    skyline(s, {
      base: floorY,
      x0: wx0 - 20,
      x1: wx1 + 20,
      minH: 60,
      maxH: 180,
      color: s.far(P.slate, 0.35),
      gap: 30,
      litDots: s.env.name === 'night' ? 0.25 : 0,
    })
  } else {
    hills(s, { base: horizon + 40 * u, amp: 90 * u, color: s.far(P.green, 0.5) })
    hills(s, { base: horizon + 120 * u, amp: 70 * u, color: s.far(P.green, 0.25) })
  }
  // terrace outside
  s.add(
    rect(wx0, floorY - 60 * u, wx1 - wx0, 60 * u, '#ffffff', op(0.08)),
    rect(wx0, floorY - 62 * u, wx1 - wx0, 3 * u, s.t(P.navy2), op(0.6)),
  )
  s.add('</g>')
  // window frame and mullions
  const frame = s.t(P.navy2)
  s.add(
    rect(wx0 - 8 * u, wy0 - 8 * u, wx1 - wx0 + 16 * u, 8 * u, frame),
    rect(wx0 - 8 * u, wy0, 8 * u, floorY - wy0, frame),
    rect(wx1, wy0, 8 * u, floorY - wy0, frame),
  )
  const panes = 3
  for (let k = 1; k < panes; k++)
    s.add(rect(wx0 + ((wx1 - wx0) * k) / panes - 3 * u, wy0, 6 * u, floorY - wy0, frame))
  s.add(
    poly(
      [
        [wx0 + 40 * u, floorY],
        [wx0 + 240 * u, wy0],
        [wx0 + 320 * u, wy0],
        [wx0 + 120 * u, floorY],
      ],
      '#ffffff',
      op(0.06),
    ),
  )
  // sheer curtain
  s.add(rect(wx1 + 8 * u, wy0 - 8 * u, 60 * u, floorY - wy0 + 8 * u, s.t(P.ivory)))
  const folds = []
  for (let k = 0; k < 5; k++)
    folds.push(
      rect(wx1 + 14 * u + k * 11 * u, wy0, 3 * u, floorY - wy0, darken(s.t(P.ivory), 0.07)),
    )
  s.add(folds.join(''))
  // floor
  const flId = s.uid('floor')
  s.def(
    grad(flId, 0, floorY, 0, H, [
      [0, s.t(P.taupe, 0.6)],
      [1, darken(s.t(P.taupe, 0.6), 0.18)],
    ]),
  )
  s.add(rect(0, floorY, W, H - floorY, `url(#${flId})`))
  // light pool on floor from window
  s.add(
    poly(
      [
        [wx0, floorY],
        [wx1, floorY],
        [wx1 + 160 * u, H],
        [wx0 + 60 * u, H],
      ],
      '#fff3dc',
      op(s.env.name === 'night' ? 0.04 : 0.12),
    ),
  )
  s.add(rect(0, floorY, W, 4 * u, darken(wall, 0.12)))
  // rug
  s.add(
    poly(
      [
        [W * 0.12, H * 0.9],
        [W * 0.7, H * 0.9],
        [W * 0.78, H * 0.99],
        [W * 0.04, H * 0.99],
      ],
      s.t(P.stone, 0.6),
    ),
  )
  s.add(
    poly(
      [
        [W * 0.14, H * 0.91],
        [W * 0.68, H * 0.91],
        [W * 0.75, H * 0.98],
        [W * 0.07, H * 0.98],
      ],
      'none',
      ` stroke="${s.t(P.gold, 0.6)}" stroke-width="${f(2 * u)}"`,
    ),
  )
  // sofa
  const sx = W * 0.14
  const sw = W * 0.44
  const sy = floorY + 20 * u
  const sofa = s.t(o.sofa ?? P.navy2, 0.5)
  s.add(ell(sx + sw / 2, sy + 4 * u, sw * 0.55, 10 * u, P.navy, op(0.2)))
  s.add(rrect(sx, sy - 150 * u, sw, 90 * u, 18 * u, sofa))
  s.add(rrect(sx - 20 * u, sy - 100 * u, sw + 40 * u, 90 * u, 16 * u, lighten(sofa, 0.08)))
  s.add(
    rrect(sx - 34 * u, sy - 120 * u, 54 * u, 110 * u, 18 * u, sofa),
    rrect(sx + sw - 20 * u, sy - 120 * u, 54 * u, 110 * u, 18 * u, sofa),
  )
  s.add(rect(sx + sw / 2 - 1 * u, sy - 100 * u, 2 * u, 60 * u, darken(sofa, 0.2)))
  s.add(
    rect(sx + 10 * u, sy - 10 * u, 8 * u, 14 * u, s.t(P.brass, 0.5)),
    rect(sx + sw - 18 * u, sy - 10 * u, 8 * u, 14 * u, s.t(P.brass, 0.5)),
  )
  // cushions
  s.add(
    rrect(sx + 20 * u, sy - 160 * u, 80 * u, 64 * u, 14 * u, s.t(P.gold, 0.5)),
    rrect(sx + sw - 110 * u, sy - 156 * u, 84 * u, 60 * u, 14 * u, s.t(P.cream, 0.5)),
    rrect(sx + sw - 190 * u, sy - 150 * u, 70 * u, 54 * u, 12 * u, s.t(P.blush, 0.5)),
  )
  // coffee table
  const tx = sx + sw / 2
  const ty = H * 0.93
  s.add(ell(tx, ty + 10 * u, 150 * u, 12 * u, P.navy, op(0.18)))
  s.add(
    ell(tx, ty - 36 * u, 140 * u, 18 * u, s.t(P.ivory, 0.5)),
    rect(tx - 140 * u, ty - 36 * u, 280 * u, 10 * u, s.t(P.ivory, 0.5)),
    ell(tx, ty - 26 * u, 140 * u, 18 * u, darken(s.t(P.ivory, 0.5), 0.08)),
  )
  s.add(
    rect(tx - 100 * u, ty - 20 * u, 10 * u, 30 * u, s.t(P.brass, 0.5)),
    rect(tx + 90 * u, ty - 20 * u, 10 * u, 30 * u, s.t(P.brass, 0.5)),
  )
  s.add(ell(tx, ty - 36 * u, 140 * u, 18 * u, s.t(P.ivory, 0.5)))
  // objects on table: books and a vase
  s.add(
    rect(tx - 80 * u, ty - 52 * u, 70 * u, 10 * u, s.t(P.navy, 0.5)),
    rect(tx - 74 * u, ty - 60 * u, 60 * u, 8 * u, s.t(P.gold, 0.5)),
  )
  s.add(
    pathEl(
      `M${f(tx + 40 * u)} ${f(ty - 40 * u)} Q${f(tx + 30 * u)} ${f(ty - 70 * u)} ${f(tx + 48 * u)} ${f(ty - 92 * u)} L${f(tx + 60 * u)} ${f(ty - 92 * u)} Q${f(tx + 78 * u)} ${f(ty - 70 * u)} ${f(tx + 68 * u)} ${f(ty - 40 * u)}Z`,
      s.t(P.cream, 0.5),
    ),
  )
  for (let k = 0; k < 4; k++)
    s.add(
      line(
        tx + 54 * u,
        ty - 92 * u,
        tx + 54 * u + (k - 1.5) * 18 * u,
        ty - 150 * u + k * 6 * u,
        s.t(P.greenDark, 0.5),
        2 * u,
      ),
    )
  // arc floor lamp
  const lx = W * 0.63
  const lc = s.t(P.brass, 0.4)
  s.add(
    ell(lx, floorY + 44 * u, 34 * u, 8 * u, lc),
    rect(lx - 3 * u, floorY - 200 * u, 6 * u, 244 * u, lc),
  )
  s.add(
    pathEl(
      `M${f(lx)} ${f(floorY - 200 * u)} Q${f(lx - 20 * u)} ${f(floorY - 430 * u)} ${f(lx - 230 * u)} ${f(floorY - 380 * u)}`,
      'none',
      ` stroke="${lc}" stroke-width="${f(5 * u)}"`,
    ),
  )
  const shadeX = lx - 230 * u
  const shadeY = floorY - 380 * u
  if (s.env.name !== 'day')
    s.add(circ(shadeX, shadeY + 34 * u, 50 * u, '#f7cf8a', ` filter="url(#${s.blurId})"${op(0.4)}`))
  s.add(
    pathEl(
      `M${f(shadeX - 38 * u)} ${f(shadeY + 34 * u)} A${f(38 * u)} ${f(34 * u)} 0 0 1 ${f(shadeX + 38 * u)} ${f(shadeY + 34 * u)}Z`,
      s.t(P.gold, 0.4),
    ),
  )
  s.add(ell(shadeX, shadeY + 34 * u, 38 * u, 4 * u, '#fff1cf'))
  // right wall: art and shelf
  const ax = W * 0.72
  const ay = H * 0.14
  const aw = W * 0.2
  const ah = H * 0.34
  s.add(
    rect(ax - 8 * u, ay - 8 * u, aw + 16 * u, ah + 16 * u, s.t(P.gold, 0.5)),
    rect(ax, ay, aw, ah, s.t(P.ivory, 0.5)),
  )
  const artId = s.uid('art')
  s.def(`<clipPath id="${artId}">${rect(ax, ay, aw, ah, '#000')}</clipPath>`)
  s.add(`<g clip-path="url(#${artId})">`)
  s.add(circ(ax + aw * 0.62, ay + ah * 0.36, aw * 0.22, s.t(P.gold, 0.5)))
  s.add(rect(ax, ay + ah * 0.62, aw, ah * 0.38, s.t(P.navy2, 0.5)))
  s.add(
    poly(
      [
        [ax, ay + ah * 0.62],
        [ax + aw * 0.42, ay + ah * 0.34],
        [ax + aw * 0.8, ay + ah * 0.62],
      ],
      s.t(P.slate, 0.5),
    ),
  )
  s.add(rect(ax + aw * 0.1, ay + ah * 0.74, aw * 0.5, 3 * u, s.t(P.goldLight, 0.5)))
  s.add('</g>')
  // sideboard
  const sbx = W * 0.7
  const sby = floorY - 110 * u
  s.add(
    rect(sbx, sby, W * 0.26, 110 * u, s.t(P.wood, 0.5)),
    rect(sbx, sby, W * 0.26, 6 * u, lighten(s.t(P.wood, 0.5), 0.2)),
  )
  for (let k = 1; k < 3; k++)
    s.add(
      rect(
        sbx + (W * 0.26 * k) / 3 - 1 * u,
        sby + 10 * u,
        2 * u,
        96 * u,
        darken(s.t(P.wood, 0.5), 0.25),
      ),
    )
  s.add(
    rect(sbx + 20 * u, floorY, 6 * u, 10 * u, s.t(P.navy, 0.5)),
    rect(sbx + W * 0.26 - 26 * u, floorY, 6 * u, 10 * u, s.t(P.navy, 0.5)),
  )
  // ceramic pieces on sideboard
  s.add(
    ell(sbx + 60 * u, sby - 26 * u, 22 * u, 26 * u, s.t(P.navy2, 0.5)),
    rect(sbx + 52 * u, sby - 58 * u, 16 * u, 10 * u, s.t(P.navy2, 0.5)),
  )
  s.add(ell(sbx + 120 * u, sby - 16 * u, 28 * u, 16 * u, s.t(P.cream, 0.5)))
  // tall plant in the corner
  const ppx = W * 0.95
  s.add(
    pathEl(
      `M${f(ppx - 34 * u)} ${f(floorY - 90 * u)} L${f(ppx + 34 * u)} ${f(floorY - 90 * u)} L${f(ppx + 26 * u)} ${f(floorY + 30 * u)} L${f(ppx - 26 * u)} ${f(floorY + 30 * u)}Z`,
      s.t(P.stone, 0.5),
    ),
  )
  const leaves = []
  for (let k = 0; k < 14; k++) {
    const a = -Math.PI / 2 + rng.range(-1.1, 1.1)
    const len = rng.range(90, 200) * u
    const ex = ppx + Math.cos(a) * len
    const ey = floorY - 90 * u + Math.sin(a) * len
    const mx = ppx + Math.cos(a) * len * 0.5
    const my = floorY - 90 * u + Math.sin(a) * len * 0.5
    const nx = -Math.sin(a) * 18 * u
    const ny = Math.cos(a) * 18 * u
    leaves.push(
      pathEl(
        `M${f(ppx)} ${f(floorY - 90 * u)} Q${f(mx + nx)} ${f(my + ny)} ${f(ex)} ${f(ey)} Q${f(mx - nx)} ${f(my - ny)} ${f(ppx)} ${f(floorY - 90 * u)}Z`,
        s.t(k % 2 ? P.greenDark : P.green, 0.5),
      ),
    )
  }
  s.add(leaves.join(''))
  // pendant
  const pdx = W * 0.36
  s.add(line(pdx, 0, pdx, H * 0.22, s.t(P.navy, 0.5), 1.5 * u))
  if (s.env.name !== 'day')
    s.add(circ(pdx, H * 0.26, 42 * u, '#f7cf8a', ` filter="url(#${s.blurId})"${op(0.4)}`))
  s.add(
    pathEl(
      `M${f(pdx - 46 * u)} ${f(H * 0.26)} Q${f(pdx)} ${f(H * 0.18)} ${f(pdx + 46 * u)} ${f(H * 0.26)}Z`,
      s.t(P.gold, 0.5),
    ),
  )
  s.add(ell(pdx, H * 0.26, 46 * u, 4 * u, '#fff1cf'))
  // ambient dimming at night
  if (s.env.name === 'night') s.add(rect(0, 0, W, H, P.navy, op(0.12)))
}
