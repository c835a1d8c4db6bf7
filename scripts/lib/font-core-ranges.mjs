// The characters of each language's core cut of the fonts (scripts/subset-fonts.mjs): those nearly
// every page in that language uses. font-core-ranges.test.ts holds every French and German text
// inside its language's cut.
//
// A cut per language, not one for all (decision 041, amended): the French and German letters made
// each file 1.4-2.5 KB larger, and on a cold connection that cost the English home page's photo a
// round trip (its LCP 1,533 -> 1,688 ms in the bench, the page's HTML and styles alone).

// Printable ASCII, the no-break space and the punctuation the site's own texts use, and the ç of
// "Français", which the language switch shows on every page
const shared = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0xe7, 0xe7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
]

// The figures' £, ² and € (decision 041)
const figures = [
  [0xa3, 0xa3],
  [0xb2, 0xb2],
  [0x20ac, 0x20ac],
]

/** @type {Record<'en' | 'fr' | 'de', [number, number][]>} */
export const coreRanges = {
  en: shared,
  // Letters (capitals too: some labels are set in capitals), « », œ and the narrow no-break space
  // French groups digits with (U+202F, drawn as the thin space: scripts/subset-fonts.mjs)
  fr: [
    ...shared,
    ...figures,
    [0xab, 0xab],
    [0xbb, 0xbb],
    [0xc0, 0xc0],
    [0xc2, 0xc2],
    [0xc6, 0xcb],
    [0xce, 0xcf],
    [0xd4, 0xd4],
    [0xd9, 0xd9],
    [0xdb, 0xdc],
    [0xe0, 0xe0],
    [0xe2, 0xe2],
    [0xe6, 0xe6],
    [0xe8, 0xeb],
    [0xee, 0xef],
    [0xf4, 0xf4],
    [0xf9, 0xf9],
    [0xfb, 0xfc],
    [0xff, 0xff],
    [0x152, 0x153],
    [0x202f, 0x202f],
  ],
  // Umlauts, ß, „ ‚, and the é of loanwords (Café, Exposé)
  de: [
    ...shared,
    ...figures,
    [0xc4, 0xc4],
    [0xd6, 0xd6],
    [0xdc, 0xdc],
    [0xdf, 0xdf],
    [0xe4, 0xe4],
    [0xe9, 0xe9],
    [0xf6, 0xf6],
    [0xfc, 0xfc],
    [0x201a, 0x201a],
    [0x201e, 0x201e],
  ],
}
