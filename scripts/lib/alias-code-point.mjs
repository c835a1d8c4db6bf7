// Gives a font's code point the glyph of another (its cmap only): U+202F, the narrow no-break space
// French groups digits with, has no glyph in the faces' Latin files, so the browser drew it in a
// system font; it takes the thin space's (U+2009), which they have (decision 041).

const u16 = (view, at) => view.getUint16(at)
const u32 = (view, at) => view.getUint32(at)

/** The font's tables by tag, as byte arrays. */
function readTables(font) {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength)
  const tables = new Map()
  for (let i = 0; i < u16(view, 4); i++) {
    const record = 12 + i * 16
    const tag = String.fromCharCode(...font.subarray(record, record + 4))
    const offset = u32(view, record + 8)
    tables.set(tag, font.slice(offset, offset + u32(view, record + 12)))
  }
  return { flavour: u32(view, 0), tables }
}

/** Code point -> glyph, from the cmap's format 12 or format 4 subtable. */
function readCmap(cmap) {
  const view = new DataView(cmap.buffer, cmap.byteOffset, cmap.byteLength)
  const map = new Map()
  const offsets = Array.from({ length: u16(view, 2) }, (_, i) => u32(view, 4 + i * 8 + 4))
  const formatAt = (offset) => u16(view, offset)
  const twelve = offsets.find((offset) => formatAt(offset) === 12)
  if (twelve !== undefined) {
    for (let i = 0; i < u32(view, twelve + 12); i++) {
      const group = twelve + 16 + i * 12
      const [first, last, glyph] = [u32(view, group), u32(view, group + 4), u32(view, group + 8)]
      for (let code = first; code <= last; code++) map.set(code, glyph + code - first)
    }
    return map
  }
  const four = offsets.find((offset) => formatAt(offset) === 4)
  if (four === undefined) throw new Error('no cmap subtable of format 4 or 12')
  const segments = u16(view, four + 6) / 2
  const ends = four + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const rangeOffsets = deltas + segments * 2
  for (let s = 0; s < segments; s++) {
    const [end, start] = [u16(view, ends + s * 2), u16(view, starts + s * 2)]
    const delta = u16(view, deltas + s * 2)
    const rangeOffset = u16(view, rangeOffsets + s * 2)
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff
      else {
        const raw = u16(view, rangeOffsets + s * 2 + rangeOffset + (code - start) * 2)
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff
      }
      if (glyph !== 0) map.set(code, glyph)
    }
  }
  return map
}

/** A cmap with one format 4 subtable (the faces' cuts are all in the BMP), for Unicode and Windows. */
function writeCmap(map) {
  const codes = [...map.keys()].sort((a, b) => a - b)
  const segments = []
  for (const code of codes) {
    const last = segments.at(-1)
    if (last && code === last.end + 1 && map.get(code) - code === last.delta) last.end = code
    else segments.push({ start: code, end: code, delta: map.get(code) - code })
  }
  segments.push({ start: 0xffff, end: 0xffff, delta: 1 })
  const count = segments.length
  const length = 16 + count * 8
  const table = new Uint8Array(4 + 2 * 8 + length)
  const view = new DataView(table.buffer)
  view.setUint16(2, 2)
  ;[
    [0, 3],
    [3, 1],
  ].forEach(([platform, encoding], i) => {
    view.setUint16(4 + i * 8, platform)
    view.setUint16(6 + i * 8, encoding)
    view.setUint32(8 + i * 8, 20)
  })
  const at = 20
  const power = 2 ** Math.floor(Math.log2(count))
  ;[4, length, 0, count * 2, power * 2, Math.log2(power), count * 2 - power * 2].forEach(
    (value, i) => view.setUint16(at + i * 2, value),
  )
  segments.forEach(({ start, end, delta }, s) => {
    view.setUint16(at + 14 + s * 2, end)
    view.setUint16(at + 16 + count * 2 + s * 2, start)
    view.setUint16(at + 16 + count * 4 + s * 2, delta & 0xffff)
    view.setUint16(at + 16 + count * 6 + s * 2, 0)
  })
  return table
}

const checksum = (bytes) => {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4)
  padded.set(bytes)
  const view = new DataView(padded.buffer)
  let sum = 0
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0
  return sum
}

/** An sfnt of these tables, its checksums and head's adjustment written anew. */
function writeFont(flavour, tables) {
  const tags = [...tables.keys()].sort()
  const power = 2 ** Math.floor(Math.log2(tags.length))
  let size = 12 + tags.length * 16
  const offsets = tags.map((tag) => {
    const offset = size
    size += Math.ceil(tables.get(tag).length / 4) * 4
    return offset
  })
  const font = new Uint8Array(size)
  const view = new DataView(font.buffer)
  view.setUint32(0, flavour)
  ;[tags.length, power * 16, Math.log2(power), tags.length * 16 - power * 16].forEach((value, i) =>
    view.setUint16(4 + i * 2, value),
  )
  tags.forEach((tag, i) => {
    const table = tables.get(tag)
    if (tag === 'head') new DataView(table.buffer, table.byteOffset).setUint32(8, 0)
    const record = 12 + i * 16
    font.set(
      [...tag].map((c) => c.charCodeAt(0)),
      record,
    )
    view.setUint32(record + 4, checksum(table))
    view.setUint32(record + 8, offsets[i])
    view.setUint32(record + 12, table.length)
    font.set(table, offsets[i])
  })
  const head = offsets[tags.indexOf('head')]
  view.setUint32(head + 8, (0xb1b0afba - checksum(font)) >>> 0)
  return font
}

/** `font` (an sfnt) with `code` drawn by the glyph of `like`; unchanged if it has no such glyph. */
export function aliasCodePoint(font, code, like) {
  const { flavour, tables } = readTables(font)
  const map = readCmap(tables.get('cmap'))
  if (!map.has(like) || map.has(code)) return font
  map.set(code, map.get(like))
  tables.set('cmap', writeCmap(map))
  return writeFont(flavour, tables)
}
