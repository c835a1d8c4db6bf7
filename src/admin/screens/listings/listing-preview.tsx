import { useMemo, useState } from 'react'
import { Spinner } from '@/components/spinner'
import { languages, type Language } from '@/config/languages'
import { EstateCard } from '@/features/estates/estate-card'
import { EstateHeader } from '@/features/estates/estate-header'
import { EstateOverview } from '@/features/estates/estate-overview'
import type { Estate } from '@/features/estates/estate-schema'
import { estatesIn } from '@/features/estates/estate-translations'
import { checkListing, translationFile } from '@/features/listings/check-listing'
import { useDisplay } from '@/lib/display-choice'
import { adminPhotoUrl } from '../../photos/photo-url'
import { usePhotoPass } from '../../photos/photo-pass'
import { Part } from './editor-fields'
import { tidy, type Draft } from './listing-draft'
import { listingWords } from './messages'

const words = listingWords.preview

/** Nothing to do when the header photo is shown: the site waits on it for its thumbnails. */
const shown = () => {}

/**
 * The estate as a visitor would see it, in `language`: the site's own parser on the record, then
 * the site's own reader of its translation. Uploaded photos are not public before publishing, so
 * they are drawn through the admin function (photo-url.ts).
 */
function estateIn(estate: Estate, draft: Draft, language: Language): Estate {
  const translated =
    language === 'en'
      ? estate
      : (estatesIn(
          [estate],
          language,
          translationFile(estate.id, language, draft.translations[language]),
          // What the translation lacks is the editor's to say (check-listing.ts), not the console's.
          () => {},
        )[0] ?? estate)
  return {
    ...translated,
    image: adminPhotoUrl(translated.image),
    images: translated.images.map((photo) => ({ ...photo, url: adminPhotoUrl(photo.url) })),
  }
}

/**
 * The listing's preview (issue 44): its card in the list and the top of its page, drawn by the
 * site's own components from what is typed, in each language. A picture, not a page: `inert`
 * keeps its links and buttons out of reach, so the keyboard stays in the editor.
 */
export function ListingPreview({ draft }: { draft: Draft }) {
  const [language, setLanguage] = useState<Language>('en')
  const display = useDisplay()
  const passReady = usePhotoPass()
  const estate = useMemo(() => checkListing(tidy(draft)).estate, [draft])
  const shownEstate = useMemo(
    () => (estate ? estateIn(estate, draft, language) : null),
    [estate, draft, language],
  )

  return (
    <Part title={listingWords.tabs.preview} hint={words.hint}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{words.language}</legend>
        <div className="flex flex-wrap gap-4">
          {languages.map((one) => (
            <label key={one} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="preview-language"
                className="radio radio-sm"
                checked={language === one}
                onChange={() => setLanguage(one)}
              />
              {listingWords.languages[one]}
            </label>
          ))}
        </div>
      </fieldset>
      {shownEstate && passReady ? (
        <div lang={language} className="flex flex-col gap-10" data-testid="listing-preview">
          <section className="flex flex-col gap-3">
            <h3 className="text-lg">{words.card}</h3>
            <div inert className="max-w-sm">
              <EstateCard estate={shownEstate} />
            </div>
          </section>
          <section className="flex flex-col gap-3">
            <h3 className="text-lg">{words.page}</h3>
            <div
              inert
              className="border-base-300 bg-base-100 overflow-hidden rounded-box border pb-6"
            >
              <EstateHeader estate={shownEstate} onPhotoShown={shown} />
              <EstateOverview estate={shownEstate} display={display} />
            </div>
          </section>
        </div>
      ) : shownEstate ? (
        // Its photos are drawn through the photo pass: the preview waits for it.
        <p className="flex items-center gap-2" role="status">
          <Spinner label={null} />
          {words.loading}
        </p>
      ) : (
        <p className="text-base-content/75" data-testid="listing-preview-waiting">
          {words.incomplete}
        </p>
      )}
    </Part>
  )
}
