import { useId, useState } from 'react'
import { FormField } from '@/components/form-field'
import { toast } from '@/components/toast'
import { enquiry } from '@/config/constants'
import { LANGUAGE } from '@/config/languages'
import { useSchemaForm, type Checked, type FormValues } from '@/lib/use-schema-form'
import { enquiryMessages } from './messages'
import { checkEnquiry, type Enquiry, type EnquiryErrors, type EnquiryKind } from './enquiry-schema'
import { sendEnquiry, type GetIdToken } from './send-enquiry'

const text = enquiryMessages
const slots = Array.from({ length: enquiry.maxDates }, (_, index) => index)

/** "2026-11-25T10:30" in the browser's own time, as a datetime-local input wants it. */
const localInputValue = (time: number) => {
  const date = new Date(time - new Date(time).getTimezoneOffset() * 60_000)
  return date.toISOString().slice(0, 16)
}

/** The request the fields make. `filled` maps each date sent back to the input it came from. */
function readRequest(values: FormValues, estateId: string, kind: EnquiryKind) {
  const value = (name: string) => String(values[name] ?? '')
  // Empty slots are skipped.
  const filled = slots.filter((slot) => value(`date-${slot}`) !== '')
  const request = {
    kind,
    estateId,
    name: value('name'),
    email: value('email'),
    phone: value('phone'),
    dates: filled.map((slot) => {
      const time = new Date(value(`date-${slot}`)).getTime()
      return Number.isNaN(time) ? value(`date-${slot}`) : new Date(time).toISOString()
    }),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    message: value('message'),
    consent: values.consent === 'on',
    language: LANGUAGE,
  }
  return { request, filled }
}

/** The rules' and the function's `dates.N` shown under the input that date came from. */
const byInput = (found: EnquiryErrors, filled: number[]) =>
  Object.fromEntries(
    Object.entries(found).map(([key, message]) => {
      const match = /^dates\.(\d+)$/.exec(key)
      return [match ? `date-${filled[Number(match[1])] ?? 0}` : key, message]
    }),
  )

type Sent = { recipient: string; request: Enquiry; confirmationSent: boolean }

export type ViewingRequestFormProps = {
  estateId: string
  /**
   * A viewing, or for a sold or let estate (its availability given) a home like it: the same
   * form and path without the dates.
   */
  similarTo?: 'sold' | 'let'

  /** `emailVerified` as the session last heard it: the function decides from a fresh token. */
  visitor: { name: string; email: string; emailVerified: boolean }
  getIdToken: GetIdToken
}

/**
 * The "Request a viewing" form (or "Request a similar home"): checked on submit with the
 * function's own rules, then posted.
 */
export function ViewingRequestForm({
  estateId,
  similarTo,
  visitor,
  getIdToken,
}: ViewingRequestFormProps) {
  const id = useId()
  const kind: EnquiryKind = similarTo ? 'similar' : 'viewing'
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState<Sent | null>(null)
  const [messageLength, setMessageLength] = useState(0)
  // The date pickers' range, from when the form appeared.
  const [openedAt] = useState(() => Date.now())
  const { pending, errors, onSubmit, field } = useSchemaForm({
    rules: (values): Checked<{ request: Enquiry; filled: number[] }, string> => {
      setFailure(null)
      const { request, filled } = readRequest(values, estateId, kind)
      const checked = checkEnquiry(request, new Date())
      return checked.ok
        ? { ok: true, data: { request: checked.data, filled } }
        : { ok: false, errors: byInput(checked.errors, filled) }
    },
    submit: async ({ request, filled }) => {
      const result = await sendEnquiry(request, getIdToken)
      if (result.ok) {
        toast.success(text.sent(result.recipient))
        setSent({ recipient: result.recipient, request, confirmationSent: result.confirmationSent })
        setMessageLength(0)
        return
      }
      setFailure(result.message)
      toast.error(result.message)
      return result.fields && byInput(result.fields, filled)
    },
  })

  if (sent) return <SentSummary sent={sent} onAnother={() => setSent(null)} />

  const min = localInputValue(openedAt)
  const max = localInputValue(openedAt + enquiry.horizonDays * 24 * 60 * 60 * 1000)

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5">
      <h2 id={`${id}-title`} className="text-2xl">
        {similarTo ? text.similar.formTitle : text.formTitle}
      </h2>
      {similarTo ? <p className="text-base-content/80">{text.similar.intro[similarTo]}</p> : null}
      <form
        noValidate
        aria-labelledby={`${id}-title`}
        aria-busy={pending}
        onSubmit={onSubmit}
        className="grid gap-5 sm:grid-cols-2"
      >
        <FormField
          label={text.name}
          autoComplete="name"
          defaultValue={visitor.name}
          {...field('name')}
        />
        <FormField
          label={text.email}
          type="email"
          autoComplete="email"
          defaultValue={visitor.email}
          {...field('email')}
        />
        <FormField label={text.phoneOptional} type="tel" autoComplete="tel" {...field('phone')} />
        {similarTo ? null : (
          <fieldset className="flex flex-col gap-3 sm:col-span-2">
            <legend className="mb-2 text-sm font-semibold">{text.dates}</legend>
            {errors.dates ? <p className="text-error text-sm">{errors.dates}</p> : null}
            <div className="grid gap-4 sm:grid-cols-3">
              {slots.map((slot) => (
                <FormField
                  key={slot}
                  label={text.date(slot + 1)}
                  type="datetime-local"
                  min={min}
                  max={max}
                  {...field(`date-${slot}`)}
                />
              ))}
            </div>
          </fieldset>
        )}
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor={`${id}-message`} className="text-sm font-semibold">
            {text.messageOptional}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={5}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={`${id}-message-count${errors.message ? ` ${id}-message-error` : ''}`}
            onChange={(event) => setMessageLength(event.currentTarget.value.length)}
            className={`textarea bg-base-100 w-full ${errors.message ? 'textarea-error' : ''}`}
          />
          <p id={`${id}-message-count`} className="text-base-content/70 text-xs">
            {text.messageCount(messageLength)}
          </p>
          {errors.message ? (
            <p id={`${id}-message-error`} className="text-error text-sm">
              {errors.message}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="consent"
              className="checkbox checkbox-sm mt-0.5"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            />
            <span>{text.consent}</span>
          </label>
          {errors.consent ? (
            <p id={`${id}-consent-error`} className="text-error text-sm">
              {errors.consent}
            </p>
          ) : null}
        </div>
        {/* Told before they type, not only after: the function sends nothing for an unverified
            address. The button stays: the session may not know yet that they have verified. */}
        {!visitor.emailVerified && failure !== text.errors.verifyEmail ? (
          <p id={`${id}-unverified`} className="alert alert-warning sm:col-span-2">
            {text.errors.verifyEmail}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="alert alert-error sm:col-span-2">
            {failure}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={pending}
            aria-describedby={visitor.emailVerified ? undefined : `${id}-unverified`}
          >
            {pending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            {pending ? text.sending : text.send}
          </button>
        </div>
      </form>
    </section>
  )
}

function SentSummary({ sent, onAnother }: { sent: Sent; onAnother: () => void }) {
  const format = new Intl.DateTimeFormat(text.dateLocale, { dateStyle: 'full', timeStyle: 'short' })
  return (
    <section
      aria-labelledby="viewing-sent"
      className="bg-base-200 rounded-box flex flex-col gap-4 p-7"
    >
      <h2 id="viewing-sent" className="text-2xl">
        {text.sentTo(sent.recipient)}
      </h2>
      <p>{sent.confirmationSent ? text.copySent : text.whatYouSent}</p>
      <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-semibold">{text.name}</dt>
        <dd>{sent.request.name}</dd>
        <dt className="font-semibold">{text.email}</dt>
        <dd>{sent.request.email}</dd>
        {sent.request.phone ? (
          <>
            <dt className="font-semibold">{text.phone}</dt>
            <dd>{sent.request.phone}</dd>
          </>
        ) : null}
        {sent.request.dates.length > 0 ? (
          <>
            <dt className="font-semibold">{text.preferredTimes}</dt>
            <dd>
              <ul>
                {sent.request.dates.map((date) => (
                  <li key={date}>{format.format(new Date(date))}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {sent.request.message ? (
          <>
            <dt className="font-semibold">{text.message}</dt>
            <dd className="whitespace-pre-wrap">{sent.request.message}</dd>
          </>
        ) : null}
      </dl>
      <button type="button" className="btn btn-outline self-start" onClick={onAnother}>
        {sent.request.kind === 'similar' ? text.similar.another : text.another}
      </button>
    </section>
  )
}
