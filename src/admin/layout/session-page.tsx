import { paths } from '@/config/paths'
import { adminMessages } from '../messages'
import type { AdminSession } from '../session/session'
import { PlainFrame } from './brand'
import { SignOutButton } from './sign-out-button'

const words = adminMessages.session

/**
 * What someone who is not (or no longer) a member sees at the back office: why, and what to do.
 * Nothing of the back office's data: the function answered them nothing but a refusal.
 */
export function SessionPage({ session }: { session: Exclude<AdminSession, { kind: 'member' }> }) {
  const text =
    session.kind === 'not-authorised'
      ? { title: words.notAuthorisedTitle, body: words.notAuthorised(session.email) }
      : session.kind === 'unverified'
        ? { title: words.unverifiedTitle, body: words.unverified(session.email) }
        : { title: words.endedTitle, body: words.ended }
  const action =
    session.kind === 'not-authorised'
      ? words.otherAccount
      : session.kind === 'unverified'
        ? null
        : words.signInAgain
  return (
    <PlainFrame>
      <title>{adminMessages.title(text.title)}</title>
      <h1 className="text-3xl sm:text-4xl">{text.title}</h1>
      <p className="text-base-content/80 mt-5">{text.body}</p>
      <div className="mt-9 flex flex-wrap items-center gap-4">
        {action ? (
          <SignOutButton label={action} className="btn btn-primary" />
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
            {words.reload}
          </button>
        )}
        <a href={paths.home.href()} className="link link-hover text-base-content/80">
          {adminMessages.toSite}
        </a>
      </div>
    </PlainFrame>
  )
}
