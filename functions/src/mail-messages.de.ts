import { agency } from '@/config/constants'
import type { Translation } from '@/config/translation'
import type { mailMessages as en } from './mail-messages'

// The agent's name goes where German would need its gender ("der", "die"): the sentences are
// built not to need it.
export const mailMessages = {
  agent: {
    subject: (estate: string) => `Besichtigungsanfrage: ${estate}`,
    intro: (visitor: string, estate: string) => `${visitor} möchte ${estate} besichtigen.`,
    outro: 'Antworten Sie auf diese E-Mail, um dem Interessenten direkt zu schreiben.',
  },
  visitor: {
    subject: (estate: string) => `Ihre Besichtigungsanfrage für ${estate}`,
    intro: (agent: string) =>
      `Ihre Besichtigungsanfrage wurde an ${agent} übermittelt. Wir melden uns, um den Termin mit Ihnen abzustimmen.`,
    outro: agency.name,
  },
  similar: {
    agent: {
      subject: (estate: string) => `Anfrage nach einer vergleichbaren Immobilie: ${estate}`,
      intro: (visitor: string, estate: string) =>
        `${visitor} sucht eine Immobilie wie ${estate}, die nicht mehr auf dem Markt ist.`,
    },
    visitor: {
      subject: (estate: string) => `Ihre Anfrage nach einer Immobilie wie ${estate}`,
      intro: (agent: string) =>
        `Ihre Anfrage nach einer vergleichbaren Immobilie wurde an ${agent} übermittelt. Wir melden uns bei Ihnen.`,
    },
  },
  rows: {
    estate: 'Immobilie',
    estateValue: (title: string, id: string, location: string) =>
      `${title} (Objekt-Nr. ${id}), ${location}`,
    name: 'Name',
    email: 'E-Mail-Adresse',
    phone: 'Telefon',
    noPhone: 'nicht angegeben',
    language: 'Sprache',
    preferredDate: (index: number) => `Wunschtermin ${index}`,
    account: 'Angemeldetes Konto',
    accountValue: (email: string | null, uid: string) =>
      `${email ?? 'keine E-Mail-Adresse'} (UID ${uid})`,
  },
  labelled: (label: string) => `${label}:`,
  message: 'Nachricht',
  noMessage: '(keine)',
  dateLocale: 'de-DE',
} satisfies Translation<typeof en>
