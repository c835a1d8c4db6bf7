import type { Translation } from '@/config/translation'
import type { blogMessages as en } from './messages'

const backToBlogs = 'Retour au Journal'

export const blogMessages = {
  eyebrow: 'Le Journal',
  heading: 'Journal',
  intro:
    'Les carnets de nos conseillers\u202f: architecture et design, quartiers, marché et art de vivre.',
  loadFailed: 'Nous ne pouvons pas afficher le Journal pour le moment.',
  empty: 'Aucun article n’a encore été publié.',
  readMore: 'Lire la suite',
  readMoreLabel: (title: string) => `Lire la suite\u202f: ${title}`,
  tags: 'Thèmes',
  notFound: {
    page: 'Article introuvable',
    title: 'Article introuvable',
    body: 'Cet article a été déplacé, ou n’a jamais existé.',
    action: backToBlogs,
  },
  backToBlogs,
} as const satisfies Translation<typeof en>
