import type { LazyRouteFunction, RouteObject } from 'react-router'
import { adminPaths } from '@/config/paths'
import type { StaffRole } from '@/features/staff/roles'
import { adminMessages } from './messages'
import { photoMessages } from './photos/messages'
import { figuresWords } from './screens/figures/messages'
import { importWords } from './screens/import/messages'
import { inboxWords } from './screens/inbox/messages'
import { publishingWords } from './screens/publishing/messages'
import { settingsWords } from './screens/settings/messages'
import { allows, type Allow } from './session/allows'

/**
 * The back office's screens, once: the router's routes, the navigation and each screen's
 * permission are derived from this table. A new screen is one entry and its folder
 * `screens/<id>/route.tsx` (exporting `Component`, and `loader` if it loads anything through
 * `forMember`, session/for-member.ts).
 */
export type AdminScreen = {
  id: string
  /** Its path in the back office's router (basename /admin), from adminPaths. */
  path: string
  /** Its name in the navigation and its title. */
  label: string
  /** What a member's role must allow to see it (roles.ts), or any member of staff. */
  allow: Allow
  lazy: LazyRouteFunction<RouteObject>
  /** Opened from another screen (one listing's editor), not from the navigation. */
  inMenu?: false
  /**
   * A number the navigation shows beside the screen's name (the inbox's unread requests), asked
   * with every navigation; its code loads apart, as the screen's does.
   */
  count?: {
    load: () => Promise<number>
    /** The link's accessible name with the number: "Inbox, 3 unread". */
    label: (label: string, count: number) => string
  }
}

export const screens: readonly AdminScreen[] = [
  {
    id: 'listings',
    path: adminPaths.listings.pattern,
    label: adminMessages.screens.listings,
    allow: 'anyStaff',
    lazy: () => import('./screens/listings/route'),
  },
  {
    id: 'listing',
    path: adminPaths.listing.pattern,
    label: adminMessages.screens.listing,
    allow: 'editOwnDrafts',
    lazy: () => import('./screens/listings/editor-route'),
    inMenu: false,
  },
  {
    id: 'staff',
    path: adminPaths.staff.pattern,
    label: adminMessages.screens.staff,
    allow: 'manageStaff',
    lazy: () => import('./screens/staff/route'),
  },
  {
    id: 'audit',
    path: adminPaths.audit.pattern,
    label: adminMessages.screens.audit,
    allow: 'readAudit',
    lazy: () => import('./screens/audit/route'),
  },
  {
    id: 'photos',
    path: adminPaths.photos.pattern,
    label: photoMessages.screen.title,
    allow: 'anyStaff',
    lazy: () => import('./screens/photos/route'),
  },
  {
    id: 'publishing',
    path: adminPaths.publishing.pattern,
    label: publishingWords.title,
    allow: 'publish',
    lazy: () => import('./screens/publishing/route'),
  },
  {
    id: 'inbox',
    path: adminPaths.inbox.pattern,
    label: inboxWords.title,
    allow: 'readOwnRequests',
    lazy: () => import('./screens/inbox/route'),
    count: {
      load: () => import('./screens/inbox/unread').then(({ unreadCount }) => unreadCount()),
      label: inboxWords.navCount,
    },
  },
  {
    id: 'inbox-request',
    path: adminPaths.inboxRequest.pattern,
    label: inboxWords.title,
    allow: 'readOwnRequests',
    lazy: () => import('./screens/inbox/request-route'),
    inMenu: false,
  },
  {
    id: 'figures',
    path: adminPaths.figures.pattern,
    label: figuresWords.title,
    allow: 'readOwnFigures',
    lazy: () => import('./screens/figures/route'),
  },
  {
    id: 'settings',
    path: adminPaths.settings.pattern,
    label: settingsWords.title,
    allow: 'manageSettings',
    lazy: () => import('./screens/settings/route'),
  },
  {
    id: 'import',
    path: adminPaths.import.pattern,
    label: importWords.title,
    allow: 'importListings',
    lazy: () => import('./screens/import/route'),
  },
]

/** The screens a member sees in the navigation. */
export const screensFor = (role: StaffRole) =>
  screens.filter((screen) => screen.inMenu !== false && allows(role, screen.allow))

/** The `handle` each screen's route carries, so the layout knows which screen is open. */
export type ScreenHandle = { screen: AdminScreen }
