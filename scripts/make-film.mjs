// `node scripts/make-film.mjs`: a few seconds' film of one sample estate, made from its gallery's
// photos (a slow Ken Burns push on each, cross-faded), so the estate page's film can be seen.
// Writes public/media/<slug>-film.webm (VP9) and .mp4 (H.264), a poster (its first frame, JPEG)
// and English captions (WebVTT, from the photos' alt text). Each file stays under 1 MB.
//
// Needs ffmpeg with libvpx-vp9 and libx264 (Debian: `apt-get install ffmpeg`), which a fresh
// machine does not have: the outputs are committed, so only re-run this to change the film.
import { spawnSync } from 'node:child_process'
import { mkdirSync, statSync, writeFileSync } from 'node:fs'

const slug = 'upper-east-side-penthouse'
/** The photos in the film's order, with the caption each one shows. */
const shots = [
  ['outside', 'The residence from the street at dawn'],
  ['living', 'The living room, looking out over the city'],
  ['view', 'The view from the terrace over the city'],
]
const SECONDS = 2 // per photo
const FADE = 0.5
const FPS = 24
const [WIDTH, HEIGHT] = [960, 540]
const MAX_BYTES = 1024 * 1024
const out = 'public/media'
const base = `${out}/${slug}-film`

function ffmpeg(args) {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  })
  if (run.error?.code === 'ENOENT')
    throw new Error(
      'ffmpeg is not installed (Debian: apt-get install ffmpeg); the outputs are committed',
    )
  if (run.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed`)
}

// Each photo (3:2 AVIF) cropped to 16:9 and pushed in slowly, alternating towards left and right;
// then each cross-fades into the next.
const frames = Math.round((SECONDS + FADE) * FPS)
const inputs = shots.flatMap(([shot]) => ['-i', `public/images/gallery/${slug}-${shot}-1200.avif`])
const pushes = shots.map(
  (_, n) =>
    `[${n}:v]crop=1200:675,scale=2400:1350,zoompan=z='1+0.08*on/${frames}':d=${frames}` +
    `:x='(iw-iw/zoom)*${n % 2 ? 0.8 : 0.2}':y='(ih-ih/zoom)/2':s=${WIDTH}x${HEIGHT}:fps=${FPS},` +
    `setsar=1,format=yuv420p[s${n}]`,
)
let last = 's0'
const fades = shots.slice(1).map((_, n) => {
  const next = `f${n + 1}`
  const offset = (n + 1) * SECONDS
  const step = `[${last}][s${n + 1}]xfade=transition=fade:duration=${FADE}:offset=${offset}[${next}]`
  last = next
  return step
})
const graph = [...pushes, ...fades, `[${last}]format=yuv420p[film]`].join(';')
const film = [...inputs, '-filter_complex', graph, '-map', '[film]', '-an']

mkdirSync(out, { recursive: true })
ffmpeg([...film, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', `${base}.webm`])
ffmpeg([
  ...film,
  '-c:v',
  'libx264',
  '-crf',
  '28',
  '-preset',
  'slow',
  '-profile:v',
  'high',
  '-movflags',
  '+faststart',
  `${base}.mp4`,
])
ffmpeg(['-i', `${base}.mp4`, '-frames:v', '1', '-q:v', '4', '-update', '1', `${base}-poster.jpg`])

const time = (seconds) => `00:00:${seconds.toFixed(3).padStart(6, '0')}`
const cues = shots.map(
  ([, caption], n) =>
    `${n + 1}\n${time(n * SECONDS + (n ? FADE : 0))} --> ${time((n + 1) * SECONDS + (n === shots.length - 1 ? FADE : 0))}\n${caption}\n`,
)
writeFileSync(`${base}.en.vtt`, `WEBVTT\n\n${cues.join('\n')}`)

for (const file of [`${base}.webm`, `${base}.mp4`, `${base}-poster.jpg`, `${base}.en.vtt`]) {
  const { size } = statSync(file)
  console.log(`${file}: ${(size / 1024).toFixed(1)} KB`)
  if (size > MAX_BYTES) throw new Error(`${file} is over 1 MB: raise the crf`)
}
