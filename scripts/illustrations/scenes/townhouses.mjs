import { f, mix, lighten, darken, rect, rrect, circ, poly, pathEl, line, op } from '../svg.mjs'
import { P } from '../palette.mjs'
import { drawSky, skyline, waterRect, reflect, ripples } from '../parts/landscape.mjs'
import { roundTree } from '../parts/vegetation.mjs'
import { Glaze, shadowBand } from '../parts/architecture.mjs'

/** One house in a terrace row. */
export function rowHouse(s, gz, x, w, gy, spec) {
  const { u } = s
  const floors = spec.floors
  const fh = spec.floorH * u
  const groundH = fh * (spec.stoop ? 1.25 : 1.12)
  const top = gy - groundH - (floors - 1) * fh
  const wall = s.t(spec.color)
  const trim = s.t(spec.trim ?? P.cream)
  s.add(rect(x, top, w, gy - top, wall))
  if (spec.tiles) {
    if (!s.azulejo) {
      s.azulejo = s.uid('azul')
      const t = 15 * u
      s.def(
        `<pattern id="${s.azulejo}" patternUnits="userSpaceOnUse" width="${f(t)}" height="${f(t)}">` +
          pathEl(
            `M${f(t / 2)} ${f(2 * u)} L${f(t - 2 * u)} ${f(t / 2)} L${f(t / 2)} ${f(t - 2 * u)} L${f(2 * u)} ${f(t / 2)}Z`,
            '#ffffff',
            op(0.3),
          ) +
          circ(t / 2, t / 2, 1.8 * u, P.navy, op(0.28)) +
          rect(0, 0, t, 0.7 * u, '#ffffff', op(0.25)) +
          rect(0, 0, 0.7 * u, t, '#ffffff', op(0.25)) +
          `</pattern>`,
      )
    }
    s.add(rect(x, top, w, gy - groundH - top, `url(#${s.azulejo})`))
  }
  // party-wall shadow
  s.add(rect(x + w - 5 * u, top, 5 * u, gy - top, P.navy, op(s.env.shadow * 0.9)))
  if (spec.rustic) {
    const lines = []
    for (let y = gy - groundH + 12 * u; y < gy; y += 13 * u)
      lines.push(rect(x, y, w, 1.3 * u, darken(wall, 0.08)))
    s.add(lines.join(''))
  }
  const cols = spec.cols
  const ww = (w / cols) * 0.46
  const stoopH = spec.stoop ? groundH * 0.42 : 0
  for (let fl = 0; fl < floors; fl++) {
    const fy = fl === 0 ? gy - groundH : gy - groundH - fl * fh
    const fhh = fl === 0 ? groundH : fh
    if (fl > 0 && spec.bands) s.add(rect(x, fy + fhh - 4 * u, w, 4 * u, trim, op(0.9)))
    for (let c = 0; c < cols; c++) {
      const cx = x + (w / cols) * (c + 0.5)
      if (fl === 0 && c === spec.doorCol) {
        // door with fanlight
        const dw = ww * 0.95
        const dh = fhh * (spec.stoop ? 0.5 : 0.62)
        const dx = cx - dw / 2
        const doorY = spec.stoop ? gy - stoopH - dh : gy - dh - 14 * u
        s.add(rect(dx - 5 * u, doorY - dw / 2 - 5 * u, dw + 10 * u, dh + dw / 2 + 5 * u, trim))
        gz.raw(
          pathEl(
            `M${f(dx)} ${f(doorY)} A${f(dw / 2)} ${f(dw / 2)} 0 0 1 ${f(dx + dw)} ${f(doorY)}Z`,
            `url(#${gz.isLit(s.env.lit + 0.3) ? s.litId : s.glassId})`,
          ),
        )
        s.add(rect(dx, doorY, dw, dh, s.t(spec.door)))
        s.add(rect(dx + dw * 0.48, doorY, dw * 0.04, dh, darken(s.t(spec.door), 0.25)))
        s.add(circ(dx + dw * 0.8, doorY + dh * 0.55, 2.2 * u, s.t(P.gold)))
        if (spec.portico) {
          const cl = lighten(trim, 0.25)
          s.add(rect(dx - 20 * u, doorY - dw / 2 - 22 * u, dw + 40 * u, 12 * u, trim))
          s.add(
            rect(
              dx - 20 * u,
              doorY - dw / 2 - 10 * u,
              dw + 40 * u,
              4 * u,
              P.navy,
              op(s.env.shadow),
            ),
          )
          s.add(
            rect(dx - 16 * u, doorY - dw / 2 - 10 * u, 8 * u, dh + dw / 2 + 10 * u, cl),
            rect(
              dx - 8 * u,
              doorY - dw / 2 - 6 * u,
              3 * u,
              dh + dw / 2 + 6 * u,
              P.navy,
              op(s.env.shadow * 0.8),
            ),
          )
          s.add(
            rect(dx + dw + 8 * u, doorY - dw / 2 - 10 * u, 8 * u, dh + dw / 2 + 10 * u, cl),
            rect(
              dx + dw + 16 * u,
              doorY - dw / 2 - 6 * u,
              3 * u,
              dh + dw / 2 + 6 * u,
              P.navy,
              op(s.env.shadow * 0.8),
            ),
          )
        }
        if (!spec.stoop) {
          for (let k = 0; k < 3; k++)
            s.add(
              rect(
                dx - 10 * u - k * 6 * u,
                gy - 14 * u + k * 4.7 * u,
                dw + 20 * u + k * 12 * u,
                4.7 * u,
                lighten(s.t(P.stone), 0.1 * k),
              ),
            )
        }
        continue
      }
      const wh = fl === 0 ? fhh * 0.5 : fhh * (fl === 1 && spec.piano ? 0.66 : 0.56)
      const wy =
        fl === 0 && spec.stoop ? gy - stoopH - wh : fy + (fhh - wh) * (fl === 0 ? 0.45 : 0.48)
      if (spec.arch && fl > 0) {
        gz.raw(
          pathEl(
            `M${f(cx - ww / 2 - 3 * u)} ${f(wy)} A${f(ww / 2 + 3 * u)} ${f(ww / 2 + 3 * u)} 0 0 1 ${f(cx + ww / 2 + 3 * u)} ${f(wy)}Z`,
            trim,
          ),
        )
      }
      if (spec.lintel) s.add(rect(cx - ww / 2 - 6 * u, wy - 10 * u, ww + 12 * u, 7 * u, trim))
      if (spec.pediment && fl === 1) {
        s.add(
          poly(
            [
              [cx - ww / 2 - 8 * u, wy - 8 * u],
              [cx, wy - 24 * u],
              [cx + ww / 2 + 8 * u, wy - 8 * u],
            ],
            lighten(trim, 0.3),
          ),
        )
        s.add(rect(cx - ww / 2 - 8 * u, wy - 8 * u, ww + 16 * u, 3 * u, P.navy, op(s.env.shadow)))
      }
      gz.window(cx - ww / 2, wy, ww, wh, { frame: trim, cols: 1, rows: spec.sash ? 1 : 0 })
      if (spec.balcony && fl > 0 && (fl === 1 || spec.balcony === 'all')) {
        const bx = cx - ww / 2 - 8 * u
        const bw = ww + 16 * u
        const by = wy + wh - 16 * u
        const rail = [
          rect(bx, by, bw, 2.5 * u, s.t(P.navy)),
          rect(bx, by + 18 * u, bw, 4 * u, s.t(P.navy)),
        ]
        for (let k = bx + 4 * u; k < bx + bw; k += 5 * u)
          rail.push(rect(k, by, 1.3 * u, 18 * u, s.t(P.navy)))
        gz.raw(rail.join(''))
      }
    }
  }
  // cornice
  const cornH = 12 * u
  const b = top - cornH
  s.add(rect(x - 2 * u, b, w + 4 * u, cornH, trim), shadowBand(s, x, top, w, 7 * u))
  const roofC = s.t(spec.roofColor ?? P.slate)
  if (spec.roof === 'mansard') {
    const rh = fh * 0.7
    s.add(
      poly(
        [
          [x, b],
          [x + 16 * u, b - rh],
          [x + w - 16 * u, b - rh],
          [x + w, b],
        ],
        roofC,
      ),
    )
    const dw = ww * 0.8
    for (let c = 0; c < Math.min(2, cols); c++) {
      const cx = x + (w / Math.min(2, cols)) * (c + 0.5)
      s.add(rect(cx - dw / 2 - 5 * u, b - rh * 0.85, dw + 10 * u, rh * 0.7, trim))
      gz.window(cx - dw / 2, b - rh * 0.75, dw, rh * 0.55, { frame: trim, fw: 0, cols: 1 })
    }
    s.add(rect(x + w - 30 * u, b - rh - 36 * u, 26 * u, 38 * u, s.t(spec.chimney ?? P.brick)))
    for (let k = 0; k < 3; k++)
      s.add(rect(x + w - 28 * u + k * 8 * u, b - rh - 46 * u, 5 * u, 10 * u, s.t(P.terracotta)))
  } else if (spec.roof === 'stepGable') {
    const gh = fh * 1.3
    const steps = 3
    const topHalf = w * 0.13
    const sw = (w / 2 - topHalf) / steps
    const sh = gh / steps
    const lft = [[x, b]]
    for (let k = 0; k < steps; k++)
      lft.push([x + k * sw, b - (k + 1) * sh], [x + (k + 1) * sw, b - (k + 1) * sh])
    const rgt = lft.map(([px, py]) => [2 * x + w - px, py]).reverse()
    s.add(poly([...lft, ...rgt], wall))
    // trim caps on each step
    for (let k = 0; k < steps; k++) {
      const yy = b - (k + 1) * sh
      s.add(
        rect(x + k * sw - 2 * u, yy - 4 * u, sw + 2 * u, 5 * u, trim),
        rect(2 * x + w - (x + (k + 1) * sw), yy - 4 * u, sw + 2 * u, 5 * u, trim),
      )
    }
    s.add(rect(x + w / 2 - topHalf - 2 * u, b - gh - 4 * u, topHalf * 2 + 4 * u, 5 * u, trim))
    gz.window(x + w / 2 - ww * 0.45, b - gh * 0.78, ww * 0.9, gh * 0.45, { frame: trim, cols: 1 })
    s.add(rect(x + w / 2 - 3 * u, b - gh - 18 * u, 6 * u, 16 * u, s.t(P.navy)))
  } else if (spec.roof === 'bellGable') {
    const gh = fh * 1.25
    const gw = w * 0.62
    const gx = x + (w - gw) / 2
    s.add(
      pathEl(
        `M${f(x)} ${f(b)} Q${f(gx)} ${f(b)} ${f(gx)} ${f(b - gh * 0.45)} L${f(gx)} ${f(b - gh * 0.85)} Q${f(x + w / 2)} ${f(b - gh * 1.18)} ${f(gx + gw)} ${f(b - gh * 0.85)} L${f(gx + gw)} ${f(b - gh * 0.45)} Q${f(gx + gw)} ${f(b)} ${f(x + w)} ${f(b)}Z`,
        wall,
      ),
    )
    s.add(
      pathEl(
        `M${f(gx - 4 * u)} ${f(b - gh * 0.85)} Q${f(x + w / 2)} ${f(b - gh * 1.24)} ${f(gx + gw + 4 * u)} ${f(b - gh * 0.85)} L${f(gx + gw + 4 * u)} ${f(b - gh * 0.8)} Q${f(x + w / 2)} ${f(b - gh * 1.16)} ${f(gx - 4 * u)} ${f(b - gh * 0.8)}Z`,
        trim,
      ),
    )
    gz.window(x + w / 2 - ww * 0.4, b - gh * 0.7, ww * 0.8, gh * 0.42, { frame: trim, cols: 1 })
  } else if (spec.roof === 'tile') {
    const rh = fh * 0.5
    const half = w / 2 + 6 * u
    s.add(
      poly(
        [
          [x - 6 * u, b],
          [x + w * 0.5, b - rh],
          [x + w + 6 * u, b],
        ],
        roofC,
      ),
    )
    const tl = []
    for (let k = 1; k < 6; k++) {
      const hw = half * (1 - k / 6)
      tl.push(rect(x + w / 2 - hw, b - (rh * k) / 6, hw * 2, 1.3 * u, darken(roofC, 0.14)))
    }
    s.add(tl.join(''))
  } else {
    // flat parapet with brackets (brownstone)
    const cc = s.t(spec.corniceColor ?? P.navy2)
    s.add(rect(x - 4 * u, b - 16 * u, w + 8 * u, 16 * u, cc))
    for (let k = x + 6 * u; k < x + w; k += 22 * u) s.add(rect(k, b, 5 * u, 10 * u, cc))
  }
  if (spec.stoop) {
    const dcx = x + (w / cols) * (spec.doorCol + 0.5)
    const sw = ww * 1.1
    const sx = dcx - sw / 2
    const dir = spec.doorCol === 0 ? 1 : -1
    const stepsN = 7
    const sh = stoopH
    const run = 74 * u
    const stone = s.t(P.stone)
    const out = [rect(sx, gy - sh, sw, sh, stone)]
    const side =
      dir > 0
        ? [
            [sx + sw, gy - sh],
            [sx + sw + run, gy],
            [sx + sw, gy],
          ]
        : [
            [sx, gy - sh],
            [sx - run, gy],
            [sx, gy],
          ]
    out.push(poly(side, darken(stone, 0.1)))
    for (let k = 1; k < stepsN; k++) {
      const yy = gy - sh + (sh * k) / stepsN
      const reach = (run * k) / stepsN
      out.push(
        dir > 0
          ? rect(sx, yy, sw + reach, 1.3 * u, darken(stone, 0.2))
          : rect(sx - reach, yy, sw + reach, 1.3 * u, darken(stone, 0.2)),
      )
    }
    const hx0 = dir > 0 ? sx + sw : sx
    out.push(line(hx0, gy - sh - 26 * u, hx0 + dir * run, gy - 24 * u, s.t(P.navy), 2.5 * u))
    out.push(line(hx0, gy - sh - 26 * u, hx0, gy - sh, s.t(P.navy), 2.5 * u))
    s.add(out.join(''))
  }
  return top
}

/** Townhouse terrace: Georgian, canal, brownstone or Lisbon pastel. */
export function townhouses(s, o) {
  const { W, H, u, rng } = s
  const style = o.style
  const gy = style === 'canal' ? H * 0.74 : H * 0.84
  drawSky(s, H * 0.8, { alt: 0.88 })
  skyline(s, {
    base: gy,
    x0: -30,
    x1: W + 30,
    minH: 160,
    maxH: 330,
    color: s.far(P.slate, 0.72),
    minW: 60,
    maxW: 140,
    litDots: s.env.name === 'night' ? 0.25 : 0,
  })
  const specs = {
    georgian: {
      floors: 4,
      floorH: 98,
      cols: 3,
      bands: true,
      rustic: true,
      sash: true,
      pediment: true,
      portico: true,
      balcony: true,
      roof: 'mansard',
      widthK: 0.26,
    },
    canal: {
      floors: 4,
      floorH: 92,
      cols: 2,
      sash: true,
      lintel: true,
      roof: 'stepGable',
      widthK: 0.17,
    },
    brownstone: {
      floors: 4,
      floorH: 94,
      cols: 3,
      lintel: true,
      stoop: true,
      roof: 'flat',
      widthK: 0.24,
    },
    lisbon: {
      floors: 4,
      floorH: 94,
      cols: 3,
      bands: true,
      balcony: 'all',
      roof: 'tile',
      widthK: 0.22,
    },
  }
  const base = specs[style]
  const palettes = {
    georgian: [P.cream, P.ivory, '#f1ebe0', P.stone],
    canal: [P.navy2, P.brick, '#6e5a4c', P.slate, P.sand, '#5c4a3f'],
    brownstone: ['#8a6c58', '#6f5647', '#9a7d68', '#7d6252', '#a58c78'],
    lisbon: [P.blush, '#d9c08c', P.sage, P.cream, '#c9b6c4', '#e2c9a6', '#9fb2b8'],
  }
  const doors = [P.navy, P.greenDark, P.navy2, '#5b2f2f', P.slate]
  const hw = base.widthK * 1200 * u
  let x = -hw * rng.range(0.15, 0.5)
  const gz = new Glaze(s)
  const startMark = s.mark()
  let i = 0
  let last = null
  while (x < W) {
    let color = rng.pick(palettes[style])
    while (color === last) color = rng.pick(palettes[style])
    last = color
    const spec = {
      ...base,
      color,
      trim: style === 'brownstone' ? '#cdbba3' : P.cream,
      door: rng.pick(doors),
      doorCol: style === 'canal' ? 0 : i % 2 === 0 ? 0 : base.cols - 1,
      floors: style === 'canal' ? rng.int(3, 4) : base.floors,
      roof: style === 'canal' ? rng.pick(['stepGable', 'bellGable']) : base.roof,
      roofColor: style === 'lisbon' ? P.terracotta : P.slate,
      arch: style === 'lisbon' && rng.chance(0.35),
      tiles: style === 'lisbon' && rng.chance(0.5),
    }
    const w = style === 'canal' ? hw * rng.range(0.85, 1.1) : hw
    rowHouse(s, gz, x, w, gy, spec)
    x += w
    i++
  }
  gz.flush()
  const row = s.since(startMark)
  if (style === 'canal') {
    s.add(rect(0, gy, W, 26 * u, s.t(P.stone)), rect(0, gy + 26 * u, W, 10 * u, s.t(P.taupe)))
    const wy = gy + 36 * u
    waterRect(s, wy, H, s.env.water)
    reflect(s, row, gy + 30 * u, wy, H, 0.34)
    ripples(s, wy, H, { density: 1.1 })
    const bx = W * rng.range(0.55, 0.7)
    s.add(
      pathEl(
        `M${f(bx)} ${f(wy + 6 * u)} L${f(bx + 230 * u)} ${f(wy + 6 * u)} Q${f(bx + 250 * u)} ${f(wy + 6 * u)} ${f(bx + 236 * u)} ${f(wy + 28 * u)} L${f(bx + 14 * u)} ${f(wy + 28 * u)}Z`,
        s.t(P.navy2),
      ),
    )
    s.add(rect(bx + 8 * u, wy + 6 * u, 222 * u, 4 * u, s.t(P.gold)))
    s.add(rrect(bx + 60 * u, wy - 14 * u, 110 * u, 20 * u, 5 * u, s.t(P.cream)))
    for (let k = 0; k < 3; k++) lamp(s, W * (0.18 + k * 0.33), gy + 8 * u, 150 * u)
    roundTree(s, W * 0.07, gy + 16 * u, 380 * u, P.greenDark, { r: 120 * u })
    roundTree(s, W * 0.96, gy + 16 * u, 340 * u, P.green, { r: 110 * u })
    return
  }
  // pavement, kerb and road
  const pave = s.t(style === 'lisbon' ? P.ivory : P.stone)
  s.add(rect(0, gy, W, H - gy, pave))
  if (style === 'lisbon') {
    // calcada waves
    const waves = []
    for (let k = 0; k < 2; k++) {
      const y = gy + (12 + k * 14) * u
      let d = `M0 ${f(y)}`
      for (let xx = 0; xx <= W; xx += 40 * u)
        d += ` Q${f(xx + 20 * u)} ${f(y + (k ? -8 : 8) * u)} ${f(xx + 40 * u)} ${f(y)}`
      waves.push(
        pathEl(d, 'none', ` stroke="${s.t(P.slate)}" stroke-width="${f(3 * u)}"${op(0.35)}`),
      )
    }
    s.add(waves.join(''))
  } else {
    const tiles = []
    for (let k = 0; k < W; k += 60 * u) tiles.push(rect(k, gy, 1.2 * u, 40 * u, darken(pave, 0.08)))
    s.add(tiles.join(''))
  }
  const road = s.t(mix(P.slate, P.stone, 0.25))
  s.add(
    rect(0, gy + 40 * u, W, 8 * u, lighten(s.t(P.stone), 0.25)),
    rect(0, gy + 48 * u, W, H, road),
  )
  s.add(rect(0, gy + 48 * u, W, 5 * u, P.navy, op(0.25)))
  if (style === 'georgian') {
    const rails = []
    const ry = gy - 34 * u
    for (let k = 0; k < W; k += 7 * u) rails.push(rect(k, ry, 1.6 * u, 34 * u, s.t(P.navy)))
    s.add(`<g${op(0.9)}>${rails.join('')}${rect(0, ry, W, 3 * u, s.t(P.navy))}</g>`)
  }
  lamp(s, W * 0.33, gy + 30 * u, 175 * u)
  lamp(s, W * 0.78, gy + 30 * u, 175 * u)
  const leaf = style === 'lisbon' ? P.olive : P.green
  roundTree(s, W * rng.range(0.04, 0.1), gy + 36 * u, 400 * u, leaf, { r: 115 * u })
  roundTree(s, W * rng.range(0.55, 0.62), gy + 36 * u, 370 * u, leaf, {
    r: 100 * u,
    double: rng.chance(0.5),
  })
  if (W > 1600) roundTree(s, W * 0.9, gy + 36 * u, 390 * u, leaf, { r: 110 * u })
}

export function lamp(s, x, gy, h) {
  const { u } = s
  const c = s.t(P.navy)
  s.add(rect(x - 2.5 * u, gy - h, 5 * u, h, c), rect(x - 6 * u, gy - 8 * u, 12 * u, 8 * u, c))
  const lit = s.env.name !== 'day'
  if (lit)
    s.add(
      circ(
        x,
        gy - h - 12 * u,
        34 * u,
        '#f5c97f',
        ` filter="url(#${s.blurId})"${op(0.8 * s.env.glowWin + 0.2)}`,
      ),
    )
  s.add(
    poly(
      [
        [x - 10 * u, gy - h - 22 * u],
        [x + 10 * u, gy - h - 22 * u],
        [x + 7 * u, gy - h],
        [x - 7 * u, gy - h],
      ],
      lit ? '#f8dca2' : s.t(P.cream),
    ),
  )
  s.add(
    rect(x - 12 * u, gy - h - 26 * u, 24 * u, 5 * u, c),
    rect(x - 8 * u, gy - h - 2 * u, 16 * u, 4 * u, c),
  )
}
