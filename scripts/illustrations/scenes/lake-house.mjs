import { f, lighten, darken, rect, rrect, circ, poly, pathEl, op } from '../svg.mjs'
import { P } from '../palette.mjs'
import { drawSky, mountains, hills, waterRect, reflect, ripples } from '../parts/landscape.mjs'
import { cypress, pine } from '../parts/vegetation.mjs'
import { Glaze, shadowBand } from '../parts/architecture.mjs'

/** House on a lake shore in the mountains, modern or classic Italianate. */
export function lakeHouse(s, o) {
  const { W, H, u, rng } = s
  const horizon = H * 0.5
  const shore = H * 0.66
  drawSky(s, horizon)
  const m = s.mark()
  mountains(s, {
    base: shore - 20 * u,
    height: 290 * u,
    color: s.far(P.slate, 0.58),
    peaks: 5,
    snow: o.style !== 'classic',
  })
  mountains(s, { base: shore - 10 * u, height: 190 * u, color: s.far(P.greenDark, 0.4), peaks: 4 })
  hills(s, {
    base: shore - 10 * u,
    amp: 80 * u,
    color: s.far(P.greenDark, 0.15),
    freq: 1.3,
    bottom: shore + 4 * u,
  })
  for (let i = 0; i < 16; i++) {
    const x = rng.range(0, 1) * W
    if (o.style === 'classic') cypress(s, x, shore, rng.range(90, 170) * u, P.greenDeep)
    else pine(s, x, shore, rng.range(80, 160) * u, P.greenDeep)
  }
  const gz = new Glaze(s)
  const hx = W * 0.5 + rng.range(-0.12, 0.02) * W
  if (o.style === 'classic') {
    // Italianate villa: hipped roof, arched loggia, terrace on the water
    const w = 420 * u
    const x = hx - w / 2
    const fh = 88 * u
    const top = shore - 12 * u - fh * 3
    const wall = s.t('#efe3cf')
    s.add(rect(x - 60 * u, shore - 34 * u, w + 120 * u, 22 * u, s.t(P.stone)))
    s.add(
      rect(x - 70 * u, shore - 14 * u, w + 140 * u, 16 * u, darken(s.t(P.stone), 0.12)),
      rect(x - 70 * u, shore - 14 * u, w + 140 * u, 3 * u, lighten(s.t(P.stone), 0.2)),
    )
    s.add(rect(x, top, w, shore - 12 * u - top, wall))
    // tower
    s.add(rect(x + w - 110 * u, top - 90 * u, 110 * u, 90 * u, wall))
    s.add(
      poly(
        [
          [x + w - 122 * u, top - 90 * u],
          [x + w - 55 * u, top - 130 * u],
          [x + w + 12 * u, top - 90 * u],
        ],
        s.t(P.terracotta),
      ),
    )
    for (let k = 0; k < 2; k++)
      gz.raw(
        pathEl(
          `M${f(x + w - 92 * u + k * 44 * u)} ${f(top - 20 * u)} L${f(x + w - 92 * u + k * 44 * u)} ${f(top - 56 * u)} A${f(14 * u)} ${f(14 * u)} 0 0 1 ${f(x + w - 64 * u + k * 44 * u)} ${f(top - 56 * u)} L${f(x + w - 64 * u + k * 44 * u)} ${f(top - 20 * u)}Z`,
          s.t(P.navy2),
        ),
      )
    s.add(
      poly(
        [
          [x - 24 * u, top],
          [x + 40 * u, top - 50 * u],
          [x + w - 40 * u, top - 50 * u],
          [x + w + 24 * u, top],
        ],
        s.t(P.terracotta),
      ),
    )
    s.add(
      rect(x - 24 * u, top - 2 * u, w + 48 * u, 9 * u, lighten(wall, 0.3)),
      shadowBand(s, x, top + 7 * u, w, 8 * u),
    )
    const cols = 6
    for (let fl = 1; fl < 3; fl++) {
      for (let c = 0; c < cols; c++) {
        const cx = x + (w / cols) * (c + 0.5)
        const wy = shore - 12 * u - fh * (fl + 1) + 20 * u
        gz.window(cx - 15 * u, wy, 30 * u, fh * 0.58, {
          cols: 1,
          rows: 1,
          frame: lighten(wall, 0.3),
        })
        s.add(
          rect(cx - 24 * u, wy, 7 * u, fh * 0.58, s.t(P.greenDark)),
          rect(cx + 17 * u, wy, 7 * u, fh * 0.58, s.t(P.greenDark)),
        )
      }
    }
    // loggia arches on ground floor
    const arches = 5
    for (let k = 0; k < arches; k++) {
      const aw = (w - 40 * u) / arches
      const ax = x + 20 * u + k * aw + 6 * u
      const ay = shore - 12 * u - fh + 16 * u
      const lit = gz.isLit(s.env.lit + 0.25)
      gz.raw(
        pathEl(
          `M${f(ax)} ${f(shore - 12 * u)} L${f(ax)} ${f(ay + aw / 2)} A${f(aw / 2 - 6 * u)} ${f(aw / 2 - 6 * u)} 0 0 1 ${f(ax + aw - 12 * u)} ${f(ay + aw / 2)} L${f(ax + aw - 12 * u)} ${f(shore - 12 * u)}Z`,
          `url(#${lit ? s.litId : s.glassId})`,
        ),
      )
      if (lit && s.env.glowWin) gz.glow.push(rect(ax - 6 * u, ay, aw, fh, '#f3c072'))
    }
    gz.flush()
    // balustrade
    const bal = [rect(x - 60 * u, shore - 30 * u, w + 120 * u, 5 * u, lighten(wall, 0.3))]
    for (let k = x - 56 * u; k < x + w + 60 * u; k += 12 * u)
      bal.push(rrect(k, shore - 26 * u, 6 * u, 14 * u, 3 * u, lighten(wall, 0.2)))
    s.add(bal.join(''))
    cypress(s, x - 40 * u, shore - 32 * u, 220 * u, P.greenDeep)
    cypress(s, x - 70 * u, shore - 32 * u, 180 * u, P.greenDeep)
    cypress(s, x + w + 50 * u, shore - 32 * u, 210 * u, P.greenDeep)
  } else {
    // modern timber gable with glazed end and deck
    const w = 300 * u
    const x = hx - w / 2
    const wallH = 130 * u
    const base = shore - 16 * u
    const apexX = x + w * 0.62
    const apexY = base - wallH - 150 * u
    const timber = s.t(P.wood)
    s.add(rect(x + w, base - wallH * 0.9, 180 * u, wallH * 0.9, darken(timber, 0.2)))
    const cl = []
    for (let k = x + w + 8 * u; k < x + w + 180 * u; k += 10 * u)
      cl.push(rect(k, base - wallH * 0.9, 1.4 * u, wallH * 0.9, darken(timber, 0.35)))
    s.add(cl.join(''))
    s.add(
      poly(
        [
          [x + w - 10 * u, base - wallH * 0.9 - 8 * u],
          [x + w + 190 * u, base - wallH * 0.9 - 8 * u],
          [x + w + 190 * u, base - wallH * 0.9],
          [x + w - 10 * u, base - wallH * 0.9],
        ],
        s.t(P.navy2),
      ),
    )
    gz.window(x + w + 30 * u, base - wallH * 0.7, 120 * u, wallH * 0.5, {
      cols: 2,
      frame: s.t(P.navy2),
      fw: 3 * u,
    })
    // gable
    s.add(
      poly(
        [
          [x, base],
          [x, base - wallH],
          [apexX, apexY],
          [x + w, base - wallH + 30 * u],
          [x + w, base],
        ],
        timber,
      ),
    )
    // glazed gable end
    const inset = 18 * u
    const gpts = [
      [x + inset, base],
      [x + inset, base - wallH + 8 * u],
      [apexX, apexY + 26 * u],
      [x + w - inset, base - wallH + 36 * u],
      [x + w - inset, base],
    ]
    const lit = s.env.name !== 'day'
    gz.raw(poly(gpts, `url(#${lit ? s.litId : s.glassId})`))
    if (lit) gz.glow.push(poly(gpts, '#f3c072'))
    const mull = []
    for (let k = 1; k < 5; k++) {
      const mx = x + inset + ((w - 2 * inset) * k) / 5
      mull.push(rect(mx - 1.5 * u, base - wallH - 200 * u, 3 * u, wallH + 200 * u, s.t(P.navy2)))
    }
    const mid = s.uid('gl')
    s.def(`<clipPath id="${mid}">${poly(gpts, '#000')}</clipPath>`)
    gz.raw(
      `<g clip-path="url(#${mid})">${mull.join('')}${rect(x, base - wallH * 0.55, w, 3 * u, s.t(P.navy2))}</g>`,
    )
    gz.flush()
    // roof edge
    s.add(
      poly(
        [
          [x - 20 * u, base - wallH + 8 * u],
          [apexX, apexY - 14 * u],
          [x + w + 22 * u, base - wallH + 36 * u],
          [x + w + 22 * u, base - wallH + 46 * u],
          [apexX, apexY - 2 * u],
          [x - 20 * u, base - wallH + 20 * u],
        ],
        s.t(P.navy),
      ),
    )
    // interior glow objects
    if (lit) s.add(circ(apexX - 20 * u, base - wallH * 0.7, 10 * u, '#fff3d6'))
    // deck on stilts over the water
    s.add(rect(x - 80 * u, base, w + 260 * u, 10 * u, s.t(P.taupe)))
    for (let k = x - 70 * u; k < x + w + 180 * u; k += 50 * u)
      s.add(rect(k, base + 10 * u, 5 * u, 40 * u, darken(s.t(P.taupe), 0.3)))
    s.add(rect(x - 80 * u, base - 24 * u, w + 260 * u, 3 * u, s.t(P.navy2)))
    for (let k = x - 80 * u; k < x + w + 180 * u; k += 40 * u)
      s.add(rect(k, base - 24 * u, 2 * u, 24 * u, s.t(P.navy2)))
    pine(s, x - 60 * u, base, 260 * u, P.greenDeep)
    pine(s, x + w + 220 * u, base, 220 * u, P.greenDeep)
    pine(s, x + w + 260 * u, base, 170 * u, P.greenDeep)
  }
  const land = s.since(m)
  waterRect(s, shore, H, s.env.water)
  reflect(s, land, shore, shore, H, o.style === 'classic' ? 0.3 : 0.4)
  ripples(s, shore, H, { density: 1 })
  // a small wooden boat
  const bx = W * (o.style === 'classic' ? 0.2 : 0.74)
  const by = shore + (H - shore) * 0.5
  s.add(
    pathEl(
      `M${f(bx)} ${f(by)} L${f(bx + 130 * u)} ${f(by)} Q${f(bx + 140 * u)} ${f(by)} ${f(bx + 124 * u)} ${f(by + 18 * u)} L${f(bx + 14 * u)} ${f(by + 18 * u)}Z`,
      s.t(P.wood),
    ),
  )
  s.add(rect(bx + 4 * u, by, 124 * u, 4 * u, s.t(P.cream)))
  s.add(rect(bx, by + 20 * u, 130 * u, 2 * u, '#ffffff', op(0.2)))
  // reeds in the foreground corner
  const reeds = []
  for (let k = 0; k < 30; k++) {
    const rx = rng.range(0, 0.12) * W
    const rh = rng.range(50, 130) * u
    reeds.push(rect(rx, H - rh, 2.4 * u, rh, s.t(rng.pick([P.greenDark, P.olive, P.greenDeep]))))
  }
  s.add(reeds.join(''))
}
