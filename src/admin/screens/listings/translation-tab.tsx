import type { TranslatedLanguage } from '@/config/languages'
import { Part, TextField, type Editing } from './editor-fields'
import { getIn, textOf } from './listing-draft'
import { listingWords } from './messages'

const words = listingWords.fields

/**
 * Every translatable text of the estate in one language, in the site's translation file's own
 * fields (data.fr.json): each with its English beside it. The photos' descriptions are on the
 * photos tab, beside their photos.
 */
export function TranslationTab({
  edit,
  language,
}: {
  edit: Editing
  language: TranslatedLanguage
}) {
  const { record } = edit.draft
  const languageName = listingWords.languages[language]
  const english = (path: (string | number)[]) => {
    const text = textOf(getIn(record, path))
    return text ? words.english(text) : words.englishEmpty
  }
  const field = (
    key: string,
    label: string,
    englishPath: (string | number)[],
    multiline = false,
  ) => (
    <TextField
      edit={edit}
      path={['translations', language, key]}
      label={words.inLanguage(label, languageName)}
      hint={english(englishPath)}
      multiline={multiline}
      lang={language}
    />
  )
  const facilities = Array.isArray(record.facilities) ? record.facilities : []
  const plans = Array.isArray(record.floor_plans) ? record.floor_plans : []
  const captions = textOf(getIn(record, ['video', 'captions']))
  return (
    <div className="flex flex-col gap-10">
      <Part title={listingWords.tabs[language]} hint={words.altsOnPhotos}>
        {field('estate_title', words.estate_title, ['estate_title'])}
        <div className="grid gap-5 sm:grid-cols-2">
          {field('segment_name', words.segment_name, ['segment_name'])}
          {field('location', words.location, ['location'])}
        </div>
        {field('description', words.description, ['description'], true)}
      </Part>
      {facilities.length ? (
        <Part title={words.inLanguage(words.facilities, languageName)}>
          {facilities.map((_, index) => (
            <TextField
              key={index}
              edit={edit}
              path={['translations', language, 'facilities', index]}
              label={words.inLanguage(words.facility(index + 1), languageName)}
              hint={english(['facilities', index])}
              lang={language}
            />
          ))}
        </Part>
      ) : null}
      {plans.length ? (
        <Part title={words.inLanguage(words.floorPlans, languageName)}>
          {plans.map((_, index) => (
            <TextField
              key={index}
              edit={edit}
              path={['translations', language, 'floor_plans_label', index]}
              label={words.inLanguage(words.floorPlanLabel(index + 1), languageName)}
              hint={english(['floor_plans', index, 'label'])}
              lang={language}
            />
          ))}
        </Part>
      ) : null}
      {captions ? (
        <Part title={words.inLanguage(words.film, languageName)}>
          <TextField
            edit={edit}
            path={['translations', language, 'video_captions']}
            label={words.filmCaptionsIn(languageName)}
            hint={words.english(captions)}
            inputMode="url"
          />
        </Part>
      ) : null}
    </div>
  )
}
