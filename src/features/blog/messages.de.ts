import type { Translation } from '@/config/translation'
import type { blogMessages as en } from './messages'

const backToBlogs = 'Zurück zum Journal'

export const blogMessages = {
  eyebrow: 'Das Journal',
  heading: 'Journal',
  intro:
    'Notizen unserer Berater über Design, Wohnlagen, den Markt und die Kunst des schönen Wohnens.',
  loadFailed: 'Das Journal kann gerade nicht geladen werden.',
  empty: 'Es wurden noch keine Artikel veröffentlicht.',
  readMore: 'Weiterlesen',
  readMoreLabel: (title: string) => `Weiterlesen: ${title}`,
  tags: 'Themen',
  notFound: {
    page: 'Artikel nicht gefunden',
    title: 'Artikel nicht gefunden',
    body: 'Dieser Artikel wurde verschoben oder existiert nicht.',
    action: backToBlogs,
  },
  backToBlogs,
} as const satisfies Translation<typeof en>
