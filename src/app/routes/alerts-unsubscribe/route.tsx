import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { FormCard } from '@/components/form-card'
import { SubmitButton } from '@/components/submit-button'
import { paths } from '@/config/paths'
import { alertMessages as words } from '@/features/alerts/messages'
import { unsubscribeAlerts, type UnsubscribeOutcome } from '@/features/alerts/unsubscribe-alerts'
import { titleOf } from '../../pages'

/**
 * The alert mails' unsubscribe link: works without signing in. It asks before acting, as mail
 * scanners open every link of a mail; mail clients' one-click goes to the function itself.
 */
export function Component() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<UnsubscribeOutcome | null>(token ? null : 'invalid')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setPending(true)
    setOutcome(await unsubscribeAlerts(token))
    setPending(false)
  }

  return (
    <FormCard title={words.title}>
      <title>{titleOf('alerts-unsubscribe')}</title>
      {outcome === 'done' ? (
        <p role="status" className="text-center">
          {words.done}{' '}
          <Link to={paths.profile.href()} className="link font-semibold">
            {words.profile}
          </Link>
        </p>
      ) : outcome === 'invalid' ? (
        <p role="alert" className="text-error text-center font-semibold">
          {words.invalid}
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-6">
          <p className="text-center">{words.ask}</p>
          {outcome === 'failed' ? (
            <p role="alert" className="text-error text-center font-semibold">
              {words.failed}
            </p>
          ) : null}
          <SubmitButton pending={pending}>{words.confirm}</SubmitButton>
        </form>
      )}
      <p className="mt-8 text-center text-sm">
        <Link to={paths.home.href()} className="link">
          {words.home}
        </Link>
      </p>
    </FormCard>
  )
}
