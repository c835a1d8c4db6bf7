import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { RecordError } from '@/features/import/import-schema'
import { LISTING_ID_PATTERN, type JsonObject } from '@/features/listings/listing-schema'
import { EXTERNAL_REF_FIELD, type ParsedFile, type ParsedRecord } from './parsed-records'

/**
 * A Kyero v3 feed (issue 46), the format Spanish and international portals share: `<root>`, a
 * `<kyero><feed_version>3</feed_version></kyero>`, then one `<property>` an estate. No maintained
 * npm reader exists (field notes); fast-xml-parser reads the XML and this one mapping turns each
 * property into the site's record (English) and its French and German descriptions.
 *
 * The key is the feed's `<id>`, kept as the listing's `external_ref` (`kyero:{id}`); a new one
 * becomes the listing `kyero-{id}`. The feed brings only its fields: they are laid over the
 * listing's, so what staff add (an agent, a title in French) survives the next run.
 */

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Each of these may appear once or many times: always lists.
  isArray: (name) => ['property', 'image', 'feature'].includes(name),
  // Ids and references stay as written (`007` is not 7); numbers are read by the mapping.
  parseTagValue: false,
  processEntities: true,
  htmlEntities: false,
  trimValues: true,
})

/** Kyero's property types and the site's segments (its `segment_name`). */
export const kyeroSegments: Record<string, string> = {
  villa: 'Villas',
  apartment: 'Apartments',
  penthouse: 'Penthouses',
  townhouse: 'Townhouses',
  'town house': 'Townhouses',
  'country house': 'Country houses',
  finca: 'Country houses',
  chalet: 'Chalets',
  bungalow: 'Bungalows',
  duplex: 'Apartments',
  studio: 'Apartments',
  mansion: 'Mansions',
}

/** Kyero's `price_freq` and the site's `status`: a sale, or a rent (a month's price). */
const statusOf: Record<string, string> = { sale: 'sale', month: 'rent' }

const SQ_FT_PER_M2 = 10.7639

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''

const numberOf = (value: unknown) => {
  const written = text(value)
  const read = Number(written)
  return written !== '' && Number.isFinite(read) ? read : null
}

const objectOf = (value: unknown): JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : {}

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

/** One property of the feed as a record, or what is wrong with it (field: Kyero's element). */
export function mapKyeroProperty(
  property: unknown,
  number: number,
): { record: ParsedRecord } | { errors: RecordError[] } {
  const errors: RecordError[] = []
  const fail = (field: string, message: string) => errors.push({ record: number, field, message })
  const source = objectOf(property)
  const kyeroId = text(source.id)
  const id = `kyero-${kyeroId}`
  if (!kyeroId || !LISTING_ID_PATTERN.test(id))
    fail('id', 'A property needs an id of letters and digits.')
  const price = numberOf(source.price)
  if (price === null || price < 0) fail('price', 'A property needs a price, a number.')
  const type = text(source.type).toLowerCase()
  const segment = kyeroSegments[type]
  if (!segment) fail('type', `Not a property type this site shows: "${text(source.type)}".`)
  const frequency = text(source.price_freq).toLowerCase() || 'sale'
  const status = statusOf[frequency]
  if (!status) fail('price_freq', `Not a price frequency this site shows: "${frequency}".`)
  if (errors.length) return { errors }

  const town = text(source.town)
  const province = text(source.province)
  const location = objectOf(source.location)
  const latitude = numberOf(location.latitude)
  const longitude = numberOf(location.longitude)
  const built = numberOf(objectOf(source.surface_area).built)
  const descriptions = objectOf(source.desc)
  const images = objectOf(source.images).image
  const urls = (Array.isArray(images) ? images : [])
    .map((image) => text(objectOf(image).url))
    .filter(Boolean)
  const features = objectOf(source.features).feature
  const facilities = (Array.isArray(features) ? features : []).map(text).filter(Boolean)
  const beds = numberOf(source.beds)
  const baths = numberOf(source.baths)
  if (beds) facilities.unshift(`${beds} bedroom${beds === 1 ? '' : 's'}`)
  if (baths) facilities.splice(beds ? 1 : 0, 0, `${baths} bathroom${baths === 1 ? '' : 's'}`)
  if (numberOf(source.pool) === 1) facilities.push('Pool')

  const record: JsonObject = {
    id,
    [EXTERNAL_REF_FIELD]: `kyero:${kyeroId}`,
    status,
    price: price!,
    estate_title: [capitalised(type), town && `in ${town}`].filter(Boolean).join(' '),
    location: [town, province].filter(Boolean).join(', '),
    segment_name: segment!,
    description: text(descriptions.en),
    facilities,
  }
  if (built !== null) record.area_sq_ft = Math.round(built * SQ_FT_PER_M2)
  if (latitude !== null && longitude !== null) record.coordinates = [latitude, longitude]
  if (urls.length) {
    record.image = urls[0]!
    record.images = urls.map((url) => ({ url, alt: '' }))
  }
  const translations: ParsedRecord['content']['translations'] = {}
  for (const language of ['fr', 'de'] as const) {
    const description = text(descriptions[language])
    if (description) translations[language] = { description }
  }
  return {
    record: {
      number,
      key: { ref: `kyero:${kyeroId}`, id },
      content: { record, translations, photos: [] },
      overlay: true,
    },
  }
}

export function parseKyeroFeed(xml: string): ParsedFile {
  // The whole file is checked before any property is read: a cut feed changes nothing.
  const valid = XMLValidator.validate(xml)
  if (valid !== true)
    return {
      ok: false,
      message: `Not a well-formed XML file: ${valid.err.msg} (line ${valid.err.line}).`,
    }
  const root = objectOf(objectOf(parser.parse(xml)).root)
  const version = text(objectOf(root.kyero).feed_version)
  if (version !== '3') return { ok: false, message: 'Not a Kyero v3 feed (no feed_version 3).' }
  const properties = Array.isArray(root.property) ? root.property : []
  const records: ParsedRecord[] = []
  const errors: RecordError[] = []
  properties.forEach((property, index) => {
    const mapped = mapKyeroProperty(property, index + 1)
    if ('record' in mapped) records.push(mapped.record)
    else errors.push(...mapped.errors)
  })
  return { ok: true, format: 'kyero', records, errors }
}
