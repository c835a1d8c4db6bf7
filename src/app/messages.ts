import { FOOTER_YEAR, SITE_NAME } from '@/config/constants'

/** The site's frame (navigation, footer, the 404 page, a new version's notice): on every page. */
export const appMessages = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  language: 'Language',
  footer: {
    tagline: 'Providing affordable & Reliable Home since 1960',
    socialMedia: 'Social media',
    copyright: `Copyright © ${FOOTER_YEAR} ${SITE_NAME}. All rights reserved.`,
  },
  /** The spec's 404 page. */
  notFound: {
    eyebrow: '404',
    page: 'Page not found',
    title: "Sorry, we couldn't find this page.",
    body: 'But dont worry, you can find plenty of other things on our homepage.',
    action: 'Back to homepage',
  },
  newVersion: {
    ready: `A new version of ${SITE_NAME} is ready.`,
    reload: 'Reload to update',
    reloading: 'Updating…',
  },
} as const
