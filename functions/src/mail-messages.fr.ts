import { agency } from '@/config/constants'
import type { Translation } from '@/config/translation'
import type { mailMessages as en } from './mail-messages'

export const mailMessages = {
  agent: {
    subject: (estate: string) => `Demande de visite\u202f: ${estate}`,
    intro: (visitor: string, estate: string) => `${visitor} souhaite visiter ${estate}.`,
    outro: 'Répondez à ce message pour écrire directement au visiteur.',
  },
  visitor: {
    subject: (estate: string) => `Votre demande de visite pour ${estate}`,
    intro: (agent: string) =>
      `Votre demande de visite a été transmise à ${agent}, qui vous contactera pour convenir d’un rendez-vous.`,
    outro: agency.name,
  },
  similar: {
    agent: {
      subject: (estate: string) => `Demande d’une propriété semblable\u202f: ${estate}`,
      intro: (visitor: string, estate: string) =>
        `${visitor} recherche une propriété semblable à ${estate}, qui n’est plus sur le marché.`,
    },
    visitor: {
      subject: (estate: string) => `Votre demande d’une propriété semblable à ${estate}`,
      intro: (agent: string) =>
        `Votre demande d’une propriété semblable a été transmise à ${agent}, qui vous contactera.`,
    },
  },
  rows: {
    estate: 'Propriété',
    estateValue: (title: string, id: string, location: string) =>
      `${title} (réf. ${id}), ${location}`,
    name: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    noPhone: 'non communiqué',
    language: 'Langue',
    preferredDate: (index: number) => `Créneau souhaité ${index}`,
    account: 'Compte connecté',
    accountValue: (email: string | null, uid: string) =>
      `${email ?? 'sans adresse e-mail'} (uid ${uid})`,
  },
  labelled: (label: string) => `${label}\u202f:`,
  message: 'Message',
  noMessage: '(aucun)',
  dateLocale: 'fr-FR',
} satisfies Translation<typeof en>
