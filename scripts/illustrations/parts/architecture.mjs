import { rect, poly, op } from '../svg.mjs'
import { P } from '../palette.mjs'

// Architecture parts shared by the buildings: windows with night glow, cast shadows.

/** Buffers windows so warm glow can sit beneath the glass. */
export class Glaze {
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
export const shadowBand = (s, x, y, w, h, k = 1) =>
  rect(x, y, w, h, P.navy, op(s.env.shadow * 1.25 * k))
