import { Part, TextField, type Editing } from './editor-fields'
import { getIn, textOf, withoutEntry } from './listing-draft'
import { listingWords } from './messages'

const words = listingWords.fields

/** Floor plans, the film and the 3D tour. */
export function MediaTab({ edit }: { edit: Editing }) {
  const { record } = edit.draft
  const plans = Array.isArray(record.floor_plans) ? record.floor_plans : []
  const sources = getIn(record, ['video', 'sources'])
  return (
    <div className="flex flex-col gap-10">
      <Part title={words.floorPlans}>
        {plans.length ? (
          <ol className="flex flex-col gap-6">
            {plans.map((_, index) => (
              <li key={index} className="border-base-300 flex flex-col gap-4 border-l-2 pl-4">
                <p className="font-semibold">{words.floorPlan(index + 1)}</p>
                <TextField
                  edit={edit}
                  path={['record', 'floor_plans', index, 'label']}
                  label={words.floorPlanLabel(index + 1)}
                />
                <TextField
                  edit={edit}
                  path={['record', 'floor_plans', index, 'url']}
                  label={words.floorPlanUrl(index + 1)}
                  inputMode="url"
                />
                {edit.readOnly ? null : (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm self-start"
                    onClick={() =>
                      edit.update((draft) =>
                        withoutEntry(draft, 'floor_plans', index, 'floor_plans_label'),
                      )
                    }
                  >
                    {words.removeFloorPlan(index + 1)}
                  </button>
                )}
              </li>
            ))}
          </ol>
        ) : null}
        {edit.readOnly ? null : (
          <button
            type="button"
            className="btn btn-outline btn-sm self-start"
            onClick={() =>
              edit.change(['record', 'floor_plans'], [...plans, { url: '', label: '' }])
            }
          >
            {words.addFloorPlan}
          </button>
        )}
      </Part>
      <Part title={words.film}>
        <TextField
          edit={edit}
          path={['record', 'video', 'sources']}
          label={words.filmSources}
          hint={words.filmSourcesHint}
          multiline
          value={Array.isArray(sources) ? sources.map(textOf).join('\n') : textOf(sources)}
          parse={(text) => (text === '' ? undefined : text.split('\n'))}
        />
        <TextField
          edit={edit}
          path={['record', 'video', 'poster']}
          label={words.filmPoster}
          inputMode="url"
        />
        <TextField
          edit={edit}
          path={['record', 'video', 'captions']}
          label={words.filmCaptions}
          inputMode="url"
        />
      </Part>
      <Part title={words.tour}>
        <TextField
          edit={edit}
          path={['record', 'tour_url']}
          label={words.tour_url}
          type="url"
          inputMode="url"
        />
      </Part>
    </div>
  )
}
