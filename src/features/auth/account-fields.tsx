import type { ComponentProps, ReactNode } from 'react'
import { FormField } from '@/components/form-field'
import { PasswordInput } from '@/components/password-input'
import { authMessages } from './messages'

type FieldProps = Omit<ComponentProps<typeof FormField>, 'label'> & { label?: ReactNode }

/*
 * An account's fields as every form asks for them: each with its label, input type and the hint
 * password managers and autofill read. A form passes its own value, error and the odd extra.
 */

export const NameField = (props: FieldProps) => (
  <FormField label={authMessages.form.name} autoComplete="name" {...props} />
)

export const PhotoUrlField = (props: FieldProps) => (
  <FormField
    label={authMessages.form.photoUrl}
    type="url"
    autoComplete="photo"
    placeholder={authMessages.form.photoUrlPlaceholder}
    {...props}
  />
)

export const EmailField = (props: FieldProps) => (
  <FormField label={authMessages.form.email} type="email" autoComplete="email" {...props} />
)

/** Which password it is decides the hint: a manager offers the saved one or proposes a new one. */
export const PasswordField = (
  props: FieldProps & { autoComplete: 'current-password' | 'new-password' },
) => (
  <FormField
    label={authMessages.form.password}
    renderInput={(input) => <PasswordInput {...input} />}
    {...props}
  />
)
