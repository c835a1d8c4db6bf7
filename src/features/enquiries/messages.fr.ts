import { sharedMessages } from '@/components/messages.fr'
import { enquiry } from '@/config/constants'
import { intlWholeNumber } from '@/lib/intl-format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import type { enquiryMessages as en } from './messages'

// Figures in French in any bundle (what formatNumber writes in a French build): the function
// carries every language's catalogue beside English's formats, and answers in the page's.
const figure = (value: number) => intlWholeNumber('fr', value)

const inMinutes = (minutes: number) =>
  `${figure(minutes)} ${plural(minutes, { one: 'minute', other: 'minutes' }, 'fr')}`

// Feminine, as the dates and times they count ("une date", "trois dates").
const numberWords = [
  'aucune',
  'une',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
]
const inWords = (count: number) => numberWords[count] ?? figure(count)

/** The agent's languages as the data names them (in English), in this language's words. */
const languageNames: Record<string, string> = {
  English: 'anglais',
  French: 'français',
  German: 'allemand',
  Italian: 'italien',
  Dutch: 'néerlandais',
  Swedish: 'suédois',
  Portuguese: 'portugais',
  Arabic: 'arabe',
  Mandarin: 'mandarin',
  Japanese: 'japonais',
  Spanish: 'espagnol',
  Russian: 'russe',
}

export const enquiryMessages = {
  formTitle: 'Demander une visite',
  name: 'Nom',
  email: 'Adresse e-mail',
  phoneOptional: 'Téléphone (facultatif)',
  phone: 'Téléphone',
  dates: `Dates et heures souhaitées (jusqu’à ${inWords(enquiry.maxDates)}, dans les ${figure(enquiry.horizonDays)} prochains jours)`,
  date: (slot: number) => `Créneau ${slot}`,
  messageOptional: 'Message (facultatif)',
  message: 'Votre message',
  messageCount: (length: number) =>
    `${figure(length)} sur ${figure(enquiry.messageMaxLength)} caractères`,
  consent: 'J’accepte que l’agent me contacte au sujet de cette demande.',
  send: 'Envoyer la demande',
  sending: 'Envoi en cours…',
  sentTo: (recipient: string) => `Demande envoyée à ${recipient}`,
  copySent: 'Une copie vous a été envoyée par e-mail. Voici votre demande\u202f:',
  whatYouSent: 'Voici votre demande\u202f:',
  preferredTimes: 'Créneaux souhaités',
  /** "mercredi 25 novembre 2026 à 10:30". */
  dateLocale: 'fr-FR',
  another: 'Demander une autre visite',
  similar: {
    formTitle: 'Rechercher une propriété semblable',
    intro: {
      sold: 'Cette propriété a été vendue. Dites-nous ce que vous y avez aimé, et l’agent recherchera pour vous une propriété semblable.',
      let: 'Cette propriété a été louée. Dites-nous ce que vous y avez aimé, et l’agent recherchera pour vous une propriété semblable.',
    },
    another: 'Envoyer une autre demande',
  },
  agent: {
    yours: 'Votre agent pour cette propriété',
    office: 'Contactez notre bureau privé',
    portrait: (name: string) => `Portrait de ${name}`,
    monogram: 'LL',
    speaks: (languages: readonly string[]) =>
      `Parle ${languages.map((name) => languageNames[name] ?? name).join(', ')}`,
    call: 'Appeler',
    email: 'E-mail',
  },
  sent: (agent: string) => `Votre demande a été transmise à ${agent}.`,
  validation: {
    ...sharedMessages.validation,
    nameTooLong: `Le nom ne peut dépasser ${figure(enquiry.nameMaxLength)} caractères`,
    phoneInvalid:
      'Saisissez un numéro de téléphone\u202f: des chiffres et des espaces, éventuellement précédés d’un +',
    datesRequired: 'Choisissez au moins une date et une heure pour la visite',
    datesTooMany: `Choisissez au plus ${inWords(enquiry.maxDates)} dates et heures`,
    dateInvalid: 'Saisissez une date et une heure complètes',
    dateInPast: 'Choisissez une date et une heure à venir',
    dateTooFar: `Choisissez une date dans les ${figure(enquiry.horizonDays)} prochains jours`,
    messageTooLong: `Le message ne peut dépasser ${figure(enquiry.messageMaxLength)} caractères`,
    consentRequired: 'Veuillez accepter que l’agent vous contacte au sujet de cette demande',
    datesNotWanted: 'Une demande de propriété semblable ne comporte pas de dates de visite',
    estateRequired: 'Indiquez la propriété concernée par cette demande',
    timeZoneInvalid: 'Fuseau horaire inconnu',
  },
  errors: {
    signIn:
      'Votre session a expiré. Veuillez vous reconnecter pour envoyer votre demande\u202f; votre saisie est conservée.',
    estateGone: 'Cette propriété n’est plus proposée\u202f: la demande n’a pas pu être envoyée.',
    notViewable:
      'Cette propriété n’est plus sur le marché et ne peut donc être visitée. Actualisez la page pour demander une propriété semblable.',
    invalid: 'Certaines informations sont à revoir\u202f: voyez les messages près des champs.',
    tooLarge: 'Cette demande est trop longue pour être envoyée. Veuillez raccourcir votre message.',
    rateLimited: (limit: number, minutes: number) =>
      `Vous avez envoyé ${figure(limit)} demandes de visite au cours de la dernière heure. Veuillez réessayer dans ${inMinutes(minutes)}.`,
    agentBusy: (minutes: number) =>
      `Cet agent a reçu de nombreuses demandes de visite au cours de la dernière heure. Veuillez réessayer dans ${inMinutes(minutes)}.`,
    addressBusy: (minutes: number) =>
      `De nombreuses demandes de visite sont parties de votre réseau au cours de la dernière heure. Veuillez réessayer dans ${inMinutes(minutes)}.`,
    verifyEmail:
      'Vérifiez d’abord votre adresse e-mail\u202f: nous n’envoyons les demandes de visite que depuis des comptes vérifiés. Ouvrez le lien que nous vous avons envoyé, ou appuyez sur «\u202fRenvoyer l’e-mail\u202f» en haut de la page\u202f; votre saisie est conservée.',
    mailFailed:
      'Nous n’avons pas pu transmettre votre demande pour le moment. Rien n’est perdu\u202f: veuillez réessayer dans quelques minutes.',
    unreachable:
      'Notre service de demandes est injoignable. Vérifiez votre connexion et réessayez\u202f; votre saisie est conservée.',
    unexpected: 'Une erreur est survenue lors de l’envoi de votre demande. Veuillez réessayer.',
  },
} as const satisfies Translation<typeof en>
