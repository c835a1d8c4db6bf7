import { describe, expect, it } from 'vitest'

/**
 * Every text catalogue has a French and a German sibling (decision 037: a French build reads
 * messages.fr.ts wherever the code imports messages.ts) that exports the same names, in the same
 * shapes, and says each text in its own words: a text equal to the English one is an English
 * text left on a French or German page, unless it is listed below.
 */
type Module = Record<string, unknown>

// The catalogue whose name does not say so: the pages' descriptions. Not the back
// office's: it is built once, in English (decision 048).
const english = import.meta.glob<Module>(
  ['/src/**/*messages.ts', '/src/config/seo.ts', '!/src/admin/**'],
  { eager: true },
)
const siblings = import.meta.glob<Module>(
  ['/src/**/*messages.{fr,de}.ts', '/src/config/seo.{fr,de}.ts'],
  { eager: true },
)

const languages = ['fr', 'de'] as const
type Language = (typeof languages)[number]

/** Texts the same in English and in the other language on purpose, or the functions' that say them. */
const inEveryLanguage = [
  'Euro (EUR)', // a currency's name
  'LL', // the private office's monogram (Luxury Living)
  'https://', // a placeholder that shows the start of an address
  'previewImage.path', // an address
  'm²', // the square metre's symbol
  'estatePageMessages.description.terms', // the order of "for sale" and "at $…": the same here
]
const sameAsEnglish: Record<Language, ReadonlySet<string>> = {
  fr: new Set([
    ...inEveryLanguage,
    'Article', // the journal's article: the same word
    'Photos', // a tab of the viewer, and one of its slides: the same word
    'photo',
    'galleryMessages.photoOfEstate', // "Villa Serena, photo 2"
  ]),
  de: new Set([
    ...inEveryLanguage,
    'Name', // a form's field: the same word
    'Offline', // the same word in German
  ]),
}

/** Functions that only call the site's formatters (their language is the formatters' part). */
const formattersOnly = new Set(['estateMessages.card.area', 'compareMessages.perArea'])

const euros = { currency: 'EUR', perDollar: 0.92 }

// The identity provider's error codes the English catalogue has words for.
const authErrorCatalogue = '/src/features/auth/messages'
const authErrorCodes = Object.keys(
  (english[`${authErrorCatalogue}.ts`]!.authErrorMessages as { byCode: object }).byCode,
)

/**
 * The arguments each function is called with, by its path in its catalogue, where strings will
 * not do; any other function gets a name for each parameter.
 */
const samples: Record<string, unknown[][]> = {
  'accountMessages.verificationWait': [[1], [30]],
  'authMessages.signOut.body': [[1], [3]],
  'compareMessages.bar.open': [[2]],
  'compareMessages.page.caption': [[1], [3]],
  'compareMessages.page.notListed': [[1], [2]],
  'compareMessages.page.overLimit': [[1], [2]],
  'compareMessages.perArea': [
    ['$3,000', 'sqft'],
    ['€26,574', 'sqm'],
  ],
  'compareMessages.convertedAt': [['2026-11-21', 'ECB']],
  'enquiryMessages.date': [[1]],
  'enquiryMessages.messageCount': [[120]],
  'enquiryMessages.agent.speaks': [[['English', 'French']]],
  'enquiryMessages.errors.rateLimited': [
    [5, 1],
    [5, 30],
  ],
  'enquiryMessages.errors.agentBusy': [[1], [30]],
  'enquiryMessages.errors.addressBusy': [[1], [30]],
  estateCount: [[0], [1], [2450]],
  'estateMessages.card.area': [[12_000], [12_000, { area: 'sqm' }]],
  'estatePageMessages.convertedAt.price': [['2026-11-21', 'ECB', 12_750_000]],
  'estatePageMessages.convertedAt.rent': [['2026-11-21', 'ECB', 18_500]],
  'collectionMessages.showing': [[12, 16]],
  'collectionMessages.showcase.slide': [[1, 3]],
  'collectionMessages.showcase.showSlide': [[2]],
  'collectionMessages.search.count': [[16], [16, 1], [16, 2], [1]],
  'collectionMessages.filters.showCount': [[1], [16]],
  'collectionMessages.filters.fields.price.legendIn': [['€']],
  'collectionMessages.filters.fields.price.rentLegendIn': [['€']],
  'collectionMessages.filters.fields.area.legendIn': [['m²']],
  'galleryMessages.viewAll': [[12]],
  'galleryMessages.photoOfEstate': [['Villa Serena', 2]],
  'galleryMessages.openPhoto': [[2, 12, 'The terrace']],
  'mapMessages.cluster': [[1], [3]],
  'mapMessages.noLocation': [[1], [3]],
  'mortgageMessages.priceInvalidIn': [['USD'], ['EUR']],
  'mortgageMessages.priceTooHighIn': [[euros]],
  'formats.number': [[2_450_000]],
  'formats.money': [
    [2_450_000, 'USD', 'whole'],
    [2_398.2, 'GBP', 'cents'],
    [11_849_850, 'EUR', 'approx'],
  ],
  'formats.date': [[new Date('2026-11-21')]],
}

/** Each text of a catalogue's export by its path, a function's once per set of arguments. */
function textsOf(value: unknown, path: string, out = new Map<string, unknown>()) {
  if (typeof value === 'function') {
    const argumentSets = samples[path] ?? [
      Array.from({ length: value.length }, () => 'Villa Serena'),
    ]
    argumentSets.forEach((args, index) =>
      out.set(`${path}(${index})`, (value as (...args: unknown[]) => unknown)(...args)),
    )
  } else if (value !== null && typeof value === 'object') {
    out.set(`${path} keys`, Object.keys(value).sort().join(', '))
    for (const [key, inner] of Object.entries(value)) textsOf(inner, `${path}.${key}`, out)
  } else out.set(path, value)
  return out
}

const catalogues = Object.keys(english).sort()

it('finds every catalogue', () => {
  expect(catalogues).toContain('/src/app/messages.ts')
  expect(catalogues).toContain('/src/features/estates/messages.ts')
  expect(catalogues.length).toBeGreaterThanOrEqual(15)
})

describe.each(catalogues)('%s', (file) => {
  const en = english[file]!

  it.each(languages)('has a %s sibling with the same exports and shapes', (language) => {
    const sibling = siblings[file.replace(/\.ts$/, `.${language}.ts`)]
    expect(sibling, `${file} has no ${language} sibling`).toBeDefined()
    expect(Object.keys(sibling!).sort()).toEqual(Object.keys(en).sort())
    for (const name of Object.keys(en)) {
      const english = textsOf(en[name], name)
      const translated = textsOf(sibling![name], name)
      expect([...translated.keys()]).toEqual([...english.keys()])
      for (const [path, text] of english) {
        const other = translated.get(path)
        expect(typeof other, path).toBe(typeof text)
        if (typeof text !== 'string' || path.endsWith(' keys')) continue
        expect(other, `${path} did not get its sample arguments`).not.toMatch(
          /undefined|NaN|\[object/,
        )
        const isWords = /\p{L}/u.test(text)
        const where = path.replace(/\(\d+\)$/, '')
        const allowed = sameAsEnglish[language]
        if (isWords && !formattersOnly.has(where) && !allowed.has(text) && !allowed.has(where))
          expect(other, `${path} is the English text in ${language}`).not.toBe(text)
      }
    }
  })
})

it.each(languages)(
  'has %s words for every identity provider error the English names',
  (language) => {
    const { byCode, fallback } = siblings[`${authErrorCatalogue}.${language}.ts`]!
      .authErrorMessages as { byCode: Record<string, string>; fallback: string }
    expect(authErrorCodes.length).toBeGreaterThan(30)
    for (const code of authErrorCodes) {
      expect(byCode[code], code).toBeTruthy()
      expect(byCode[code], code).not.toBe(fallback)
    }
  },
)

describe('typography', () => {
  const textsIn = (language: Language) =>
    Object.entries(siblings)
      .filter(([file]) => file.endsWith(`.${language}.ts`))
      .flatMap(([file, module]) =>
        Object.entries(module).flatMap(([name, value]) =>
          [...textsOf(value, name)]
            .filter(([path, text]) => typeof text === 'string' && !path.endsWith(' keys'))
            .map(([path, text]) => [`${file} ${path}`, text as string] as const),
        ),
      )

  it('French: « guillemets », apostrophes ’ and a narrow no-break space before ; : ! ? »', () => {
    for (const [path, text] of textsIn('fr')) {
      expect(text, path).not.toMatch(/ [;:!?»]|« |["“”']/)
      expect(text, path).not.toMatch(/\S[;!?»]|«\S/)
    }
  })

  it('German: „Anführungszeichen“', () => {
    for (const [path, text] of textsIn('de')) expect(text, path).not.toMatch(/["”]|“\S*„/)
  })
})
