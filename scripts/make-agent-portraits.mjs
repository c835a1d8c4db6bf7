// `node scripts/make-agent-portraits.mjs`: draws the sample agents' portraits into
// public/images/agents/ as small SVG files, in the estate illustrations' palette and flat style
// (a bust on a soft backdrop; no faces' details, as in the scenes' figures).
import { mkdirSync, writeFileSync } from 'node:fs'

const palette = {
  navy: '#1c2230',
  slate: '#3b4457',
  gold: '#b8945a',
  goldLight: '#d6b77e',
  cream: '#f6f1e9',
  ivory: '#ece4d6',
  stone: '#ddd2bf',
  sand: '#c9b9a0',
  taupe: '#9e8d78',
  wood: '#8c6a4a',
  terracotta: '#b27b62',
}

const hairStyles = {
  // Each draws behind (back) and over (front) the head, centred at 80,66 with radius 24.
  bob: {
    back: 'M52 70 Q50 36 80 34 Q110 36 108 70 L108 92 Q96 96 90 90 L70 90 Q64 96 52 92 Z',
    front: 'M56 62 Q60 38 80 38 Q102 38 106 64 Q92 52 80 50 Q66 52 56 62 Z',
  },
  short: {
    back: 'M57 62 Q56 38 80 37 Q104 38 103 62 Z',
    front: 'M57 60 Q58 40 80 39 Q102 40 103 60 Q96 50 84 49 Q70 49 57 60 Z',
  },
  bun: {
    back: 'M80 22 m-12 0 a12 12 0 1 0 24 0 a12 12 0 1 0 -24 0 M56 64 Q56 38 80 37 Q104 38 104 64 Z',
    front: 'M56 62 Q58 39 80 38 Q103 39 104 62 Q94 48 80 47 Q66 48 56 62 Z',
  },
  wave: {
    back: 'M54 66 Q50 36 80 35 Q112 36 106 66 L104 76 L56 76 Z',
    front: 'M55 60 Q62 36 84 38 Q106 42 105 60 Q98 50 88 52 Q76 46 66 54 Q60 56 55 60 Z',
  },
  long: {
    back: 'M50 70 Q48 34 80 33 Q112 34 110 70 L112 112 L48 112 Z',
    front: 'M55 64 Q58 38 80 37 Q104 38 105 64 Q96 46 78 46 Q64 48 55 64 Z',
  },
}

const agents = [
  {
    file: 'amelia-hart',
    backdrop: palette.stone,
    skin: '#e7c3a4',
    hair: palette.wood,
    hairStyle: 'bob',
    suit: palette.navy,
    accent: palette.gold,
  },
  {
    file: 'oliver-lindqvist',
    backdrop: palette.ivory,
    skin: '#efcfb4',
    hair: palette.goldLight,
    hairStyle: 'short',
    suit: palette.slate,
    accent: palette.cream,
  },
  {
    file: 'sofia-marchetti',
    backdrop: palette.sand,
    skin: '#d9a989',
    hair: '#3a2a22',
    hairStyle: 'long',
    suit: palette.terracotta,
    accent: palette.cream,
  },
  {
    file: 'kenji-morita',
    backdrop: palette.stone,
    skin: '#e4bf98',
    hair: '#1f1b1a',
    hairStyle: 'short',
    suit: palette.navy,
    accent: palette.goldLight,
  },
  {
    file: 'layla-haddad',
    backdrop: palette.ivory,
    skin: '#b9835f',
    hair: '#2b1d18',
    hairStyle: 'bun',
    suit: palette.taupe,
    accent: palette.navy,
  },
  {
    file: 'lucas-fontaine',
    backdrop: palette.sand,
    skin: '#c99572',
    hair: '#4a3325',
    hairStyle: 'wave',
    suit: palette.slate,
    accent: palette.gold,
  },
]

function portrait({ backdrop, skin, hair, hairStyle, suit, accent }) {
  const style = hairStyles[hairStyle]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">
  <rect width="160" height="160" fill="${backdrop}"/>
  <circle cx="128" cy="30" r="46" fill="${palette.cream}" opacity="0.45"/>
  <path d="${style.back}" fill="${hair}"/>
  <path d="M70 84 L90 84 L92 104 L68 104 Z" fill="${skin}" opacity="0.9"/>
  <path d="M24 160 Q26 114 62 104 L80 118 L98 104 Q134 114 136 160 Z" fill="${suit}"/>
  <path d="M62 104 L80 118 L98 104 L92 100 L80 110 L68 100 Z" fill="${accent}"/>
  <ellipse cx="80" cy="66" rx="23" ry="27" fill="${skin}"/>
  <path d="${style.front}" fill="${hair}"/>
</svg>
`
}

const dir = new URL('../public/images/agents/', import.meta.url)
mkdirSync(dir, { recursive: true })
for (const agent of agents) writeFileSync(new URL(`${agent.file}.svg`, dir), portrait(agent))
console.log(`Drew ${agents.length} portraits into public/images/agents/`)
