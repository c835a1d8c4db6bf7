#!/usr/bin/env node
/**
 * Luxury Living — original illustrated imagery.
 *
 * Draws every estate, slide and blog image as an SVG string (flat, geometric
 * architectural illustration in the brand palette) and exports it with sharp
 * to AVIF in several widths. A seeded PRNG (keyed on each image's slug) makes
 * each picture distinct while the whole set stays coherent, and the output is
 * deterministic: the same bytes on every run.
 *
 * Usage:
 *   node scripts/make-images.mjs                 # write public/images/**
 *   node scripts/make-images.mjs --preview=/tmp/p # PNG previews only (1200 wide)
 *   node scripts/make-images.mjs --only=slug,slug # restrict to some slugs
 */
import { mkdir, writeFile, readdir, stat, rm } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PUBLIC = path.join(ROOT, 'public')
const OUT = path.join(PUBLIC, 'images')

/* ------------------------------------------------------------------ */
/* Small helpers                                                       */
/* ------------------------------------------------------------------ */

/** Round to one decimal, never print "-0". */
const f = (v) => {
  const r = Math.round(v * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

function hashString(str) {
  let h = 2166136261
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** mulberry32: tiny, fast, deterministic. */
class Rng {
  constructor(seed) {
    this.a = seed >>> 0
  }
  next() {
    this.a = (this.a + 0x6d2b79f5) | 0
    let t = Math.imul(this.a ^ (this.a >>> 15), 1 | this.a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  range(a, b) {
    return a + (b - a) * this.next()
  }
  int(a, b) {
    return Math.floor(this.range(a, b + 1))
  }
  pick(arr) {
    return arr[Math.floor(this.next() * arr.length)]
  }
  chance(p) {
    return this.next() < p
  }
}

const hexToRgb = (h) => {
  const s = h.replace('#', '')
  return [0, 2, 4].map((i) => parseInt(s.slice(i, i + 2), 16))
}
const rgbToHex = (rgb) =>
  '#' +
  rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
/** Linear mix of two hex colours, t in [0,1]. */
const mix = (a, b, t) => {
  const A = hexToRgb(a)
  const B = hexToRgb(b)
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t))
}
const lighten = (c, t) => mix(c, '#ffffff', t)
const darken = (c, t) => mix(c, '#000000', t)

/* SVG element shorthands (numbers are rounded for compact, stable output). */
const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}"${extra}/>`
const rrect = (x, y, w, h, r, fill, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" rx="${f(r)}" fill="${fill}"${extra}/>`
const circ = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`
const ell = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`
const poly = (pts, fill, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}"${extra}/>`
const pathEl = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`
const line = (x1, y1, x2, y2, stroke, w, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(w)}"${extra}/>`
const op = (o) => ` opacity="${f(o * 100) / 100}"`
const grad = (id, x1, y1, x2, y2, stops) =>
  `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</linearGradient>`

/* ------------------------------------------------------------------ */
/* Brand palette and lighting moods                                    */
/* ------------------------------------------------------------------ */

const P = {
  navy: '#1c2230',
  navy2: '#272f42',
  slate: '#3b4457',
  steel: '#5d6679',
  gold: '#b8945a',
  goldLight: '#d6b77e',
  brass: '#94723f',
  cream: '#f6f1e9',
  ivory: '#ece4d6',
  stone: '#ddd2bf',
  sand: '#c9b9a0',
  taupe: '#9e8d78',
  wood: '#8c6a4a',
  brick: '#8a6656',
  blush: '#d8b3a8',
  terracotta: '#b27b62',
  sage: '#97a690',
  green: '#5e7862',
  greenDark: '#3f5447',
  greenDeep: '#2f4136',
  greenLight: '#8ea584',
  olive: '#7c8764',
  trunk: '#5a4a3e',
}

const ENVS = {
  day: {
    name: 'day',
    sky: [
      [0, '#86a1ba'],
      [0.5, '#bccdd6'],
      [0.85, '#e4e3d9'],
      [1, '#efe8da'],
    ],
    haze: '#d6dcda',
    tint: '#1c2230',
    tintAmt: 0,
    body: {
      kind: 'sun',
      x: 0.18,
      alt: 0.72,
      r: 26,
      color: '#fffaf0',
      glow: '#fff4df',
      glowOp: 0.6,
    },
    cloud: '#fbf8f2',
    cloudOp: 0.7,
    lit: 0.04,
    glowWin: 0,
    stars: false,
    glass: ['#c6d2d9', '#7d90a3'],
    litGrad: ['#f6e3bd', '#e2bf86'],
    water: ['#a8bccb', '#5d778b'],
    pool: ['#a3c6c7', '#5f8d96'],
    shadow: 0.16,
    lightFrom: 'left',
    sunRefl: false,
  },
  dawn: {
    name: 'dawn',
    sky: [
      [0, '#6b7ca0'],
      [0.42, '#b4a0b4'],
      [0.78, '#e4c0ad'],
      [1, '#f4dbc0'],
    ],
    haze: '#dcc3b8',
    tint: '#6b5a7a',
    tintAmt: 0.12,
    body: {
      kind: 'sun',
      x: 0.76,
      alt: 0.1,
      r: 30,
      color: '#fff0d6',
      glow: '#f7cfa2',
      glowOp: 0.75,
    },
    cloud: '#f4dacd',
    cloudOp: 0.6,
    lit: 0.2,
    glowWin: 0.25,
    stars: false,
    glass: ['#cdbfc6', '#7d8199'],
    litGrad: ['#fbe3b4', '#ecbf7f'],
    water: ['#d9c2ba', '#7b8299'],
    pool: ['#b0c3c8', '#6d8498'],
    shadow: 0.14,
    lightFrom: 'right',
    sunRefl: true,
  },
  dusk: {
    name: 'dusk',
    sky: [
      [0, '#1d2540'],
      [0.38, '#474a6b'],
      [0.7, '#a7797a'],
      [0.9, '#d99f7b'],
      [1, '#e8b584'],
    ],
    haze: '#a78283',
    tint: '#2b2a44',
    tintAmt: 0.3,
    body: {
      kind: 'sun',
      x: 0.66,
      alt: 0.05,
      r: 34,
      color: '#f9d79e',
      glow: '#f0a56c',
      glowOp: 0.8,
    },
    cloud: '#cf9386',
    cloudOp: 0.5,
    lit: 0.55,
    glowWin: 0.55,
    stars: false,
    glass: ['#877c92', '#393b55'],
    litGrad: ['#ffe0a0', '#eeb461'],
    water: ['#b88c83', '#2d3149'],
    pool: ['#7d8aa2', '#3a4460'],
    shadow: 0.2,
    lightFrom: 'right',
    sunRefl: true,
  },
  night: {
    name: 'night',
    sky: [
      [0, '#0c111d'],
      [0.5, '#18213a'],
      [0.85, '#2b3654'],
      [1, '#3b4766'],
    ],
    haze: '#2f3a57',
    tint: '#10162a',
    tintAmt: 0.56,
    body: {
      kind: 'moon',
      x: 0.8,
      alt: 0.7,
      r: 22,
      color: '#f3ecdc',
      glow: '#9aa6c4',
      glowOp: 0.35,
    },
    cloud: '#3c4868',
    cloudOp: 0.45,
    lit: 0.68,
    glowWin: 0.7,
    stars: true,
    glass: ['#2d3750', '#181e2e'],
    litGrad: ['#ffe2a6', '#efb664'],
    water: ['#29334e', '#0e1321'],
    pool: ['#4a7489', '#1e2d42'],
    shadow: 0.25,
    lightFrom: 'left',
    sunRefl: true,
  },
}

/* ------------------------------------------------------------------ */
/* Scene: collects defs and drawing parts                              */
/* ------------------------------------------------------------------ */

class Scene {
  constructor(W, H, envName, seedKey) {
    this.W = W
    this.H = H
    this.u = H / 800
    this.env = ENVS[envName]
    this.rng = new Rng(hashString(seedKey))
    this.defs = []
    this.parts = []
    this.n = 0
    const e = this.env
    this.glassId = this.uid('glass')
    this.litId = this.uid('lit')
    this.def(
      grad(this.glassId, 0, 0, 0, 1, [
        [0, e.glass[0]],
        [1, e.glass[1]],
      ]).replace('gradientUnits="userSpaceOnUse"', 'gradientUnits="objectBoundingBox"'),
    )
    this.def(
      grad(this.litId, 0, 0, 0, 1, [
        [0, e.litGrad[0]],
        [1, e.litGrad[1]],
      ]).replace('gradientUnits="userSpaceOnUse"', 'gradientUnits="objectBoundingBox"'),
    )
    this.blurId = this.uid('blur')
    this.def(
      `<filter id="${this.blurId}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${f(7 * this.u)}"/></filter>`,
    )
    this.softId = this.uid('soft')
    this.def(
      `<filter id="${this.softId}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${f(2.2 * this.u)}"/></filter>`,
    )
  }
  uid(p) {
    this.n += 1
    return `${p}${this.n}`
  }
  add(...s) {
    this.parts.push(...s)
  }
  def(s) {
    this.defs.push(s)
  }
  mark() {
    return this.parts.length
  }
  since(m) {
    return this.parts.slice(m).join('')
  }
  /** Colour under the current light (night pulls towards navy). */
  t(c, k = 1) {
    return mix(c, this.env.tint, this.env.tintAmt * k)
  }
  /** Colour at a distance d in [0,1] (aerial perspective). */
  far(c, d) {
    return mix(this.t(c), this.env.haze, d)
  }
  get sunLeft() {
    return this.env.lightFrom === 'left'
  }
  svg(w, h) {
    const vignette = this.uid('vig')
    const defs = [
      ...this.defs,
      `<radialGradient id="${vignette}" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="${P.navy}" stop-opacity="0"/><stop offset="1" stop-color="${P.navy}" stop-opacity="0.22"/></radialGradient>`,
    ]
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${this.W} ${this.H}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${defs.join('')}</defs>${this.parts.join('')}` +
      rect(0, 0, this.W, this.H, `url(#${vignette})`) +
      `</svg>`
    )
  }
}

/* ------------------------------------------------------------------ */
/* Landscape primitives                                                */
/* ------------------------------------------------------------------ */

function drawSky(s, horizon, o = {}) {
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

function cloud(s, x, y, w, color, o) {
  const h = w * 0.13
  const parts = [
    rrect(x, y, w, h, h / 2, color),
    rrect(x + w * 0.18, y - h * 0.75, w * 0.46, h * 1.1, h * 0.55, color),
    rrect(x + w * 0.5, y - h * 0.35, w * 0.34, h, h / 2, color),
  ]
  s.add(`<g${op(o)}>${parts.join('')}</g>`)
}

/** Faceted mountain range with light and shadow faces, optional snow. */
function mountains(s, o) {
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
function hills(s, o) {
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
function skyline(s, o) {
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

function waterRect(s, y0, y1, colors, x0 = 0, x1 = s.W) {
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
function reflect(s, chunk, axisY, y0, y1, o = 0.38, x0 = 0, x1 = s.W) {
  const cid = s.uid('clip')
  s.def(`<clipPath id="${cid}">${rect(x0, y0, x1 - x0, y1 - y0, '#000')}</clipPath>`)
  s.add(
    `<g clip-path="url(#${cid})"><g${op(o)} transform="matrix(1 0 0 -1 0 ${f(2 * axisY)})">${chunk}</g></g>`,
  )
}

/** Ripples and a glittering sun or moon path on water. */
function ripples(s, y0, y1, o = {}) {
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

/* ------------------------------------------------------------------ */
/* Vegetation                                                          */
/* ------------------------------------------------------------------ */

/** Wrap content in a clip path made from a shape string. */
function clipped(s, shape, content) {
  const id = s.uid('cp')
  s.def(`<clipPath id="${id}">${shape}</clipPath>`)
  return `<g clip-path="url(#${id})">${content}</g>`
}

/** A flat-topped massif with a sunlit cliff band (Table Mountain). */
function tableMountain(s, o) {
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
function pagoda(s, x, by, h, color) {
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
function stoneLantern(s, x, gy, h) {
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
function archBridge(s, x0, x1, deckY, archH, color) {
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

/** Garden parasol. */
function parasol(s, x, gy, h) {
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
function stringLights(s, x0, x1, y, sag) {
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

function groundShadow(s, x, gy, rx) {
  s.add(ell(x, gy, rx, rx * 0.16, P.navy, op(s.env.shadow * 0.9)))
}

function cypress(s, x, gy, h, color) {
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

function roundTree(s, x, gy, h, color, o = {}) {
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

function pine(s, x, gy, h, color) {
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

function palm(s, x, gy, h, color, lean = 0.12) {
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

function hedge(s, x, y, w, h, color) {
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

function flowers(s, x, gy, w, colors, n = 18) {
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

/* ------------------------------------------------------------------ */
/* Architecture primitives                                             */
/* ------------------------------------------------------------------ */

/** Buffers windows so warm glow can sit beneath the glass. */
class Glaze {
  constructor(s) {
    this.s = s
    this.glow = []
    this.fg = []
  }
  isLit(p = this.s.env.lit) {
    return this.s.rng.chance(p)
  }
  /** A framed window. opts: lit, frame, cols (vertical bars), rows (transoms). */
  window(x, y, w, h, o = {}) {
    const s = this.s
    const u = s.u
    const lit = o.lit ?? this.isLit()
    const fw = o.fw ?? Math.max(2 * u, Math.min(w, h) * 0.06)
    const frame = o.frame ?? s.t(P.cream)
    if (fw > 0) this.fg.push(rect(x - fw, y - fw, w + 2 * fw, h + 2 * fw, frame))
    this.fg.push(rect(x, y, w, h, `url(#${lit ? s.litId : s.glassId})`))
    if (!lit && o.streak !== false && w > 24 * u) {
      this.fg.push(
        poly(
          [
            [x + w * 0.15, y + h],
            [x + w * 0.55, y],
            [x + w * 0.75, y],
            [x + w * 0.35, y + h],
          ],
          '#ffffff',
          op(0.07),
        ),
      )
    }
    const bars = o.cols ?? 1
    const bw = o.barW ?? Math.max(1.2 * u, fw * 0.6)
    for (let i = 1; i <= bars; i++) {
      const bx = x + (w * i) / (bars + 1)
      if (bars > 0) this.fg.push(rect(bx - bw / 2, y, bw, h, o.barColor ?? frame))
    }
    const rows = o.rows ?? 0
    for (let i = 1; i <= rows; i++) {
      const by = y + (h * i) / (rows + 1)
      this.fg.push(rect(x, by - bw / 2, w, bw, o.barColor ?? frame))
    }
    if (lit && s.env.glowWin > 0) {
      const g = 10 * u
      this.glow.push(rect(x - g, y - g, w + 2 * g, h + 2 * g, '#f3c072'))
    }
    return lit
  }
  raw(str) {
    this.fg.push(str)
  }
  flush() {
    const s = this.s
    if (this.glow.length)
      s.add(`<g filter="url(#${s.blurId})"${op(s.env.glowWin * 0.75)}>${this.glow.join('')}</g>`)
    s.add(this.fg.join(''))
    this.glow = []
    this.fg = []
  }
}

/** Soft cast shadow band (under slabs, cornices, balconies). */
const shadowBand = (s, x, y, w, h, k = 1) => rect(x, y, w, h, P.navy, op(s.env.shadow * 1.25 * k))

/* ------------------------------------------------------------------ */
/* Scene builders                                                      */
/* ------------------------------------------------------------------ */

/** Modernist villa with a pool: sea, hills or alpine backdrop. */
function villa(s, o) {
  const { W, H, u, rng } = s
  const horizon = H * 0.56
  const gy = H * 0.74
  drawSky(s, horizon)
  if (o.backdrop === 'sea') {
    waterRect(s, horizon, gy, [mix(s.env.water[0], s.env.haze, 0.3), s.env.water[1]])
    ripples(s, horizon, gy, { density: 0.7 })
    mountains(s, {
      base: horizon + 2,
      height: 120 * u,
      color: s.far(P.greenDark, 0.62),
      peaks: 2,
      x0: -60,
      x1: W * 0.3,
    })
    mountains(s, {
      base: horizon + 2,
      height: 70 * u,
      color: s.far(P.greenDark, 0.72),
      peaks: 2,
      x0: W * 0.8,
      x1: W + 60,
    })
    hills(s, { base: gy - 4 * u, amp: 34 * u, color: s.t(P.greenDark), freq: 1.1 })
  } else if (o.backdrop === 'alps') {
    mountains(s, {
      base: horizon + 10 * u,
      height: 210 * u,
      color: s.far(P.slate, 0.55),
      peaks: 6,
      snow: true,
    })
    waterRect(s, horizon + 6 * u, horizon + 80 * u, [
      s.far(s.env.water[0], 0.35),
      s.far(s.env.water[0], 0.1),
    ])
    ripples(s, horizon + 6 * u, horizon + 80 * u, { density: 0.4, glitter: false })
    hills(s, { base: horizon + 30 * u, amp: 40 * u, color: s.far(P.green, 0.45), freq: 0.6 })
    hills(s, { base: gy - 20 * u, amp: 56 * u, color: s.t(P.green), freq: 1.2 })
  } else {
    hills(s, { base: horizon + 20 * u, amp: 90 * u, color: s.far(P.green, 0.62), freq: 2 })
    hills(s, { base: horizon + 70 * u, amp: 80 * u, color: s.far(P.green, 0.38), freq: 1.4 })
    hills(s, { base: gy - 24 * u, amp: 50 * u, color: s.t(P.green), freq: 1.1 })
  }
  // trees behind the house
  for (let i = 0; i < 7; i++) {
    const x = rng.range(0.05, 0.95) * W
    if (o.trees === 'palm')
      palm(s, x, gy - 6 * u, rng.range(170, 240) * u, P.greenDark, rng.range(-0.15, 0.15))
    else cypress(s, x, gy - 6 * u, rng.range(150, 240) * u, P.greenDeep)
  }
  // --- the house
  const m = s.mark()
  const lw = Math.min(620 * u, W * 0.5)
  const lh = 132 * u
  const uw = lw * 0.64
  const uh = 112 * u
  const cx = W * 0.5 + rng.range(-0.05, 0.05) * W
  const lx = cx - lw / 2
  const right = rng.chance(0.5)
  const ux = right ? lx + lw - uw + 80 * u : lx - 80 * u
  const t = 13 * u
  const ov = 28 * u
  const wall = s.t(P.cream)
  const gz = new Glaze(s)
  s.add(rect(lx, gy - lh, lw, lh, s.t(P.stone)))
  const solidW = lw * 0.28
  const solidX = right ? lx : lx + lw - solidW
  const glassX = right ? lx + solidW : lx
  const glassW = lw - solidW
  const course = []
  for (let y = gy - lh + 14 * u; y < gy; y += 16 * u)
    course.push(rect(solidX, y, solidW, 1.2 * u, s.t(P.sand), op(0.55)))
  s.add(course.join(''))
  const panels = Math.round(glassW / (78 * u))
  const pw = glassW / panels
  for (let i = 0; i < panels; i++) {
    gz.window(glassX + i * pw + 3 * u, gy - lh + 18 * u, pw - 6 * u, lh - 18 * u, {
      frame: s.t(P.navy2),
      fw: 3 * u,
      cols: 0,
      lit: gz.isLit(s.env.lit + 0.2),
    })
  }
  gz.flush()
  if (s.env.name !== 'day') {
    for (let i = 0; i < 3; i++) {
      const px = glassX + glassW * (0.2 + i * 0.3)
      s.add(
        line(px, gy - lh + 18 * u, px, gy - lh + 48 * u, s.t(P.navy), 1.2 * u),
        circ(px, gy - lh + 52 * u, 6 * u, '#fff1cf'),
      )
    }
  }
  s.add(shadowBand(s, lx, gy - lh, lw, 16 * u))
  s.add(
    rect(lx - ov, gy - lh - t, lw + 2 * ov, t, wall),
    rect(lx - ov, gy - lh - t, lw + 2 * ov, 2.5 * u, lighten(wall, 0.4)),
  )
  const uy = gy - lh - t - uh
  s.add(rect(ux, uy, uw, uh, wall))
  const ribbonW = uw * 0.58
  const ribbonX = right ? ux + uw - ribbonW - 26 * u : ux + 26 * u
  const rb = Math.round(ribbonW / (64 * u))
  for (let i = 0; i < rb; i++) {
    gz.window(
      ribbonX + (i * ribbonW) / rb + 2 * u,
      uy + 26 * u,
      ribbonW / rb - 4 * u,
      uh - 44 * u,
      { frame: s.t(P.navy2), fw: 2.5 * u, cols: 0 },
    )
  }
  gz.flush()
  const slX = right ? ux + 20 * u : ribbonX + ribbonW + 20 * u
  const slW = uw - ribbonW - 66 * u
  s.add(rect(slX, uy + 18 * u, slW, uh - 30 * u, s.t(P.navy2)))
  const slats = []
  for (let x = slX + 3 * u; x < slX + slW - 2 * u; x += 9 * u)
    slats.push(rect(x, uy + 18 * u, 4.2 * u, uh - 30 * u, s.t(P.gold)))
  s.add(slats.join(''))
  s.add(shadowBand(s, ux, uy, uw, 12 * u))
  s.add(
    rect(ux - ov, uy - t, uw + 2 * ov, t, wall),
    rect(ux - ov, uy - t, uw + 2 * ov, 2.5 * u, lighten(wall, 0.4)),
  )
  // cantilever shadow on the deck
  const wallX = right ? lx - 230 * u : lx + lw
  s.add(
    rect(wallX, gy - 46 * u, 230 * u, 46 * u, s.t(P.ivory)),
    rect(wallX, gy - 46 * u, 230 * u, 3 * u, lighten(s.t(P.ivory), 0.3)),
  )
  const house = s.since(m)
  // terrace and pool
  const deckH = 22 * u
  s.add(rect(0, gy, W, deckH, s.t(P.ivory)), rect(0, gy, W, 2 * u, lighten(s.t(P.ivory), 0.4)))
  const py = gy + deckH
  const poolH = H * 0.12
  const poolX0 = lx - 90 * u
  const poolX1 = lx + lw + 90 * u
  s.add(rect(0, py, W, H - py, s.t(P.stone)))
  waterRect(s, py, py + poolH, s.env.pool, poolX0, poolX1)
  reflect(s, house, py, py, py + poolH, 0.32, poolX0, poolX1)
  ripples(s, py, py + poolH, { x0: poolX0, x1: poolX1, density: 0.6, glitter: false })
  s.add(rect(poolX0, py + poolH, poolX1 - poolX0, 4 * u, lighten(s.t(P.stone), 0.3)))
  s.add(rect(poolX0, py, poolX1 - poolX0, 5 * u, P.navy, op(0.18)))
  // lawn with soft mowing bands
  const ly = py + poolH + 4 * u
  s.add(rect(0, ly, W, H - ly, s.t(P.green)))
  const bands = []
  for (let k = 0; k < 4; k++)
    bands.push(
      rect(0, ly + (k * (H - ly)) / 4, W, (H - ly) / 8, lighten(s.t(P.green), 0.08), op(0.6)),
    )
  s.add(bands.join(''), rect(0, ly, W, 6 * u, P.navy, op(0.12)))
  for (let i = 0; i < 2; i++) {
    const x = (right ? poolX1 + 40 * u : poolX0 - 190 * u) + i * 80 * u
    if (x > 0 && x + 60 * u < W) {
      s.add(rrect(x, py + 24 * u, 58 * u, 9 * u, 3 * u, s.t(P.cream)))
      s.add(
        poly(
          [
            [x + 42 * u, py + 24 * u],
            [x + 58 * u, py + 6 * u],
            [x + 62 * u, py + 8 * u],
            [x + 50 * u, py + 24 * u],
          ],
          s.t(P.cream),
        ),
      )
      s.add(
        rect(x + 4 * u, py + 33 * u, 3 * u, 8 * u, s.t(P.navy)),
        rect(x + 50 * u, py + 33 * u, 3 * u, 8 * u, s.t(P.navy)),
      )
    }
  }
  // framing vegetation
  const fx = right ? W * 0.08 : W * 0.92
  if (o.trees === 'palm') palm(s, fx, H * 0.99, 330 * u, P.greenDark, right ? 0.14 : -0.14)
  else roundTree(s, fx, gy + 4 * u, 250 * u, P.olive, { r: 90 * u, double: true })
  cypress(s, right ? W * 0.95 : W * 0.04, gy + 2 * u, 230 * u, P.greenDeep)
  cypress(s, right ? W * 0.985 : W * 0.075, gy + 2 * u, 190 * u, P.greenDeep)
}

/** One house in a terrace row. */
function rowHouse(s, gz, x, w, gy, spec) {
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
function townhouses(s, o) {
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

function lamp(s, x, gy, h) {
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

/** A single residential tower, with styles. */
function towerBlock(s, gz, x, w, top, gy, style) {
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
function tower(s, o) {
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

/** Terrace-level view from a penthouse over the city. */
function penthouse(s, o) {
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

/** Classic family house with garden, backdrop optional. */
function gardenHome(s, o) {
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

/** Calm senior residence: long low building with garden, pond and pergola. */
/** Three-storey modern residence with a glazed entrance pavilion. */
function buildingModern(s, gz, gy, o) {
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
function buildingMission(s, gz, gy) {
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
function buildingZen(s, gz, gy) {
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

function residence(s, o) {
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

/** House on a lake shore in the mountains, modern or classic Italianate. */
function lakeHouse(s, o) {
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

/** Interior: living room with a floor-to-ceiling window onto a view. */
function interior(s, o) {
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

/* ------------------------------------------------------------------ */
/* The image set                                                       */
/* ------------------------------------------------------------------ */

const BUILDERS = { villa, townhouses, tower, penthouse, gardenHome, residence, lakeHouse, interior }

const ESTATE_SIZES = [
  [480, 320],
  [800, 533],
  [1200, 800],
]
const SLIDE_SIZES = [
  [640, 280],
  [1280, 560],
  [1920, 840],
]

/** slug, builder, sky, options. Estate order matches ids 1..16 in data.json. */
const ESTATES = [
  ['upper-east-side-penthouse', 'penthouse', 'night', { landmark: 'deco' }],
  ['kirribilli-harbour-residences', 'tower', 'dawn', { style: 'fins', boat: true, bridge: true }],
  ['coal-harbour-sky-suite', 'tower', 'dusk', { style: 'balcony', mountains: true }],
  ['dubai-marina-penthouse', 'penthouse', 'dusk', { sea: true, pool: true, landmark: 'needle' }],
  ['kensington-townhouse', 'townhouses', 'day', { style: 'georgian' }],
  ['prinsengracht-canal-house', 'townhouses', 'dusk', { style: 'canal' }],
  ['beacon-hill-brownstone', 'townhouses', 'night', { style: 'brownstone' }],
  ['principe-real-townhouse', 'townhouses', 'dawn', { style: 'lisbon' }],
  ['monte-carlo-villa', 'villa', 'dusk', { backdrop: 'sea', trees: 'palm' }],
  ['constantia-estate', 'gardenHome', 'day', { backdrop: 'table', vines: true, style: 'cape' }],
  ['bellagio-lake-villa', 'lakeHouse', 'dawn', { style: 'classic' }],
  ['zurichberg-residence', 'villa', 'day', { backdrop: 'alps' }],
  [
    'higashiyama-garden-residence',
    'residence',
    'dawn',
    { style: 'zen', blossom: true, pagoda: true },
  ],
  [
    'montecito-senior-residence',
    'residence',
    'day',
    { style: 'mission', backdrop: 'mountains', palms: true },
  ],
  ['montreux-lakeside-residence', 'residence', 'dusk', { backdrop: 'lake' }],
  [
    'tanglin-garden-residence',
    'residence',
    'day',
    { palms: true, greenery: true, lapPool: true, floors: 4, floorH: 66, wall: P.ivory },
  ],
]

const SLIDES = [
  ['riviera-villa-dusk', 'villa', 'dusk', { backdrop: 'sea', trees: 'cypress' }],
  [
    'harbour-skyline-night',
    'tower',
    'night',
    { positions: [0.5, 0.3, 0.7], styles: ['balcony', 'deco', 'fins'], mainW: 220, top: 0.1 },
  ],
  ['alpine-lake-house-dawn', 'lakeHouse', 'dawn', { style: 'modern' }],
]

const BLOG = [
  ['quiet-luxury-interiors', 'interior', 'day', { view: 'sea' }],
  ['prime-markets-2024', 'tower', 'day', { style: 'grid', boat: true }],
  ['choosing-senior-residence', 'residence', 'dawn', { backdrop: 'hills', pergolaLeft: true }],
  ['townhouse-heritage', 'townhouses', 'dusk', { style: 'georgian' }],
  ['waterfront-buying-guide', 'lakeHouse', 'day', { style: 'modern' }],
  ['discreet-smart-homes', 'interior', 'night', { view: 'city', sofa: P.slate }],
  ['gardens-new-amenity', 'gardenHome', 'dawn', { cypress: true }],
  ['penthouse-checklist', 'penthouse', 'dusk', { pool: false }],
]

function build(kind, [slug, builder, sky, opts]) {
  const [W, H] = kind === 'slides' ? [1920, 840] : [1200, 800]
  const s = new Scene(W, H, sky, `${kind}/${slug}`)
  BUILDERS[builder](s, opts)
  return s
}

async function dirSize(dir) {
  let total = 0
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    total += entry.isDirectory() ? await dirSize(p) : (await stat(p)).size
  }
  return total
}

const MARKER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="22" height="32" viewBox="0 0 22 32">
  <path d="M11 31.2C11 31.2 1.2 19.6 1.2 11A9.8 9.8 0 0 1 20.8 11C20.8 19.6 11 31.2 11 31.2Z" fill="#1c2230" stroke="#f6f1e9" stroke-width="1.2" stroke-linejoin="round"/>
  <circle cx="11" cy="11" r="5.6" fill="none" stroke="#b8945a" stroke-width="0.9" opacity="0.6"/>
  <circle cx="11" cy="11" r="3.6" fill="#b8945a"/>
</svg>
`

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#1c2230"/>
  <path d="M13 29 32 15 51 29" fill="none" stroke="#b8945a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M20 31V48H28M36 31V48H44" fill="none" stroke="#f6f1e9" stroke-width="4" stroke-linecap="square"/>
</svg>
`

/** Run async jobs with a small fixed concurrency; results keep their order. */
async function pool(jobs, limit) {
  const results = new Array(jobs.length)
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++
      results[i] = await jobs[i]()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker))
  return results
}

async function main() {
  const args = process.argv.slice(2)
  const preview = args.find((a) => a.startsWith('--preview='))?.split('=')[1]
  const only = args
    .find((a) => a.startsWith('--only='))
    ?.split('=')[1]
    .split(',')
  const groups = [
    ['estates', ESTATES, ESTATE_SIZES],
    ['slides', SLIDES, SLIDE_SIZES],
    ['blog', BLOG, ESTATE_SIZES],
  ]
  if (preview) await mkdir(preview, { recursive: true })
  const jobs = []
  for (const [kind, list, sizes] of groups) {
    const dir = path.join(OUT, kind)
    if (!preview) {
      // A full run starts from a clean folder so renamed images leave nothing stale behind.
      if (!only) await rm(dir, { recursive: true, force: true })
      await mkdir(dir, { recursive: true })
    }
    for (const item of list) {
      const slug = item[0]
      if (only && !only.includes(slug)) continue
      const scene = build(kind, item)
      if (preview) {
        const [w, h] = sizes[sizes.length - 1]
        jobs.push(async () => {
          const file = path.join(preview, `${kind}-${slug}.png`)
          await sharp(Buffer.from(scene.svg(w, h)))
            .png()
            .toFile(file)
          await writeFile(path.join(preview, `${kind}-${slug}.svg`), scene.svg(w, h))
          return `preview ${file}`
        })
        continue
      }
      for (const [w, h] of sizes) {
        jobs.push(async () => {
          const buf = await sharp(Buffer.from(scene.svg(w, h)))
            .avif({ quality: 50, effort: 4 })
            .toBuffer()
          const rel = `images/${kind}/${slug}-${w}.avif`
          await writeFile(path.join(PUBLIC, rel), buf)
          return `wrote public/${rel} (${w}x${h}, ${(buf.length / 1024).toFixed(1)} KB)`
        })
      }
    }
  }
  // AVIF encoding is single-threaded per image: use the machine's cores.
  sharp.concurrency(1)
  const lines = await pool(jobs, Math.max(1, availableParallelism()))
  for (const l of lines) console.log(l)
  if (preview) return
  await writeFile(path.join(OUT, 'marker.svg'), MARKER_SVG)
  console.log('wrote public/images/marker.svg')
  await writeFile(path.join(PUBLIC, 'favicon.svg'), FAVICON_SVG)
  console.log('wrote public/favicon.svg')
  const total = await dirSize(OUT)
  console.log(`${jobs.length} raster images; public/images total ${(total / 1024).toFixed(0)} KB`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
