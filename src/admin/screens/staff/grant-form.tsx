import { useRevalidator } from 'react-router'
import { FormField } from '@/components/form-field'
import { SubmitButton } from '@/components/submit-button'
import { toast } from '@/components/toast'
import { adminApi } from '@/config/paths'
import { grantRules, staffMemberAnswerSchema } from '@/features/staff/staff-schema'
import { useSchemaForm } from '@/lib/use-schema-form'
import { callAdmin } from '../../api/admin-api'
import { failureOf } from '../../api/failure'
import { useConfirm } from '../../layout/use-confirm'
import { adminMessages } from '../../messages'
import { RoleChoice } from './role-choice'

const words = adminMessages.staff

/** An owner grants a role by email: checked by the shared rules, confirmed, then sent. */
export function GrantForm() {
  const { revalidate } = useRevalidator()
  const { ask, element } = useConfirm()
  const { pending, onSubmit, field } = useSchemaForm({
    rules: grantRules(),
    submit: async ({ email, role }, form) => {
      const confirmed = await ask({
        title: words.confirmGrantTitle,
        description: words.confirmGrant(email, adminMessages.roleInSentence[role]),
        confirm: words.grant,
      })
      if (!confirmed) return
      try {
        const { member } = await callAdmin(adminApi.staff.href(), staffMemberAnswerSchema, {
          method: 'POST',
          body: { email, role },
        })
        toast.success(
          words.granted(member.email ?? member.name, adminMessages.roleInSentence[member.role]),
        )
        form.reset()
        await revalidate()
      } catch (error) {
        const failure = failureOf(error)
        if (failure.askAgain) await revalidate()
        if (Object.keys(failure.fields).length) return failure.fields
        toast.error(failure.message)
      }
    },
  })
  return (
    <section aria-labelledby="grant-title" className="bg-base-200 rounded-box p-5 sm:p-8">
      <h2 id="grant-title" className="text-2xl">
        {words.grantTitle}
      </h2>
      <p className="text-base-content/75 mt-2 text-sm">{words.grantHint}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-6" aria-busy={pending}>
        <FormField
          label={words.email}
          type="email"
          autoComplete="off"
          inputMode="email"
          {...field('email')}
        />
        <RoleChoice legend={words.role} {...field('role')} />
        <SubmitButton pending={pending} className="self-start">
          {words.grant}
        </SubmitButton>
      </form>
      {element}
    </section>
  )
}
