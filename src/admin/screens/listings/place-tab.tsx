import { Part, describedBy, type Editing } from './editor-fields'
import { coordinatesOf, fieldId, numberOrText, textOf } from './listing-draft'
import { listingWords } from './messages'

const words = listingWords.fields

/** Where the estate is on the map: its coordinates, exact or approximate. */
export function PlaceTab({ edit }: { edit: Editing }) {
  const { record } = edit.draft
  const [lat, lng] = coordinatesOf(record)
  const problem = edit.problem('record.coordinates')
  const precisionProblem = edit.problem('record.location_precision')
  const precision = textOf(record.location_precision) || 'exact'
  const latId = fieldId('record.coordinates')
  const lngId = `${latId}-lng`
  const hintId = `${latId}-hint`
  const setCoordinates = (next: [string, string]) =>
    edit.change(
      ['record', 'coordinates'],
      next.every((one) => one.trim() === '')
        ? undefined
        : next.map((one) => numberOrText(one) ?? ''),
    )
  const coordinate = (id: string, label: string, value: string, index: 0 | 1) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        value={value}
        inputMode="decimal"
        autoComplete="off"
        readOnly={edit.readOnly}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(latId, problem, words.coordinatesHint)}
        className={`input bg-base-100 w-full ${problem ? 'input-error' : ''}`}
        onChange={(event) =>
          setCoordinates(index === 0 ? [event.target.value, lng] : [lat, event.target.value])
        }
      />
    </div>
  )
  return (
    <Part title={words.coordinates}>
      <div className="grid gap-5 sm:grid-cols-2">
        {coordinate(latId, words.latitude, lat, 0)}
        {coordinate(lngId, words.longitude, lng, 1)}
      </div>
      <p id={hintId} className="text-base-content/70 -mt-3 text-sm">
        {words.coordinatesHint}
      </p>
      {problem ? (
        <p id={`${latId}-problem`} className="text-error -mt-3 text-sm">
          {problem}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-2" aria-invalid={precisionProblem ? true : undefined}>
        <legend className="mb-2 text-sm font-semibold">{words.location_precision}</legend>
        {(['exact', 'approximate'] as const).map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-3">
            <input
              type="radio"
              name="location_precision"
              id={value === 'exact' ? fieldId('record.location_precision') : undefined}
              className="radio radio-sm"
              checked={precision === value}
              disabled={edit.readOnly}
              onChange={() =>
                edit.change(
                  ['record', 'location_precision'],
                  value === 'approximate' ? value : undefined,
                )
              }
            />
            {words[value]}
          </label>
        ))}
        {precisionProblem ? <p className="text-error text-sm">{precisionProblem}</p> : null}
      </fieldset>
    </Part>
  )
}
