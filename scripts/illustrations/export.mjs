import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { BUILDERS, ESTATES, GROUPS, galleryOf } from './catalogue.mjs'
import { Scene } from './scene.mjs'

// Exporting: each scene's SVG rendered by sharp to AVIF at every width, the site's two small SVG
// icons, and the gallery's list in public/data.json.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const PUBLIC = path.join(ROOT, 'public')
const OUT = path.join(PUBLIC, 'images')
/** Hashes of the SVG behind each exported file: an unchanged picture is not encoded again. */
const STAMPS = path.join(ROOT, 'node_modules', '.cache', 'illustrations.json')

export function build(kind, [slug, builder, sky, opts], [W, H]) {
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

const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  )

// The map's marker: its tip at (16, 32), the spec's icon anchor for a 22x32 icon, so the pin leans
// and its point lands on the estate (tangents from the tip to the head, drawn exactly).
const MARKER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="22" height="32" viewBox="0 0 22 32">
  <path d="M16 31.4L3.58 16.25A9 9 0 1 1 19.36 12.06Z" fill="#1c2230" stroke="#f6f1e9" stroke-width="1.2" stroke-linejoin="round"/>
  <circle cx="10.5" cy="10.5" r="5.4" fill="none" stroke="#b8945a" stroke-width="0.9" opacity="0.6"/>
  <circle cx="10.5" cy="10.5" r="3.4" fill="#b8945a"/>
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

/** The sample estates' `images` lists in public/data.json, from the gallery the script draws. */
async function writeGalleryLists() {
  const file = path.join(PUBLIC, 'data.json')
  const data = JSON.parse(await readFile(file, 'utf8'))
  const [, , largest] = GROUPS.find(({ kind }) => kind === 'gallery').sizes
  ESTATES.forEach((estate, index) => {
    const record = data.properties[index]
    if (!record || !record.image.includes(`/${estate[0]}-`))
      throw new Error(`data.json record ${index + 1} is not ${estate[0]}`)
    record.images = galleryOf(estate).map(({ item: [slug], alt }) => ({
      url: `/images/gallery/${slug}-${largest[0]}.avif`,
      alt,
    }))
  })
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`)
  return 'wrote the gallery lists in public/data.json'
}

export async function makeImages(args) {
  const started = performance.now()
  const preview = args.find((a) => a.startsWith('--preview='))?.split('=')[1]
  const force = args.includes('--force')
  const only = args
    .find((a) => a.startsWith('--only='))
    ?.split('=')[1]
    .split(',')
  const stamps = force ? {} : JSON.parse(await readFile(STAMPS, 'utf8').catch(() => '{}'))
  const nextStamps = {}
  if (preview) await mkdir(preview, { recursive: true })
  const jobs = []
  let unchanged = 0
  for (const { kind, list, sizes, canvas } of GROUPS) {
    const dir = path.join(OUT, kind)
    await mkdir(dir, { recursive: true })
    if (!preview && !only) {
      // A full run leaves nothing stale behind: files no picture of the set produces go.
      const wanted = new Set(list.flatMap(([slug]) => sizes.map(([w]) => `${slug}-${w}.avif`)))
      for (const name of await readdir(dir))
        if (!wanted.has(name)) await rm(path.join(dir, name), { force: true })
    }
    for (const item of list) {
      const slug = item[0]
      if (only && !only.includes(slug)) continue
      const scene = build(kind, item, canvas)
      if (preview) {
        const [w, h] = sizes[sizes.length - 1]
        jobs.push(async () => {
          const file = path.join(preview, `${kind}-${slug}.png`)
          const svg = scene.svg(w, h)
          await sharp(Buffer.from(svg)).png().toFile(file)
          await writeFile(path.join(preview, `${kind}-${slug}.svg`), svg)
          return `preview ${file}`
        })
        continue
      }
      for (const [w, h] of sizes) {
        const svg = scene.svg(w, h)
        const rel = `images/${kind}/${slug}-${w}.avif`
        const stamp = createHash('sha1').update(svg).digest('hex')
        nextStamps[rel] = stamp
        jobs.push(async () => {
          if (stamps[rel] === stamp && (await exists(path.join(PUBLIC, rel)))) {
            unchanged += 1
            return null
          }
          const buf = await sharp(Buffer.from(svg)).avif({ quality: 50, effort: 4 }).toBuffer()
          await writeFile(path.join(PUBLIC, rel), buf)
          return `wrote public/${rel} (${w}x${h}, ${(buf.length / 1024).toFixed(1)} KB)`
        })
      }
    }
  }
  // AVIF encoding is single-threaded per image: use the machine's cores.
  sharp.concurrency(1)
  const lines = await pool(jobs, Math.max(1, availableParallelism()))
  for (const l of lines) if (l) console.log(l)
  if (preview) return
  await mkdir(path.dirname(STAMPS), { recursive: true })
  await writeFile(STAMPS, JSON.stringify({ ...stamps, ...nextStamps }, null, 1))
  await writeFile(path.join(OUT, 'marker.svg'), MARKER_SVG)
  console.log('wrote public/images/marker.svg')
  await writeFile(path.join(PUBLIC, 'favicon.svg'), FAVICON_SVG)
  console.log('wrote public/favicon.svg')
  if (!only) console.log(await writeGalleryLists())
  const total = await dirSize(OUT)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `${jobs.length} raster images (${unchanged} unchanged, kept); public/images total ${(total / 1024).toFixed(0)} KB; ${seconds} s`,
  )
}
