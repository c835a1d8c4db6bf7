import { savedSearches } from '@/config/constants'
import { intlWholeNumber } from '@/lib/intl-format'
import type { Translation } from '@/config/translation'
import type * as en from './messages'

// Figures in German in any bundle (what formatNumber writes in a German build): the function
// carries every language's catalogue beside English's formats, and answers in the page's.
const figure = (value: number) => intlWholeNumber('de', value)

export const savedSearchMessages = {
  dialog: {
    title: 'Diese Suche speichern',
    description:
      'Speichern Sie diese Filter unter einem Namen Ihrer Wahl, und wir senden Ihnen neue passende Immobilien per E-Mail.',
    name: 'Name',
    frequency: 'Neue Treffer per E-Mail',
    save: 'Suche speichern',
    saving: 'Wird gespeichert…',
    cancel: 'Abbrechen',
    toProfile: 'Zu Ihrem Profil',
  },
  frequencies: { off: 'Nie', daily: 'Täglich', weekly: 'Wöchentlich' },
  words: {
    allEstates: 'Alle Immobilien auf dem Markt',
    searchFor: (words: string) => `„${words}“`,
    between: (low: string, high: string) => `${low} bis ${high}`,
    from: (amount: string) => `ab ${amount}`,
    upTo: (amount: string) => `bis ${amount}`,
    values: ', ',
    parts: ' · ',
    ellipsis: '…',
  },
  saved: (name: string) => `„${name}“ ist gespeichert. Sie finden die Suche in Ihrem Profil.`,
  savedAfterSignIn: (name: string) =>
    `Willkommen: Ihre Suche „${name}“ ist gespeichert. Legen Sie die E-Mail-Benachrichtigungen dafür in Ihrem Profil fest.`,
  validation: {
    nameRequired: 'Geben Sie dieser Suche einen Namen',
    nameTooLong: `Ein Name darf höchstens ${figure(savedSearches.nameMaxLength)} Zeichen lang sein`,
    queryInvalid: 'Diese Suche kann nicht gespeichert werden: Die Filter sind zu lang',
    frequencyInvalid: 'Wählen Sie, wie oft wir Ihnen schreiben: nie, täglich oder wöchentlich',
    nothingToChange: 'Geben Sie an, was sich ändern soll: der Name oder die Häufigkeit',
  },
  errors: {
    signIn:
      'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an; Ihre Suche bleibt erhalten.',
    verifyEmail:
      'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie Suchen speichern: Öffnen Sie den Link, den wir Ihnen gesendet haben, oder fordern Sie in Ihrem Profil einen neuen an.',
    tooMany: `Sie haben bereits ${figure(savedSearches.maxPerAccount)} gespeicherte Suchen, das Maximum. Löschen Sie eine in Ihrem Profil, um diese zu speichern.`,
    notFound:
      'Diese gespeicherte Suche existiert nicht mehr. Sie wurde möglicherweise in einem anderen Fenster gelöscht.',
    invalid: 'Einige Angaben bedürfen einer Prüfung: Beachten Sie die Hinweise bei den Feldern.',
    tooLarge: 'Diese Suche ist zu lang, um sie zu speichern.',
    unreachable:
      'Unser Server ist nicht erreichbar: Möglicherweise sind Sie offline. Es ist nichts verloren; versuchen Sie es in einem Moment erneut.',
    unexpected:
      'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es in einem Moment erneut.',
  },
  profile: {
    heading: 'Gespeicherte Suchen',
    loading: 'Ihre gespeicherten Suchen werden geladen…',
    loadFailed:
      'Ihre gespeicherten Suchen konnten nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    sectionLoadFailed:
      'Dieser Teil der Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    emptyTitle: 'Noch keine gespeicherten Suchen',
    emptyBody:
      'Wählen Sie Ihre Filter auf der Startseite und dann „Diese Suche speichern“, um sie hier aufzubewahren, auf Wunsch mit E-Mail-Benachrichtigungen.',
    browse: 'Immobilien suchen',
    frequencyLabel: (name: string) => `Neue Treffer für ${name} per E-Mail`,
    rename: 'Umbenennen',
    renameLabel: (name: string) => `${name} umbenennen`,
    newName: 'Neuer Name',
    saveName: 'Namen speichern',
    cancel: 'Abbrechen',
    delete: 'Löschen',
    deleteLabel: (name: string) => `${name} löschen`,
    confirmDelete: (name: string) => `„${name}“ löschen?`,
    confirm: 'Ja, löschen',
    keep: 'Behalten',
    renamed: (name: string) => `Umbenannt in „${name}“.`,
    frequencyChanged: (name: string, frequency: string) =>
      `E-Mail-Benachrichtigungen für „${name}“: ${frequency.toLowerCase()}.`,
    deleted: (name: string) => `„${name}“ wurde gelöscht.`,
  },
} as const satisfies Translation<typeof en.savedSearchMessages>

export const saveSearchButtonMessages = {
  save: 'Diese Suche speichern',
  signInToSave:
    'Melden Sie sich an, um diese Suche zu speichern: Sie wird sofort danach gespeichert.',
  loadFailed:
    'Das Speichern von Suchen konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
} as const satisfies Translation<typeof en.saveSearchButtonMessages>
