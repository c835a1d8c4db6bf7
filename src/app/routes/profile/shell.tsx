import { sessionSlot } from '@/features/auth/session-slots'
import { titleOf, type ShellModule } from '../../pages'
import { profileMessages } from '../../messages'
import { ProfileGreeting } from './profile-greeting'

/**
 * The profile before the app: the greeting with a slot for each of the visitor's words, which
 * index.html's script fills from the cached session before the first paint (session-slots.ts),
 * and the rest as skeletons in their final size. The slots are the HTML's alone: the app's page
 * draws the words themselves.
 */
export const firstScreen: ShellModule['firstScreen'] = () => (
  <section className="px-5 py-20 sm:px-8">
    <title>{titleOf('profile')}</title>
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
      <div className="skeleton size-28 rounded-full" />
      <ProfileGreeting
        name={<span {...sessionSlot('name', profileMessages.someone)} />}
        account={<span {...sessionSlot('account', profileMessages.yourAccount)} />}
      />
      <div className="skeleton h-10 w-40" />
    </div>
  </section>
)
