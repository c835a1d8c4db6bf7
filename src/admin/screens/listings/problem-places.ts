import { isLanguage, type TranslatedLanguage } from '@/config/languages'
import { galleryOf, type Draft } from './listing-draft'
import { listingWords } from './messages'

/** The editor's tabs, in order. */
export const editorTabs = [
  'estate',
  'photos',
  'place',
  'agent',
  'media',
  'fr',
  'de',
  'preview',
] as const
export type EditorTab = (typeof editorTabs)[number]

/**
 * Where a problem is shown: the field's name as the editor names it (a film's file and an agent's
 * language at their list, not at their entry).
 */
export const shownAt = (path: string) =>
  path.replace(/^(record\.video\.sources|record\.agent\.languages)\.\d+$/, '$1')

/** The tab holding the field at this path (check-listing's paths). */
export function tabOf(path: string): EditorTab {
  const [root, first, second] = path.split('.')
  if (root === 'translations') {
    if (second === 'images_alt') return 'photos'
    return first === 'de' ? 'de' : 'fr'
  }
  switch (first) {
    case 'image':
    case 'images':
      return 'photos'
    case 'coordinates':
    case 'location_precision':
      return 'place'
    case 'agent':
      return 'agent'
    case 'floor_plans':
    case 'video':
    case 'tour_url':
      return 'media'
    default:
      return 'estate'
  }
}

const words = listingWords.fields
const simple: Record<string, string> = {
  id: words.id,
  image: words.cover,
  status: words.status,
  location: words.location,
  area_sq_ft: words.area_sq_ft,
  estate_title: words.estate_title,
  price: words.price,
  description: words.description,
  segment_name: words.segment_name,
  facilities: words.facilities,
  coordinates: words.coordinates,
  availability: words.availability,
  price_on_request: words.price_on_request,
  location_precision: words.location_precision,
  images: listingWords.tabs.photos,
  floor_plans: words.floorPlans,
  video: words.film,
  tour_url: words.tour_url,
}

/** The field at this path in words, for the list of problems: "Facility 3 in French". */
export function labelOf(path: string, draft: Draft): string {
  const parts = path.split('.')
  const [root, first = '', second, third] = parts
  const n = Number(second) + 1
  if (root === 'translations') {
    const language = isLanguage(first) ? listingWords.languages[first] : first
    if (second === undefined) return words.translation(language)
    const at = Number(third) + 1
    if (second === 'images_alt') {
      // The n-th photo the site shows: its place in the gallery, the cover counted.
      const { photos, cover } = galleryOf(draft)
      const shown = photos.filter((photo) => photo.url !== cover)[Number(third)]
      return words.photoAlt(shown ? photos.indexOf(shown) + 1 : at, language)
    }
    const label =
      second === 'facilities'
        ? words.facility(at)
        : second === 'floor_plans_label'
          ? words.floorPlanLabel(at)
          : second === 'video_captions'
            ? words.film
            : (simple[second] ?? second)
    return words.inLanguage(label, language)
  }
  if (root !== 'record' || !first) return words.record
  if (first === 'facilities' && second !== undefined) return words.facility(n)
  if (first === 'images' && second !== undefined)
    return third === 'alt'
      ? words.photoAlt(n, listingWords.languages.en)
      : listingWords.fields.photo(n)
  if (first === 'floor_plans' && second !== undefined)
    return third === 'label' ? words.floorPlanLabel(n) : words.floorPlanUrl(n)
  if (first === 'agent')
    return second && second in words.agent
      ? words.agent[second as keyof typeof words.agent]
      : listingWords.tabs.agent
  if (first === 'video')
    return second === 'poster'
      ? words.filmPoster
      : second === 'captions'
        ? words.filmCaptions
        : words.filmSources
  return simple[first] ?? first
}

export const languageTab = (tab: EditorTab): TranslatedLanguage | null =>
  tab === 'fr' || tab === 'de' ? tab : null
