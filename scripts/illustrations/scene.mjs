import { f, hashString, Rng, mix, rect, grad } from './svg.mjs'
import { P, ENVS } from './palette.mjs'

// A picture being drawn: its size, mood, seeded randomness, and the SVG it collects.

export class Scene {
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
