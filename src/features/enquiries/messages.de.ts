import { sharedMessages } from '@/components/messages.de'
import { enquiry } from '@/config/constants'
import { intlWholeNumber } from '@/lib/intl-format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import type { enquiryMessages as en } from './messages'

// Figures in German in any bundle (what formatNumber writes in a German build): the function
// carries every language's catalogue beside English's formats, and answers in the page's.
const figure = (value: number) => intlWholeNumber('de', value)

const inMinutes = (minutes: number) =>
  `${figure(minutes)} ${plural(minutes, { one: 'Minute', other: 'Minuten' }, 'de')}`

const numberWords = [
  'keine',
  'eine',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
]
const inWords = (count: number) => numberWords[count] ?? figure(count)

/** The agent's languages as the data names them (in English), in this language's words. */
const languageNames: Record<string, string> = {
  English: 'Englisch',
  French: 'Französisch',
  German: 'Deutsch',
  Italian: 'Italienisch',
  Dutch: 'Niederländisch',
  Swedish: 'Schwedisch',
  Portuguese: 'Portugiesisch',
  Arabic: 'Arabisch',
  Mandarin: 'Mandarin',
  Japanese: 'Japanisch',
  Spanish: 'Spanisch',
  Russian: 'Russisch',
}

export const enquiryMessages = {
  formTitle: 'Besichtigung anfragen',
  name: 'Name',
  email: 'E-Mail-Adresse',
  phoneOptional: 'Telefon (optional)',
  phone: 'Telefon',
  dates: `Wunschtermine (bis zu ${inWords(enquiry.maxDates)}, innerhalb der nächsten ${figure(enquiry.horizonDays)} Tage)`,
  date: (slot: number) => `Wunschtermin ${slot}`,
  messageOptional: 'Nachricht (optional)',
  message: 'Nachricht',
  messageCount: (length: number) =>
    `${figure(length)} von ${figure(enquiry.messageMaxLength)} Zeichen`,
  consent: 'Ich bin einverstanden, dass der Makler mich zu dieser Anfrage kontaktiert.',
  send: 'Anfrage senden',
  sending: 'Wird gesendet…',
  sentTo: (recipient: string) => `Anfrage an ${recipient} gesendet`,
  copySent: 'Eine Kopie ist unterwegs in Ihr Postfach. Ihre Anfrage im Überblick:',
  whatYouSent: 'Ihre Anfrage im Überblick:',
  preferredTimes: 'Wunschtermine',
  /** "Mittwoch, 25. November 2026 um 10:30". */
  dateLocale: 'de-DE',
  another: 'Weitere Besichtigung anfragen',
  similar: {
    formTitle: 'Eine vergleichbare Immobilie anfragen',
    intro: {
      sold: 'Diese Immobilie wurde verkauft. Erzählen Sie uns, was Ihnen an ihr gefallen hat, und der Makler sucht für Sie eine vergleichbare Immobilie.',
      let: 'Diese Immobilie wurde vermietet. Erzählen Sie uns, was Ihnen an ihr gefallen hat, und der Makler sucht für Sie eine vergleichbare Immobilie.',
    },
    another: 'Weitere Anfrage senden',
  },
  agent: {
    yours: 'Ihr Makler für diese Immobilie',
    office: 'Kontaktieren Sie unser Private Office',
    portrait: (name: string) => `Porträt von ${name}`,
    monogram: 'LL',
    speaks: (languages: readonly string[]) =>
      `Spricht ${languages.map((name) => languageNames[name] ?? name).join(', ')}`,
    call: 'Anrufen',
    email: 'E-Mail',
  },
  sent: (agent: string) => `Ihre Anfrage wurde an ${agent} gesendet.`,
  validation: {
    ...sharedMessages.validation,
    nameTooLong: `Der Name darf höchstens ${figure(enquiry.nameMaxLength)} Zeichen lang sein`,
    phoneInvalid:
      'Geben Sie eine Telefonnummer ein: Ziffern und Leerzeichen, wahlweise mit einem + am Anfang',
    datesRequired: 'Wählen Sie mindestens einen Termin für die Besichtigung',
    datesTooMany: `Wählen Sie höchstens ${inWords(enquiry.maxDates)} Termine`,
    dateInvalid: 'Geben Sie ein vollständiges Datum mit Uhrzeit ein',
    dateInPast: 'Wählen Sie einen Termin in der Zukunft',
    dateTooFar: `Wählen Sie einen Termin innerhalb der nächsten ${figure(enquiry.horizonDays)} Tage`,
    messageTooLong: `Die Nachricht darf höchstens ${figure(enquiry.messageMaxLength)} Zeichen lang sein`,
    consentRequired: 'Bitte stimmen Sie zu, zu dieser Anfrage kontaktiert zu werden',
    datesNotWanted:
      'Eine Anfrage nach einer vergleichbaren Immobilie hat keine Besichtigungstermine',
    estateRequired: 'Nennen Sie die Immobilie, für die diese Anfrage gilt',
    timeZoneInvalid: 'Unbekannte Zeitzone',
  },
  errors: {
    signIn:
      'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an, um Ihre Anfrage zu senden; Ihre Eingaben bleiben erhalten.',
    estateGone:
      'Diese Immobilie wird nicht mehr angeboten, daher konnte die Anfrage nicht gesendet werden.',
    notViewable:
      'Diese Immobilie ist nicht mehr auf dem Markt und kann nicht besichtigt werden. Laden Sie die Seite neu, um eine vergleichbare Immobilie anzufragen.',
    invalid: 'Einige Angaben bedürfen einer Prüfung: Beachten Sie die Hinweise bei den Feldern.',
    tooLarge: 'Diese Anfrage ist zu lang. Bitte kürzen Sie Ihre Nachricht.',
    rateLimited: (limit: number, minutes: number) =>
      `Sie haben in der letzten Stunde ${figure(limit)} Besichtigungsanfragen gesendet. Bitte versuchen Sie es in ${inMinutes(minutes)} erneut.`,
    agentBusy: (minutes: number) =>
      `Dieser Makler hat in der letzten Stunde sehr viele Besichtigungsanfragen erhalten. Bitte versuchen Sie es in ${inMinutes(minutes)} erneut.`,
    addressBusy: (minutes: number) =>
      `Aus Ihrem Netzwerk kamen in der letzten Stunde sehr viele Besichtigungsanfragen. Bitte versuchen Sie es in ${inMinutes(minutes)} erneut.`,
    verifyEmail:
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Besichtigungsanfragen senden wir nur von bestätigten Konten. Öffnen Sie den Link aus unserer E-Mail, oder wählen Sie oben auf der Seite „E-Mail erneut senden“; Ihre Eingaben bleiben erhalten.',
    mailFailed:
      'Ihre Anfrage konnte gerade nicht zugestellt werden. Es ist nichts verloren: Bitte versuchen Sie es in einigen Minuten erneut.',
    unreachable:
      'Unser Anfrageservice ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut; Ihre Eingaben bleiben erhalten.',
    unexpected:
      'Beim Senden Ihrer Anfrage ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  },
} as const satisfies Translation<typeof en>
