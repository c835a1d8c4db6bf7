import { availabilitiesFor, statusIs } from '@/features/estates/estate-status'
import { Part, SelectField, TextField, type Editing } from './editor-fields'
import { fieldId, numberOrText, textOf, withoutEntry } from './listing-draft'
import { listingWords } from './messages'

const words = listingWords.fields

/** The specification: title, sale or rent, price (or on request), availability, area, texts. */
export function EstateTab({ edit }: { edit: Editing }) {
  const { record } = edit.draft
  const status = textOf(record.status)
  const rent = statusIs(status, 'rent')
  const facilities = Array.isArray(record.facilities) ? record.facilities : []
  const onRequest = record.price_on_request === true
  const requestId = fieldId('record.price_on_request')
  const requestProblem = edit.problem('record.price_on_request')
  return (
    <div className="flex flex-col gap-10">
      <Part title={listingWords.tabs.estate}>
        <TextField edit={edit} path={['record', 'estate_title']} label={words.estate_title} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            edit={edit}
            path={['record', 'status']}
            label={words.status}
            options={[
              { value: '', label: words.statusChoose },
              { value: 'sale', label: words.statusSale },
              { value: 'rent', label: words.statusRent },
            ]}
          />
          <SelectField
            edit={edit}
            path={['record', 'availability']}
            label={words.availability}
            options={[
              { value: '', label: words.availabilityDefault },
              ...availabilitiesFor(status).map((value) => ({
                value,
                label: words.availabilities[value] ?? value,
              })),
            ]}
          />
          <TextField
            edit={edit}
            path={['record', 'price']}
            label={rent ? words.rent : words.price}
            hint={words.priceHint}
            inputMode="decimal"
            parse={numberOrText}
          />
          <TextField
            edit={edit}
            path={['record', 'area_sq_ft']}
            label={words.area_sq_ft}
            inputMode="decimal"
            parse={numberOrText}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label className="flex cursor-pointer items-center gap-3 font-semibold">
            <input
              id={requestId}
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={onRequest}
              disabled={edit.readOnly}
              aria-describedby={`${requestId}-hint`}
              aria-invalid={requestProblem ? true : undefined}
              onChange={(event) =>
                edit.change(['record', 'price_on_request'], event.target.checked || undefined)
              }
            />
            {words.price_on_request}
          </label>
          <p id={`${requestId}-hint`} className="text-base-content/70 text-sm">
            {words.priceOnRequestHint}
          </p>
          {requestProblem ? <p className="text-error text-sm">{requestProblem}</p> : null}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField edit={edit} path={['record', 'segment_name']} label={words.segment_name} />
          <TextField
            edit={edit}
            path={['record', 'location']}
            label={words.location}
            hint={words.locationHint}
          />
        </div>
        <TextField
          edit={edit}
          path={['record', 'description']}
          label={words.description}
          multiline
        />
      </Part>
      <Part title={words.facilities}>
        {facilities.length ? (
          <ol className="flex flex-col gap-4">
            {facilities.map((_, index) => (
              <li key={index} className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <TextField
                    edit={edit}
                    path={['record', 'facilities', index]}
                    label={words.facility(index + 1)}
                  />
                </div>
                {edit.readOnly ? null : (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm mb-1"
                    aria-label={words.removeFacility(index + 1)}
                    onClick={() =>
                      edit.update((draft) => withoutEntry(draft, 'facilities', index, 'facilities'))
                    }
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ol>
        ) : null}
        {edit.problem('record.facilities') ? (
          <p id={fieldId('record.facilities')} className="text-error text-sm">
            {edit.problem('record.facilities')}
          </p>
        ) : null}
        {edit.readOnly ? null : (
          <button
            type="button"
            className="btn btn-outline btn-sm self-start"
            onClick={() => edit.change(['record', 'facilities'], [...facilities, ''])}
          >
            {words.addFacility}
          </button>
        )}
      </Part>
    </div>
  )
}
