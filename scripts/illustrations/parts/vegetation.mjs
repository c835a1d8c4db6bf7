import { f, mix, lighten, rect, rrect, circ, ell, poly, pathEl, op } from '../svg.mjs'
import { P } from '../palette.mjs'

// Garden parts: trees, hedges, flowers, parasols, string lights.

/** Garden parasol. */
export function parasol(s, x, gy, h) {
  const { u } = s
  const r = h * 0.42
  const top = gy - h
  s.add(rect(x - 2 * u, top, 4 * u, h, s.t(P.navy2)))
  s.add(
    pathEl(
      `M${f(x - r)} ${f(top + r * 0.32)} Q${f(x)} ${f(top - r * 0.3)} ${f(x + r)} ${f(top + r * 0.32)}Z`,
      s.t(P.cream),
    ),
  )
  s.add(rect(x - r, top + r * 0.3, 2 * r, 4 * u, s.t(P.gold)))
  s.add(ell(x, gy, r * 0.7, 5 * u, P.navy, op(0.12)))
}

/** Catenary string of warm bulbs between two points (dusk and night only). */
export function stringLights(s, x0, x1, y, sag) {
  if (s.env.name === 'day') return
  const { u } = s
  const bulbs = []
  const glow = []
  const n = Math.max(6, Math.round((x1 - x0) / (34 * u)))
  for (let i = 0; i <= n; i++) {
    const t = i / n
    const x = x0 + (x1 - x0) * t
    const yy = y + sag * 4 * t * (1 - t)
    bulbs.push(circ(x, yy + 3 * u, 2.6 * u, '#ffe7b3'))
    glow.push(circ(x, yy + 3 * u, 9 * u, '#f5c97f'))
  }
  s.add(
    pathEl(
      `M${f(x0)} ${f(y)} Q${f((x0 + x1) / 2)} ${f(y + sag * 2)} ${f(x1)} ${f(y)}`,
      'none',
      ` stroke="${s.t(P.navy)}" stroke-width="${f(1.2 * u)}"`,
    ),
  )
  s.add(`<g filter="url(#${s.blurId})"${op(0.7)}>${glow.join('')}</g>`, bulbs.join(''))
}

export function groundShadow(s, x, gy, rx) {
  s.add(ell(x, gy, rx, rx * 0.16, P.navy, op(s.env.shadow * 0.9)))
}

export function cypress(s, x, gy, h, color) {
  const w = h * 0.13
  const c = s.t(color)
  const hl = mix(c, '#f3e6c8', 0.16)
  const top = gy - h
  const body = `M${f(x)} ${f(top)} C${f(x + w * 1.15)} ${f(top + h * 0.28)} ${f(x + w * 1.05)} ${f(gy - h * 0.12)} ${f(x + w * 0.3)} ${f(gy - h * 0.02)} L${f(x - w * 0.3)} ${f(gy - h * 0.02)} C${f(x - w * 1.05)} ${f(gy - h * 0.12)} ${f(x - w * 1.15)} ${f(top + h * 0.28)} ${f(x)} ${f(top)}Z`
  const half = s.sunLeft
    ? `M${f(x)} ${f(top)} L${f(x - w * 0.3)} ${f(gy - h * 0.02)} C${f(x - w * 1.05)} ${f(gy - h * 0.12)} ${f(x - w * 1.15)} ${f(top + h * 0.28)} ${f(x)} ${f(top)}Z`
    : `M${f(x)} ${f(top)} C${f(x + w * 1.15)} ${f(top + h * 0.28)} ${f(x + w * 1.05)} ${f(gy - h * 0.12)} ${f(x + w * 0.3)} ${f(gy - h * 0.02)}Z`
  groundShadow(s, x, gy, w * 1.4)
  s.add(
    rect(x - w * 0.12, gy - h * 0.06, w * 0.24, h * 0.06, s.t(P.trunk)),
    pathEl(body, c),
    pathEl(half, hl, op(0.55)),
  )
}

export function roundTree(s, x, gy, h, color, o = {}) {
  const r = o.r ?? h * 0.36
  const c = s.t(color)
  const cy = gy - h + r
  const tw = Math.max(3 * s.u, r * 0.12)
  const ry = r * (o.squash ?? 0.95)
  groundShadow(s, x, gy, r * 1.05)
  s.add(rect(x - tw / 2, cy, tw, gy - cy, s.t(P.trunk)))
  s.add(ell(x, cy, r, ry, c))
  if (o.double) s.add(ell(x + r * 0.55, cy + r * 0.3, r * 0.7, r * 0.62, c))
  const hl = mix(c, '#f3e6c8', 0.18)
  const d = s.sunLeft
    ? `M${f(x)} ${f(cy - ry)} A${f(r)} ${f(ry)} 0 0 0 ${f(x)} ${f(cy + ry)} A${f(r * 0.45)} ${f(ry)} 0 0 1 ${f(x)} ${f(cy - ry)}Z`
    : `M${f(x)} ${f(cy - ry)} A${f(r)} ${f(ry)} 0 0 1 ${f(x)} ${f(cy + ry)} A${f(r * 0.45)} ${f(ry)} 0 0 0 ${f(x)} ${f(cy - ry)}Z`
  s.add(pathEl(d, hl, op(0.6)))
  if (o.speckle) {
    // blossom: small petals clustered over the crown
    const out = []
    for (let i = 0; i < 46; i++) {
      const a = s.rng.range(0, Math.PI * 2)
      const rr = Math.sqrt(s.rng.next()) * r * 0.88
      out.push(
        circ(
          x + Math.cos(a) * rr,
          cy + Math.sin(a) * rr * 0.92,
          s.rng.range(2, 4.2) * s.u,
          s.t(s.rng.chance(0.6) ? o.speckle : lighten(color, 0.35)),
        ),
      )
    }
    s.add(`<g${op(0.8)}>${out.join('')}</g>`)
  }
}

export function pine(s, x, gy, h, color) {
  const c = s.t(color)
  const hl = mix(c, '#f3e6c8', 0.14)
  const w = h * 0.34
  groundShadow(s, x, gy, w * 0.7)
  s.add(rect(x - w * 0.05, gy - h * 0.12, w * 0.1, h * 0.12, s.t(P.trunk)))
  const tiers = 3
  for (let i = 0; i < tiers; i++) {
    const tb = gy - h * 0.1 - i * h * 0.25
    const tt = tb - h * 0.45
    const tw = w * (1 - i * 0.22)
    s.add(
      poly(
        [
          [x, tt],
          [x - tw / 2, tb],
          [x + tw / 2, tb],
        ],
        c,
      ),
    )
    s.add(
      poly(
        s.sunLeft
          ? [
              [x, tt],
              [x - tw / 2, tb],
              [x, tb],
            ]
          : [
              [x, tt],
              [x + tw / 2, tb],
              [x, tb],
            ],
        hl,
        op(0.5),
      ),
    )
  }
}

export function palm(s, x, gy, h, color, lean = 0.12) {
  const { u } = s
  const c = s.t(color)
  const tx = x + h * lean
  const ty = gy - h
  groundShadow(s, x, gy, h * 0.18)
  s.add(
    pathEl(
      `M${f(x - 6 * u)} ${f(gy)} Q${f(x + h * lean * 0.2)} ${f(gy - h * 0.55)} ${f(tx - 3 * u)} ${f(ty)} L${f(tx + 3 * u)} ${f(ty)} Q${f(x + h * lean * 0.2 + 9 * u)} ${f(gy - h * 0.55)} ${f(x + 6 * u)} ${f(gy)}Z`,
      s.t(P.taupe),
    ),
  )
  const hl = mix(c, '#f3e6c8', 0.16)
  const fronds = [-3.05, -2.7, -2.35, -2.0, -1.6, -1.25, -0.9, -0.5, -0.1, 0.25]
  const scale = h / 300
  fronds.forEach((a, i) => {
    const len = h * (0.36 + 0.08 * Math.sin(i * 1.7))
    const droop = Math.max(0, Math.sin(a) + 0.9) * 0.5 + 0.25
    const ex = tx + Math.cos(a) * len
    const ey = ty + Math.sin(a) * len * 0.5 + len * droop
    const mx = tx + Math.cos(a) * len * 0.55
    const my = ty + Math.sin(a) * len * 0.45 - len * 0.06
    const wdt = 13 * u * scale + 4 * u
    s.add(
      pathEl(
        `M${f(tx)} ${f(ty)} Q${f(mx)} ${f(my - wdt)} ${f(ex)} ${f(ey)} Q${f(mx)} ${f(my + wdt * 0.6)} ${f(tx)} ${f(ty)}Z`,
        i % 2 ? c : hl,
      ),
    )
  })
  s.add(circ(tx, ty + 2 * u, 5 * u * Math.max(1, scale), s.t(P.trunk)))
}

export function hedge(s, x, y, w, h, color) {
  const c = s.t(color)
  s.add(
    rrect(x, y, w, h, h * 0.45, c),
    rrect(
      x + 3 * s.u,
      y + 2 * s.u,
      w - 6 * s.u,
      h * 0.35,
      h * 0.2,
      mix(c, '#f3e6c8', 0.15),
      op(0.6),
    ),
  )
}

export function flowers(s, x, gy, w, colors, n = 18) {
  const out = []
  for (let i = 0; i < n; i++) {
    out.push(
      circ(
        x + s.rng.range(0, w),
        gy - s.rng.range(2, 14) * s.u,
        s.rng.range(2, 3.6) * s.u,
        s.t(s.rng.pick(colors)),
      ),
    )
  }
  s.add(out.join(''))
}
