import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router'
import { FormField } from '@/components/form-field'
import { SubmitButton } from '@/components/submit-button'
import { toast } from '@/components/toast'
import { adminApi } from '@/config/paths'
import {
  agencySettingsSchema,
  retentionMonths,
  settingsAnswerSchema,
} from '@/features/settings/settings-schema'
import { checkFields, useSchemaForm } from '@/lib/use-schema-form'
import { callAdmin } from '../../api/admin-api'
import { failureOf } from '../../api/failure'
import { ScreenHeading } from '../../layout/screen-states'
import { forMember } from '../../session/for-member'
import { settingsWords as words } from './messages'

export const loader = ({ request }: LoaderFunctionArgs) =>
  forMember(request, 'manageSettings', () =>
    callAdmin(adminApi.settings.href(), settingsAnswerSchema),
  )

/** The agency's settings (issue 46): how long the inbox keeps a visitor's request. */
export function Component() {
  const answer = useLoaderData<typeof loader>()
  const { revalidate } = useRevalidator()
  const { pending, onSubmit, field } = useSchemaForm({
    // The field arrives as text: a number, or what the rules refuse.
    rules: (values) =>
      checkFields(agencySettingsSchema, {
        inboxRetentionMonths: Number(
          String(values.inboxRetentionMonths ?? '').trim() || Number.NaN,
        ),
      }),
    submit: async (settings) => {
      try {
        const saved = await callAdmin(adminApi.settings.href(), settingsAnswerSchema, {
          method: 'PUT',
          body: settings,
        })
        toast.success(words.saved(saved.settings.inboxRetentionMonths, saved.deleted ?? 0))
        await revalidate()
      } catch (error) {
        const failure = failureOf(error)
        if (Object.keys(failure.fields).length) return failure.fields
        toast.error(failure.message)
      }
    },
  })
  if (!answer) return null
  return (
    <>
      <ScreenHeading title={words.title} intro={words.intro} />
      <section
        aria-labelledby="retention-title"
        className="bg-base-200 rounded-box max-w-2xl p-5 sm:p-8"
      >
        <h2 id="retention-title" className="text-2xl">
          {words.retentionTitle}
        </h2>
        <p className="text-base-content/75 mt-2 text-sm">{words.retentionHint}</p>
        <form
          noValidate
          onSubmit={onSubmit}
          className="mt-6 flex flex-col gap-6"
          aria-busy={pending}
        >
          <FormField
            label={words.retentionLabel}
            className="max-w-40"
            type="number"
            inputMode="numeric"
            min={retentionMonths.min}
            max={retentionMonths.max}
            step={1}
            defaultValue={answer.settings.inboxRetentionMonths}
            {...field('inboxRetentionMonths')}
          />
          <SubmitButton pending={pending} className="self-start">
            {words.save}
          </SubmitButton>
        </form>
      </section>
    </>
  )
}
