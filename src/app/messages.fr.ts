import { FOOTER_YEAR, SITE_NAME } from '@/config/constants'
import type { Translation } from '@/config/translation'
import type { appMessages as en } from './messages'

export const appMessages = {
  skipToContent: 'Aller au contenu',
  mainNavigation: 'Navigation principale',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  language: 'Langue',
  footer: {
    tagline: 'Des demeures d’exception, en toute confiance, depuis 1960',
    socialMedia: 'Réseaux sociaux',
    copyright: `Copyright © ${FOOTER_YEAR} ${SITE_NAME}. Tous droits réservés.`,
  },
  notFound: {
    eyebrow: '404',
    page: 'Page introuvable',
    title: 'Nous ne trouvons pas cette page.',
    body: 'Notre page d’accueil vous attend, avec bien d’autres demeures à découvrir.',
    action: 'Retour à l’accueil',
  },
  newVersion: {
    ready: `Une nouvelle version de ${SITE_NAME} est disponible.`,
    reload: 'Actualiser',
    reloading: 'Mise à jour…',
  },
} as const satisfies Translation<typeof en>
