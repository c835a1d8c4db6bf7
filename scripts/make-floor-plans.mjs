// `node scripts/make-floor-plans.mjs`: draws a floor plan of each level of every sample estate, as
// a calm architectural line drawing in the illustrations' palette (walls in navy on cream, windows
// in gold, each room named), into public/images/floor-plans/<estate>-<level>.svg, and writes each
// estate's `floor_plans` list at the end of its record in public/data.json. Deterministic: the same
// estate draws the same plan on every run.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { P } from './illustrations/palette.mjs'
import { f, hashString, Rng } from './illustrations/svg.mjs'

const OUT = 'public/images/floor-plans'
const DATA = 'public/data.json'
const [WIDTH, HEIGHT] = [1200, 900]
const WALL = 9
const PARTITION = 4

/** The levels of each kind of home, and the rooms on each. */
const LEVELS = {
  Apartments: [
    [
      'main',
      'Main floor',
      ['Living room', 'Dining room', 'Kitchen', 'Principal suite', 'Bedroom', 'Study', 'Bath'],
    ],
  ],
  Townhouses: [
    ['lower', 'Garden level', ['Kitchen', 'Family room', 'Utility', 'Garden room']],
    ['ground', 'Ground floor', ['Drawing room', 'Dining room', 'Library', 'Hall']],
    ['upper', 'First floor', ['Principal suite', 'Dressing room', 'Bedroom', 'Bath']],
  ],
  'Family Homes': [
    [
      'ground',
      'Ground floor',
      ['Living room', 'Kitchen', 'Dining room', 'Study', 'Hall', 'Terrace'],
    ],
    ['upper', 'Upper floor', ['Principal suite', 'Bedroom', 'Bedroom', 'Bath', 'Dressing room']],
  ],
  'Senior Living': [
    ['main', 'Residence', ['Living room', 'Kitchen', 'Bedroom', 'Bath', 'Sunroom']],
  ],
}

const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** Splits a rectangle among the rooms, along its longer side each time, with a little play. */
function layout(rng, [x, y, w, h], rooms) {
  if (rooms.length === 1) return [{ name: rooms[0], x, y, w, h }]
  const cut = Math.ceil(rooms.length / 2)
  const share = (cut / rooms.length) * rng.range(0.85, 1.15)
  const [first, second] = [rooms.slice(0, cut), rooms.slice(cut)]
  if (w >= h) {
    const left = Math.round(w * share)
    return [
      ...layout(rng, [x, y, left, h], first),
      ...layout(rng, [x + left, y, w - left, h], second),
    ]
  }
  const top = Math.round(h * share)
  return [...layout(rng, [x, y, w, top], first), ...layout(rng, [x, y + top, w, h - top], second)]
}

/** Window marks along the outer walls: short gold double lines, centred on each room's outer side. */
function windows(room, [x, y, w, h]) {
  const marks = []
  const mark = (x1, y1, x2, y2) =>
    marks.push(
      `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${P.cream}" stroke-width="${WALL + 1}"/>`,
      `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${P.gold}" stroke-width="${WALL}" stroke-dasharray="none" opacity="0.9"/>`,
      `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${P.cream}" stroke-width="3"/>`,
    )
  const span = (length) => Math.min(length * 0.45, 150)
  if (room.y === y)
    mark(room.x + room.w / 2 - span(room.w) / 2, y, room.x + room.w / 2 + span(room.w) / 2, y)
  if (room.y + room.h === y + h)
    mark(
      room.x + room.w / 2 - span(room.w) / 2,
      y + h,
      room.x + room.w / 2 + span(room.w) / 2,
      y + h,
    )
  if (room.x === x)
    mark(x, room.y + room.h / 2 - span(room.h) / 2, x, room.y + room.h / 2 + span(room.h) / 2)
  if (room.x + room.w === x + w)
    mark(
      x + w,
      room.y + room.h / 2 - span(room.h) / 2,
      x + w,
      room.y + room.h / 2 + span(room.h) / 2,
    )
  return marks
}

/** A door: a gap in the room's inner wall nearest the plan's centre, with its swing. */
function door(room, [x, y, w, h]) {
  const size = Math.min(70, room.w * 0.3, room.h * 0.3)
  const cx = x + w / 2
  const cy = y + h / 2
  const horizontal = Math.abs(room.y + room.h / 2 - cy) > Math.abs(room.x + room.w / 2 - cx)
  if (horizontal) {
    const wallY = room.y + room.h / 2 < cy ? room.y + room.h : room.y
    if (wallY === y || wallY === y + h) return []
    const dx = room.x + room.w * 0.25
    const into = wallY === room.y ? 1 : -1
    return [
      `<line x1="${f(dx)}" y1="${f(wallY)}" x2="${f(dx + size)}" y2="${f(wallY)}" stroke="${P.cream}" stroke-width="${PARTITION + 2}"/>`,
      `<path d="M${f(dx)} ${f(wallY)} L${f(dx)} ${f(wallY + into * size)} A${f(size)} ${f(size)} 0 0 ${into > 0 ? 0 : 1} ${f(dx + size)} ${f(wallY)}" fill="none" stroke="${P.steel}" stroke-width="1.5"/>`,
    ]
  }
  const wallX = room.x + room.w / 2 < cx ? room.x + room.w : room.x
  if (wallX === x || wallX === x + w) return []
  const dy = room.y + room.h * 0.25
  const into = wallX === room.x ? 1 : -1
  return [
    `<line x1="${f(wallX)}" y1="${f(dy)}" x2="${f(wallX)}" y2="${f(dy + size)}" stroke="${P.cream}" stroke-width="${PARTITION + 2}"/>`,
    `<path d="M${f(wallX)} ${f(dy)} L${f(wallX + into * size)} ${f(dy)} A${f(size)} ${f(size)} 0 0 ${into > 0 ? 1 : 0} ${f(wallX)} ${f(dy + size)}" fill="none" stroke="${P.steel}" stroke-width="1.5"/>`,
  ]
}

function floorPlan(estate, [key, label, rooms]) {
  const rng = new Rng(hashString(`${estate.slug}:${key}`))
  const w = Math.round(rng.range(880, 1000))
  const h = Math.round(rng.range(560, 640))
  const outline = [Math.round((WIDTH - w) / 2), 150, w, h]
  const [x, y] = outline
  const placed = layout(rng, outline, rooms)
  const rectOf = (room, stroke, width) =>
    `<rect x="${f(room.x)}" y="${f(room.y)}" width="${f(room.w)}" height="${f(room.h)}" fill="none" stroke="${stroke}" stroke-width="${width}"/>`
  const names = placed.map((room) => {
    const size = Math.max(13, Math.min(24, room.w / (room.name.length * 0.62)))
    return `<text x="${f(room.x + room.w / 2)}" y="${f(room.y + room.h / 2 + size / 3)}" font-size="${f(size)}" text-anchor="middle" fill="${P.slate}" letter-spacing="1">${esc(room.name.toUpperCase())}</text>`
  })
  const metres = Math.round(estate.area / 10.764 / (LEVELS[estate.segment]?.length ?? 1))
  // The scale bar: 5 m at the drawing's scale, the level's area spread over its outline.
  const bar = Math.round(5 / Math.sqrt(metres / (w * h)))
  const tick = (at, reach) =>
    `<line x1="${x + at}" y1="${y + h + 70 - reach}" x2="${x + at}" y2="${y + h + 70 + reach}"/>`
  const scale = `<g stroke="${P.navy}" stroke-width="2"><line x1="${x}" y1="${y + h + 70}" x2="${x + bar}" y2="${y + h + 70}"/>${tick(0, 8)}${tick(Math.round(bar / 2), 6)}${tick(bar, 8)}</g>`
  const north = `<g transform="translate(${x + w - 20} ${y + h + 66})"><circle r="24" fill="none" stroke="${P.navy}" stroke-width="1.5"/><path d="M0 -18 L7 8 L0 3 L-7 8 Z" fill="${P.gold}"/><text y="-30" font-size="14" text-anchor="middle" fill="${P.navy}">N</text></g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" font-family="Georgia, 'Times New Roman', serif">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${P.cream}"/>
<text x="${x}" y="72" font-size="34" fill="${P.navy}">${esc(label)}</text>
<text x="${x}" y="108" font-size="16" fill="${P.steel}" letter-spacing="2">${esc(estate.title.toUpperCase())} · ABOUT ${metres} M²</text>
<line x1="${x}" y1="124" x2="${x + 80}" y2="124" stroke="${P.gold}" stroke-width="2"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${P.ivory}" opacity="0.55"/>
${placed.map((room) => rectOf(room, P.navy, PARTITION)).join('\n')}
${placed.flatMap((room) => door(room, outline)).join('\n')}
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${P.navy}" stroke-width="${WALL}"/>
${placed.flatMap((room) => windows(room, outline)).join('\n')}
${names.join('\n')}
${scale}
<text x="${x + bar + 15}" y="${y + h + 76}" font-size="14" fill="${P.steel}">5 m</text>
${north}
</svg>
`
}

const data = JSON.parse(readFileSync(DATA, 'utf8'))
mkdirSync(OUT, { recursive: true })
for (const record of data.properties) {
  const slug = /\/images\/estates\/(.+)-\d+\.avif$/.exec(record.image)?.[1]
  const levels = LEVELS[record.segment_name]
  if (!slug || !levels) throw new Error(`estate ${record.id}: no slug or no levels for its segment`)
  const estate = {
    slug,
    title: record.estate_title,
    area: record.area_sq_ft,
    segment: record.segment_name,
  }
  record.floor_plans = levels.map((level) => {
    const file = `${slug}-${level[0]}.svg`
    writeFileSync(`${OUT}/${file}`, floorPlan(estate, level))
    return { url: `/images/floor-plans/${file}`, label: level[1] }
  })
}
writeFileSync(DATA, `${JSON.stringify(data, null, 2)}\n`)
console.log(`drew ${data.properties.flatMap((record) => record.floor_plans).length} floor plans`)
