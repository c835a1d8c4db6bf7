import { useEffect, useRef, useState, type DragEvent } from 'react'
import { translatedLanguages, type Language } from '@/config/languages'
import { safeImageUrl } from '@/lib/safe-url'
import { PhotoDropZone } from '../../photos/photo-drop-zone'
import { adminPhotoSrcSet, adminPhotoUrl } from '../../photos/photo-url'
import { usePhotoPass } from '../../photos/photo-pass'
import { Part, describedBy, type Editing } from './editor-fields'
import { fieldId, galleryOf, withGallery, type Gallery, type GalleryPhoto } from './listing-draft'
import { listingWords } from './messages'

const words = listingWords.photos
const languages: Language[] = ['en', ...translatedLanguages]

/** The photos in a new order: the one at `from` put at `to`. */
const moved = (photos: GalleryPhoto[], from: number, to: number) => {
  const next = [...photos]
  const [photo] = next.splice(from, 1)
  if (photo) next.splice(to, 0, photo)
  return next
}

/** The field of a photo's description in a language, by the path check-listing names it at. */
const altPath = (language: Language, index: number, shownIndex: number) =>
  language === 'en'
    ? `record.images.${index}.alt`
    : `translations.${language}.images_alt.${shownIndex}`

/**
 * The gallery (issue 44): order by drag or by the move buttons (keyboard), the cover chosen, a
 * description in each language for every photo but the cover, removal; photos come from the
 * upload (the photo library's drop zone) or by an address already on the site. Uploaded photos
 * are not public before publishing: they are drawn through the admin function (photo-url.ts).
 */
export function PhotosTab({ edit }: { edit: Editing }) {
  const gallery = galleryOf(edit.draft)
  const { photos, cover } = gallery
  const [dragged, setDragged] = useState<number | null>(null)
  const [said, setSaid] = useState('')
  const focus = useRef<string | null>(null)
  const [address, setAddress] = useState('')
  const [addressProblem, setAddressProblem] = useState<string | null>(null)
  const passReady = usePhotoPass()

  // After a move by the keyboard, the focus stays on the moved photo's button.
  useEffect(() => {
    const id = focus.current
    if (!id) return
    focus.current = null
    const target = document.getElementById(id)
    if (target instanceof HTMLButtonElement && target.disabled)
      document
        .getElementById(id.replace(/up|down/, (way) => (way === 'up' ? 'down' : 'up')))
        ?.focus()
    else target?.focus()
  })

  const set = (next: Gallery) => edit.update((draft) => withGallery(draft, next))
  const move = (from: number, to: number, button?: 'up' | 'down') => {
    if (to < 0 || to >= photos.length || from === to) return
    set({ cover, photos: moved(photos, from, to) })
    setSaid(words.moved(from + 1, to + 1))
    if (button) focus.current = `photo-${button}-${to}`
  }
  const setAlt = (index: number, language: Language, text: string) =>
    set({
      cover,
      photos: photos.map((photo, at) =>
        at === index ? { ...photo, alt: { ...photo.alt, [language]: text } } : photo,
      ),
    })
  const add = (url: string) => {
    if (photos.some((photo) => photo.url === url)) return
    set({ cover: cover ?? url, photos: [...photos, { url, alt: { en: '', fr: '', de: '' } }] })
  }
  const addByAddress = () => {
    const url = address.trim()
    if (!url || safeImageUrl(url) === undefined) {
      setAddressProblem(listingWords.photos.addressProblem)
      return
    }
    setAddressProblem(null)
    add(url)
    setAddress('')
  }

  // Each photo's place among those the site shows (all but the cover): its translated alt's.
  const shownAt = new Map(
    photos.filter((photo) => photo.url !== cover).map((photo, at) => [photo.url, at]),
  )
  const onDrop = (to: number) => (event: DragEvent) => {
    event.preventDefault()
    if (dragged !== null) move(dragged, to)
    setDragged(null)
  }
  const imageProblem = edit.problem('record.image')
  return (
    <Part title={listingWords.tabs.photos} hint={words.hint}>
      <p role="status" className="sr-only">
        {said}
      </p>
      {imageProblem ? (
        <p id={fieldId('record.image')} className="text-error text-sm" tabIndex={-1}>
          {imageProblem}
        </p>
      ) : null}
      {photos.length ? (
        <ol className="flex flex-col gap-4" aria-label={listingWords.tabs.photos}>
          {photos.map((photo, index) => {
            const isCover = photo.url === cover
            const shownIndex = shownAt.get(photo.url) ?? -1
            const number = index + 1
            const urlProblem = edit.problem(`record.images.${index}.url`)
            return (
              <li
                key={photo.url}
                draggable={!edit.readOnly}
                onDragStart={() => setDragged(index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={onDrop(index)}
                data-testid="gallery-photo"
                className={`border-base-300 rounded-box flex flex-col gap-4 border p-4 sm:flex-row ${dragged === index ? 'opacity-60' : ''}`}
              >
                <div className="flex shrink-0 flex-col gap-2 sm:w-40">
                  <div className="rounded-field bg-base-200 aspect-[4/3] w-full overflow-hidden">
                    {passReady ? (
                      <img
                        src={adminPhotoUrl(photo.url)}
                        srcSet={adminPhotoSrcSet(photo.url)}
                        sizes="10rem"
                        alt={words.imageAlt(number)}
                        loading="lazy"
                        className="h-full w-full object-cover"
                      />
                    ) : null}
                  </div>
                  <p className="text-base-content/70 text-xs break-all">{photo.url}</p>
                  {urlProblem ? (
                    <p id={fieldId(`record.images.${index}.url`)} className="text-error text-sm">
                      {urlProblem}
                    </p>
                  ) : null}
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{listingWords.fields.photo(number)}</span>
                    <label className="flex cursor-pointer items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name="cover"
                        className="radio radio-sm"
                        checked={isCover}
                        disabled={edit.readOnly}
                        aria-label={words.makeCover(number)}
                        onChange={() => set({ cover: photo.url, photos })}
                      />
                      {words.isCover}
                    </label>
                  </div>
                  {isCover ? (
                    <p className="text-base-content/70 text-sm">{words.coverAlt}</p>
                  ) : (
                    languages.map((language) => {
                      const name = altPath(language, index, shownIndex)
                      const id = fieldId(name)
                      const problem = edit.problem(name)
                      return (
                        <div key={language} className="flex flex-col gap-1.5">
                          <label htmlFor={id} className="text-sm font-semibold">
                            {listingWords.fields.photoAlt(number, listingWords.languages[language])}
                          </label>
                          <input
                            id={id}
                            lang={language}
                            value={photo.alt[language]}
                            readOnly={edit.readOnly}
                            autoComplete="off"
                            aria-invalid={problem ? true : undefined}
                            aria-describedby={describedBy(id, problem)}
                            className={`input bg-base-100 w-full ${problem ? 'input-error' : ''}`}
                            onChange={(event) => setAlt(index, language, event.target.value)}
                          />
                          {problem ? (
                            <p id={`${id}-problem`} className="text-error text-sm">
                              {problem}
                            </p>
                          ) : null}
                        </div>
                      )
                    })
                  )}
                  {edit.readOnly ? null : (
                    <div className="flex flex-wrap gap-2">
                      <button
                        id={`photo-up-${index}`}
                        type="button"
                        className="btn btn-outline btn-sm"
                        disabled={index === 0}
                        onClick={() => move(index, index - 1, 'up')}
                      >
                        {words.moveUp(number)}
                      </button>
                      <button
                        id={`photo-down-${index}`}
                        type="button"
                        className="btn btn-outline btn-sm"
                        disabled={index === photos.length - 1}
                        onClick={() => move(index, index + 1, 'down')}
                      >
                        {words.moveDown(number)}
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline btn-error btn-sm"
                        onClick={() => {
                          set({ cover, photos: photos.filter((_, at) => at !== index) })
                          setSaid(words.removed(number))
                        }}
                      >
                        {words.remove(number)}
                      </button>
                    </div>
                  )}
                </div>
              </li>
            )
          })}
        </ol>
      ) : (
        <p className="text-base-content/75">{words.empty}</p>
      )}
      {edit.readOnly ? null : (
        <div className="bg-base-200 rounded-box flex flex-col gap-4 p-4">
          <PhotoDropZone
            label={words.upload}
            onUploaded={(photo) => {
              add(photo.url)
              // Its size kept beside the record (the same file twice is one photo).
              edit.update((draft) => ({
                ...draft,
                photos: [...draft.photos.filter(({ sha256 }) => sha256 !== photo.sha256), photo],
              }))
            }}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="photo-address" className="text-sm font-semibold">
              {words.address}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id="photo-address"
                value={address}
                inputMode="url"
                autoComplete="off"
                aria-invalid={addressProblem ? true : undefined}
                aria-describedby={addressProblem ? 'photo-address-problem' : 'photo-address-hint'}
                className={`input bg-base-100 w-full ${addressProblem ? 'input-error' : ''}`}
                onChange={(event) => setAddress(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault()
                    addByAddress()
                  }
                }}
              />
              <button type="button" className="btn btn-outline shrink-0" onClick={addByAddress}>
                {words.add}
              </button>
            </div>
            <p id="photo-address-hint" className="text-base-content/70 text-sm">
              {words.addressHint}
            </p>
            {addressProblem ? (
              <p id="photo-address-problem" className="text-error text-sm">
                {addressProblem}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </Part>
  )
}
