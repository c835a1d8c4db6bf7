import { f, mix, darken, rect, rrect, circ, poly, pathEl, line, op, grad } from '../svg.mjs'
import { P } from '../palette.mjs'

// Landscape parts: sky, clouds, mountains, hills, skylines, water, landmarks.

export function drawSky(s, horizon, o = {}) {
  const { env, W, H, rng, u } = s
  const id = s.uid('sky')
  s.def(grad(id, 0, 0, 0, horizon, env.sky))
  s.add(rect(0, 0, W, H, `url(#${id})`))
  if (env.stars) {
    const stars = []
    for (let i = 0; i < 110; i++) {
      const x = rng.range(0, W)
      const y = rng.range(0, horizon * 0.75)
      stars.push(circ(x, y, rng.range(0.5, 1.5) * u, '#f3ecdc', op(rng.range(0.25, 0.85))))
    }
    s.add(stars.join(''))
  }
  const b = env.body
  const bx = (o.x ?? b.x) * W
  const fixedSun = env.name === 'dawn' || env.name === 'dusk'
  const by = horizon - ((fixedSun ? null : o.alt) ?? b.alt) * horizon
  s.sun = { x: bx, y: by }
  const gid = s.uid('glow')
  s.def(
    `<radialGradient id="${gid}" gradientUnits="userSpaceOnUse" cx="${f(bx)}" cy="${f(by)}" r="${f(b.r * 9 * u)}"><stop offset="0" stop-color="${b.glow}" stop-opacity="${b.glowOp}"/><stop offset="0.35" stop-color="${b.glow}" stop-opacity="${f(b.glowOp * 40) / 100}"/><stop offset="1" stop-color="${b.glow}" stop-opacity="0"/></radialGradient>`,
  )
  s.add(rect(0, 0, W, H, `url(#${gid})`))
  s.add(circ(bx, by, b.r * u, b.color))
  if (b.kind === 'moon') {
    const cr = darken(b.color, 0.07)
    const r = b.r * u
    s.add(
      circ(bx - r * 0.3, by - r * 0.2, r * 0.22, cr),
      circ(bx + r * 0.35, by + r * 0.3, r * 0.16, cr),
      circ(bx + r * 0.12, by - r * 0.5, r * 0.1, cr),
    )
  }
  // Clouds: flat stacked capsules.
  const n = rng.int(2, 4)
  for (let i = 0; i < n; i++) {
    const w = rng.range(160, 320) * u
    const x = rng.range(-0.05, 0.95) * W
    const y = rng.range(0.14, 0.55) * horizon
    cloud(s, x, y, w, env.cloud, env.cloudOp * rng.range(0.7, 1))
  }
}

export function cloud(s, x, y, w, color, o) {
  const h = w * 0.13
  const parts = [
    rrect(x, y, w, h, h / 2, color),
    rrect(x + w * 0.18, y - h * 0.75, w * 0.46, h * 1.1, h * 0.55, color),
    rrect(x + w * 0.5, y - h * 0.35, w * 0.34, h, h / 2, color),
  ]
  s.add(`<g${op(o)}>${parts.join('')}</g>`)
}

/** Faceted mountain range with light and shadow faces, optional snow. */
export function mountains(s, o) {
  const { rng, W } = s
  const { base, height, color, peaks = 5, snow = false, x0 = -80, x1 = W + 80, flat = false } = o
  const step = (x1 - x0) / peaks
  const pts = [[x0, base - height * rng.range(0.15, 0.4)]]
  const tops = []
  for (let i = 0; i < peaks; i++) {
    const px = x0 + step * (i + 0.5) + rng.range(-0.25, 0.25) * step
    const py = base - height * rng.range(0.62, 1)
    const vx = x0 + step * (i + 1) + rng.range(-0.15, 0.15) * step
    const vy = base - height * rng.range(0.18, 0.45)
    tops.push(pts.length)
    if (flat) {
      pts.push([px - step * 0.28, py], [px + step * 0.28, py + height * 0.02])
    } else pts.push([px, py])
    pts.push([vx, vy])
  }
  const shade = mix(color, s.env.tint === '#1c2230' ? '#44506a' : s.env.tint, 0.22)
  const out = [poly([[x0, base + 2], ...pts, [x1, base + 2]], color)]
  for (const ti of tops) {
    const peak = pts[ti]
    const prev = pts[ti - 1]
    const next = flat ? pts[ti + 2] : pts[ti + 1]
    const pk = flat ? pts[ti + 1] : peak
    if (s.sunLeft) {
      out.push(
        poly(
          [
            pk,
            next,
            [pk.at(0) + (next[0] - pk[0]) * 0.25, base + 2],
            [pk[0] - step * 0.05, base + 2],
          ],
          shade,
        ),
      )
    } else {
      out.push(
        poly(
          [
            peak,
            prev,
            [peak[0] - (peak[0] - prev[0]) * 0.25, base + 2],
            [peak[0] + step * 0.05, base + 2],
          ],
          shade,
        ),
      )
    }
    if (snow && !flat && base - peak[1] > height * 0.72) {
      const a = 0.26
      const l = [peak[0] + (prev[0] - peak[0]) * a, peak[1] + (prev[1] - peak[1]) * a]
      const r = [peak[0] + (next[0] - peak[0]) * a, peak[1] + (next[1] - peak[1]) * a]
      const mid = [
        peak[0] + (r[0] - l[0]) * 0.1,
        Math.max(l[1], r[1]) - (Math.abs(l[1] - r[1]) + 8) * 0.3,
      ]
      out.push(
        poly(
          [peak, l, [(l[0] + mid[0]) / 2, mid[1] + 6], mid, [(r[0] + mid[0]) / 2, mid[1] + 8], r],
          s.far(P.cream, 0.25),
        ),
      )
    }
  }
  s.add(out.join(''))
}

/** Smooth rolling hills down to the bottom edge. */
export function hills(s, o) {
  const { W, H, rng } = s
  const { base, amp, color, freq = 1.6, bottom = H } = o
  const ph = rng.range(0, Math.PI * 2)
  const ph2 = rng.range(0, Math.PI * 2)
  const pts = []
  for (let x = -20; x <= W + 20; x += 24) {
    const k = x / W
    const y =
      base -
      amp *
        (0.5 +
          0.32 * Math.sin(k * Math.PI * freq + ph) +
          0.18 * Math.sin(k * Math.PI * freq * 2.3 + ph2))
    pts.push([x, y])
  }
  s.add(poly([[-20, bottom], ...pts, [W + 20, bottom]], color))
  return pts
}

/** Flat city skyline silhouette (far or mid distance). */
export function skyline(s, o) {
  const { rng, u } = s
  const { base, x0, x1, minH, maxH, color, litDots = 0, minW = 40, maxW = 110, gap = 0 } = o
  const out = []
  const dots = []
  let x = x0
  while (x < x1) {
    const w = rng.range(minW, maxW) * u
    const h = rng.range(minH, maxH) * u
    const top = base - h
    out.push(rect(x, top, w, h + 2, color))
    const roll = rng.next()
    if (roll < 0.25) out.push(rect(x + w * 0.2, top - h * 0.08, w * 0.6, h * 0.08 + 1, color))
    else if (roll < 0.35)
      out.push(
        poly(
          [
            [x + w * 0.5, top - h * 0.18],
            [x + w * 0.46, top],
            [x + w * 0.54, top],
          ],
          color,
        ),
      )
    if (litDots > 0) {
      const cols = Math.max(1, Math.floor(w / (12 * u)))
      const rows = Math.floor(h / (14 * u))
      for (let r = 1; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (rng.next() < litDots)
            dots.push(
              rect(x + (c + 0.35) * (w / cols), top + r * 14 * u, 3.2 * u, 4 * u, '#f2cc8a'),
            )
        }
      }
    }
    x += w + gap * u * rng.range(0, 1)
  }
  s.add(out.join(''))
  if (dots.length) s.add(`<g${op(0.75)}>${dots.join('')}</g>`)
}

export function waterRect(s, y0, y1, colors, x0 = 0, x1 = s.W) {
  const id = s.uid('water')
  s.def(
    grad(id, 0, y0, 0, y1, [
      [0, colors[0]],
      [1, colors[1]],
    ]),
  )
  s.add(rect(x0, y0, x1 - x0, y1 - y0, `url(#${id})`))
}

/** Mirror a captured chunk below axisY, clipped to [y0,y1]. */
export function reflect(s, chunk, axisY, y0, y1, o = 0.38, x0 = 0, x1 = s.W) {
  const cid = s.uid('clip')
  s.def(`<clipPath id="${cid}">${rect(x0, y0, x1 - x0, y1 - y0, '#000')}</clipPath>`)
  s.add(
    `<g clip-path="url(#${cid})"><g${op(o)} transform="matrix(1 0 0 -1 0 ${f(2 * axisY)})">${chunk}</g></g>`,
  )
}

/** Ripples and a glittering sun or moon path on water. */
export function ripples(s, y0, y1, o = {}) {
  const { rng, W, u, env } = s
  const { x0 = 0, x1 = W, density = 1, glitter = true } = o
  const light = mix(env.water[0], '#ffffff', 0.35)
  const out = []
  const rows = Math.floor(((y1 - y0) / (9 * u)) * density)
  for (let i = 0; i < rows; i++) {
    const k = i / rows
    const y = y0 + (y1 - y0) * Math.pow(k, 1.4) + 3 * u
    const len = (14 + 70 * k) * u * rng.range(0.5, 1.4)
    const x = rng.range(x0, x1 - len)
    out.push(rrect(x, y, len, (1 + 1.5 * k) * u, u, light, op(rng.range(0.12, 0.3))))
  }
  s.add(out.join(''))
  if (glitter && env.sunRefl && s.sun && s.sun.x > x0 && s.sun.x < x1) {
    const glit = []
    const gc = env.body.kind === 'moon' ? '#e9e4d6' : env.body.color
    for (let i = 0; i < 16; i++) {
      const k = i / 16
      const y = y0 + (y1 - y0) * Math.pow(k, 1.3) * 0.85 + 2 * u
      const w = (60 - 40 * k) * u * rng.range(0.5, 1.2) * (env.body.r / 30)
      glit.push(
        rrect(
          s.sun.x - w / 2 + rng.range(-8, 8) * u,
          y,
          w,
          (2 + 2 * k) * u,
          u,
          gc,
          op(0.75 - 0.55 * k),
        ),
      )
    }
    s.add(glit.join(''))
  }
}

/** Wrap content in a clip path made from a shape string. */
export function clipped(s, shape, content) {
  const id = s.uid('cp')
  s.def(`<clipPath id="${id}">${shape}</clipPath>`)
  return `<g clip-path="url(#${id})">${content}</g>`
}

/** A flat-topped massif with a sunlit cliff band (Table Mountain). */
export function tableMountain(s, o) {
  const { x0, x1, base, height, color, cliff } = o
  const w = x1 - x0
  const at = (k, hk) => [x0 + w * k, base - height * hk]
  s.add(
    poly(
      [
        [x0, base + 2],
        at(0.1, 0.42),
        at(0.17, 0.75),
        at(0.21, 0.9),
        at(0.25, 1),
        at(0.74, 0.985),
        at(0.79, 0.8),
        at(0.86, 0.6),
        at(0.9, 0.68),
        at(0.93, 0.62),
        at(0.97, 0.4),
        [x1, base + 2],
      ],
      color,
    ),
  )
  const band = [at(0.255, 0.985), at(0.735, 0.975)]
  const steps = 14
  for (let i = 0; i <= steps; i++) {
    const k = 0.735 - (0.48 * i) / steps
    band.push(at(k, 0.74 + (i % 2 ? 0.05 : 0) + 0.03 * Math.sin(i * 2.1)))
  }
  s.add(poly(band, cliff))
}

/** Distant five-tier pagoda silhouette. */
export function pagoda(s, x, by, h, color) {
  const { u } = s
  const roof = darken(color, 0.12)
  const tiers = 5
  let yb = by
  const th = h * 0.16
  for (let i = 0; i < tiers; i++) {
    const w = h * 0.5 * (1 - i * 0.11)
    s.add(rect(x - w * 0.3, yb - th * 0.6, w * 0.6, th * 0.6 + 1, color))
    const e = yb - th * 0.55
    s.add(
      pathEl(
        `M${f(x - w / 2)} ${f(e)} Q${f(x - w * 0.3)} ${f(e - th * 0.08)} ${f(x - w * 0.27)} ${f(e - th * 0.32)} L${f(x + w * 0.27)} ${f(e - th * 0.32)} Q${f(x + w * 0.3)} ${f(e - th * 0.08)} ${f(x + w / 2)} ${f(e)}Z`,
        roof,
      ),
    )
    yb = e - th * 0.3
  }
  s.add(rect(x - 1.5 * u, yb - h * 0.2, 3 * u, h * 0.2 + 2, roof))
}

/** Japanese stone lantern (toro). */
export function stoneLantern(s, x, gy, h) {
  const c = s.t(P.stone)
  const d = darken(c, 0.15)
  const lit = s.env.name !== 'day'
  s.add(
    rect(x - 0.3 * h, gy - 0.1 * h, 0.6 * h, 0.1 * h, d),
    rect(x - 0.09 * h, gy - 0.55 * h, 0.18 * h, 0.45 * h, c),
    rect(x - 0.24 * h, gy - 0.62 * h, 0.48 * h, 0.07 * h, d),
    rect(x - 0.18 * h, gy - 0.8 * h, 0.36 * h, 0.18 * h, c),
    rect(x - 0.09 * h, gy - 0.77 * h, 0.18 * h, 0.12 * h, lit ? '#f6d59a' : darken(c, 0.35)),
    poly(
      [
        [x - 0.4 * h, gy - 0.8 * h],
        [x - 0.14 * h, gy - 0.95 * h],
        [x + 0.14 * h, gy - 0.95 * h],
        [x + 0.4 * h, gy - 0.8 * h],
      ],
      d,
    ),
    circ(x, gy - 0.99 * h, 0.06 * h, d),
  )
}

/** Steel arch bridge seen side-on, hazed. */
export function archBridge(s, x0, x1, deckY, archH, color) {
  const { u } = s
  const mid = (x0 + x1) / 2
  const out = [
    pathEl(
      `M${f(x0)} ${f(deckY)} Q${f(mid)} ${f(deckY - archH * 2)} ${f(x1)} ${f(deckY)}`,
      'none',
      ` stroke="${color}" stroke-width="${f(9 * u)}"`,
    ),
    pathEl(
      `M${f(x0)} ${f(deckY)} Q${f(mid)} ${f(deckY - archH * 1.62)} ${f(x1)} ${f(deckY)}`,
      'none',
      ` stroke="${color}" stroke-width="${f(4 * u)}"`,
    ),
  ]
  const n = 16
  for (let k = 1; k < n; k++) {
    const t = k / n
    const x = x0 + (x1 - x0) * t
    out.push(line(x, deckY - 4 * archH * t * (1 - t), x, deckY, color, 1.6 * u))
  }
  out.push(rect(x0 - 90 * u, deckY, x1 - x0 + 180 * u, 9 * u, color))
  out.push(
    rect(x0 - 44 * u, deckY - archH * 0.55, 34 * u, archH * 0.55 + 60 * u, color),
    rect(x1 + 10 * u, deckY - archH * 0.55, 34 * u, archH * 0.55 + 60 * u, color),
  )
  s.add(out.join(''))
}
