import { useEffect, useId, useRef, useState } from 'react'
import {
  NavLink,
  Outlet,
  useLoaderData,
  useLocation,
  useMatches,
  type LoaderFunctionArgs,
} from 'react-router'
import { paths } from '@/config/paths'
import type { Member } from '@/features/staff/staff-schema'
import { adminMessages } from '../messages'
import { screensFor, type ScreenHandle } from '../screens'
import { allows } from '../session/allows'
import { sessionFor, type AdminSession } from '../session/session'
import { Brand } from './brand'
import { SessionPage } from './session-page'
import { ScreenNotAllowed } from './screen-states'
import { SignOutButton } from './sign-out-button'

/** Who is there, and the numbers their navigation shows (a screen's `count`, screens.ts). */
export type LayoutData = AdminSession & { counts?: Record<string, number> }

export async function layoutLoader({ request }: LoaderFunctionArgs): Promise<LayoutData> {
  const session = await sessionFor(request)
  if (session.kind !== 'member') return session
  const counted = await Promise.all(
    screensFor(session.member.role).map(async ({ id, count }) => {
      if (!count) return []
      // A number that cannot be had is left out: the navigation is drawn all the same.
      const value = await count.load().catch(() => null)
      return value === null ? [] : [[id, value] as const]
    }),
  )
  return { ...session, counts: Object.fromEntries(counted.flat()) }
}

/** The member's name and role, as the navigation shows them. */
function MemberCard({ member }: { member: Member }) {
  return (
    <div className="border-primary-content/15 border-t px-5 pt-5 pb-6">
      <p className="text-primary-content/70 text-xs tracking-[0.2em] uppercase">
        {adminMessages.signedInAs}
      </p>
      <p className="mt-1 font-semibold break-words" data-testid="member-name">
        {member.name}
      </p>
      <p className="mt-1">
        <span className="badge badge-accent badge-sm" data-testid="member-role">
          {adminMessages.roles[member.role]}
        </span>
      </p>
      <div className="mt-5 flex flex-col items-start gap-3">
        <SignOutButton />
        <a href={paths.home.href()} className="link text-primary-content/85 text-sm">
          {adminMessages.toSite}
        </a>
      </div>
    </div>
  )
}

function MemberFrame({ member, counts }: { member: Member; counts: Record<string, number> }) {
  const navId = useId()
  const { pathname } = useLocation()
  // The phone's menu closes as a screen opens.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === pathname
  const main = useRef<HTMLElement>(null)
  const first = useRef(true)
  // After a navigation, focus goes to the new screen, as a page load would put it at its top.
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    main.current?.focus()
  }, [pathname])

  const matches = useMatches()
  const screen = matches
    .map((match) => (match.handle as ScreenHandle | undefined)?.screen)
    .findLast(Boolean)

  return (
    <div className="flex min-h-dvh flex-col lg:flex-row">
      <a
        href="#admin-main"
        className="btn btn-sm bg-base-100 absolute top-2 left-2 z-50 -translate-y-16 focus:translate-y-0"
      >
        {adminMessages.skipToContent}
      </a>
      <header className="bg-primary text-primary-content lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-72 lg:shrink-0 lg:flex-col">
        <div className="flex items-center justify-between gap-4 px-5 py-4 lg:py-7">
          <Brand />
          <button
            type="button"
            className="btn btn-sm border-primary-content/40 text-primary-content hover:bg-primary-content/10 aria-expanded:bg-primary-content/10 bg-transparent shadow-none lg:hidden"
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpenAt(open ? null : pathname)}
          >
            {adminMessages.menu.open}
          </button>
        </div>
        <div
          id={navId}
          className={`${open ? 'flex' : 'hidden'} flex-1 flex-col justify-between lg:flex`}
        >
          <nav aria-label={adminMessages.menu.label} className="px-3 pb-4">
            <ul className="flex flex-col gap-1">
              {screensFor(member.role).map((item) => {
                const count = counts[item.id]
                return (
                  <li key={item.id}>
                    <NavLink
                      to={item.path}
                      end
                      aria-label={
                        count && item.count ? item.count.label(item.label, count) : undefined
                      }
                      className={({ isActive }) =>
                        `rounded-field flex items-center justify-between gap-2 px-3 py-2.5 ${isActive ? 'bg-primary-content/10 font-semibold shadow-[inset_3px_0_0_var(--color-gold)]' : 'hover:bg-primary-content/10'}`
                      }
                    >
                      {item.label}
                      {count ? (
                        <span className="badge badge-accent badge-sm" aria-hidden="true">
                          {count}
                        </span>
                      ) : null}
                    </NavLink>
                  </li>
                )
              })}
            </ul>
          </nav>
          <MemberCard member={member} />
        </div>
      </header>
      <main
        id="admin-main"
        ref={main}
        tabIndex={-1}
        className="w-full max-w-5xl flex-1 px-5 py-8 outline-none sm:px-8 lg:px-14 lg:py-12"
      >
        {screen && !allows(member.role, screen.allow) ? (
          <ScreenNotAllowed role={member.role} />
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  )
}

/** Around every screen: for a member, the navigation and the screen; for anyone else, why not. */
export function AdminLayout() {
  const session = useLoaderData<LayoutData>()
  return session.kind === 'member' ? (
    <MemberFrame member={session.member} counts={session.counts ?? {}} />
  ) : (
    <SessionPage session={session} />
  )
}
