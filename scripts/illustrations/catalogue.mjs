import widths from '../../src/config/image-widths.json' with { type: 'json' }
import { P } from './palette.mjs'
import { villa } from './scenes/villa.mjs'
import { townhouses } from './scenes/townhouses.mjs'
import { tower } from './scenes/tower.mjs'
import { penthouse } from './scenes/penthouse.mjs'
import { gardenHome } from './scenes/garden-home.mjs'
import { residence } from './scenes/residence.mjs'
import { lakeHouse } from './scenes/lake-house.mjs'
import { interior } from './scenes/interior.mjs'
import { garden } from './scenes/garden.mjs'
import { vista } from './scenes/vista.mjs'

// What is drawn: every picture as [slug, scene, sky, options], and the sizes it is exported at.

export const BUILDERS = {
  villa,
  townhouses,
  tower,
  penthouse,
  gardenHome,
  residence,
  lakeHouse,
  interior,
  garden,
  vista,
}

/** Canvas sizes the scenes are drawn at; exports keep the aspect ratio at the app's widths. */
const CANVAS = { estate: [1200, 800], slide: [1920, 840] }
const sizesOf = (list, [W, H]) => list.map((w) => [w, Math.round((w * H) / W)])

export const ESTATE_SIZES = sizesOf(widths.estate, CANVAS.estate)
export const SLIDE_SIZES = sizesOf(widths.slide, CANVAS.slide)
export const BLOG_SIZES = sizesOf(widths.blog, CANVAS.estate)

/** slug, builder, sky, options. Estate order matches ids 1..16 in data.json. */
export const ESTATES = [
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

export const SLIDES = [
  ['riviera-villa-dusk', 'villa', 'dusk', { backdrop: 'sea', trees: 'cypress' }],
  [
    'harbour-skyline-night',
    'tower',
    'night',
    { positions: [0.5, 0.3, 0.7], styles: ['balcony', 'deco', 'fins'], mainW: 220, top: 0.1 },
  ],
  ['alpine-lake-house-dawn', 'lakeHouse', 'dawn', { style: 'modern' }],
]

export const BLOG = [
  ['quiet-luxury-interiors', 'interior', 'day', { view: 'sea' }],
  ['prime-markets-2024', 'tower', 'day', { style: 'grid', boat: true }],
  ['choosing-senior-residence', 'residence', 'dawn', { backdrop: 'hills', pergolaLeft: true }],
  ['townhouse-heritage', 'townhouses', 'dusk', { style: 'georgian' }],
  ['waterfront-buying-guide', 'lakeHouse', 'day', { style: 'modern' }],
  ['discreet-smart-homes', 'interior', 'night', { view: 'city', sofa: P.slate }],
  ['gardens-new-amenity', 'gardenHome', 'dawn', { cypress: true }],
  ['penthouse-checklist', 'penthouse', 'dusk', { pool: false }],
]

/**
 * Where each sample estate stands, for its gallery: what its windows and terrace look out on
 * (sea, lake, city, table mountain, mountains or hills), its trees and its interior's colours.
 */
const SETTINGS = {
  'upper-east-side-penthouse': { view: 'city', window: 'city', wall: P.ivory, sofa: P.navy2 },
  'kirribilli-harbour-residences': { view: 'sea', window: 'sea', trees: 'palm', sofa: P.sage },
  'coal-harbour-sky-suite': { view: 'lake', window: 'sea', trees: 'pine', sofa: P.slate },
  'dubai-marina-penthouse': { view: 'sea', window: 'city', trees: 'palm', sofa: P.sand },
  'kensington-townhouse': { view: 'city', window: 'hills', wall: P.stone, sofa: P.green },
  'prinsengracht-canal-house': { view: 'city', window: 'city', wall: P.cream, sofa: P.brick },
  'beacon-hill-brownstone': { view: 'city', window: 'hills', wall: P.ivory, sofa: P.greenDeep },
  'principe-real-townhouse': { view: 'sea', window: 'city', trees: 'palm', sofa: P.terracotta },
  'monte-carlo-villa': { view: 'sea', window: 'sea', trees: 'palm', sofa: P.cream },
  'constantia-estate': { view: 'table', window: 'hills', trees: 'cypress', sofa: P.olive },
  'bellagio-lake-villa': { view: 'lake', window: 'sea', trees: 'cypress', sofa: P.blush },
  'zurichberg-residence': { view: 'mountains', window: 'hills', snow: true, sofa: P.steel },
  'higashiyama-garden-residence': { view: 'hills', window: 'hills', wall: P.stone, sofa: P.wood },
  'montecito-senior-residence': { view: 'mountains', window: 'hills', trees: 'palm', sofa: P.sand },
  'montreux-lakeside-residence': { view: 'lake', window: 'sea', sofa: P.sage },
  'tanglin-garden-residence': { view: 'hills', window: 'hills', trees: 'palm', sofa: P.greenLight },
}

const VIEW_WORDS = {
  sea: 'the water',
  lake: 'the lake and the mountains',
  city: 'the city',
  table: 'Table Mountain',
  mountains: 'the mountains',
  hills: 'the hills',
}
const WINDOW_WORDS = { sea: 'the water', city: 'the city', hills: 'the gardens' }
const HOUR_WORDS = { day: 'by day', dawn: 'at dawn', dusk: 'at dusk', night: 'at night' }
const LATER = { day: 'dusk', dawn: 'day', dusk: 'night', night: 'dawn' }

/**
 * The photos of one estate after its main image: the house at another hour, the living room, the
 * salon in the evening, the garden and the view from the terrace. Each with its alt text.
 */
export function galleryOf([slug, builder, sky, opts]) {
  const place = SETTINGS[slug]
  if (!place) throw new Error(`no gallery settings for ${slug}`)
  const street = LATER[sky]
  const evening = sky === 'night' ? 'dusk' : 'night'
  return [
    {
      item: [`${slug}-outside`, builder, street, opts],
      alt: `The residence from the street ${HOUR_WORDS[street]}`,
    },
    {
      item: [`${slug}-living`, 'interior', 'day', { view: place.window, wall: place.wall }],
      alt: `The living room, looking out over ${WINDOW_WORDS[place.window]}`,
    },
    {
      item: [
        `${slug}-salon`,
        'interior',
        evening,
        { view: place.window === 'hills' ? 'city' : place.window, sofa: place.sofa },
      ],
      alt: `The salon ${HOUR_WORDS[evening]}, lamps lit`,
    },
    {
      item: [
        `${slug}-garden`,
        'garden',
        sky === 'night' ? 'dusk' : sky,
        {
          backdrop: place.view === 'table' ? 'mountains' : place.view,
          trees: place.trees,
          snow: place.snow,
        },
      ],
      alt: `The garden and its terrace, with ${VIEW_WORDS[place.view]} beyond`,
    },
    {
      item: [
        `${slug}-view`,
        'vista',
        street === 'night' ? 'dawn' : street,
        { view: place.view, trees: place.trees, snow: place.snow, cushion: place.sofa },
      ],
      alt: `The view from the terrace over ${VIEW_WORDS[place.view]}`,
    },
  ]
}

/** Every gallery photo of every sample estate, in estate order. */
export const GALLERY = ESTATES.flatMap((estate) => galleryOf(estate).map(({ item }) => item))

export const GROUPS = [
  { kind: 'estates', list: ESTATES, sizes: ESTATE_SIZES, canvas: CANVAS.estate },
  { kind: 'gallery', list: GALLERY, sizes: ESTATE_SIZES, canvas: CANVAS.estate },
  { kind: 'slides', list: SLIDES, sizes: SLIDE_SIZES, canvas: CANVAS.slide },
  { kind: 'blog', list: BLOG, sizes: BLOG_SIZES, canvas: CANVAS.estate },
]
