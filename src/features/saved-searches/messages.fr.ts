import { savedSearches } from '@/config/constants'
import { intlWholeNumber } from '@/lib/intl-format'
import type { Translation } from '@/config/translation'
import type * as en from './messages'

// Figures in French in any bundle (what formatNumber writes in a French build): the function
// carries every language's catalogue beside English's formats, and answers in the page's.
const figure = (value: number) => intlWholeNumber('fr', value)

export const savedSearchMessages = {
  dialog: {
    title: 'Enregistrer cette recherche',
    description:
      'Conservez ces filtres sous le nom de votre choix\u202f: nous pourrons vous envoyer par e-mail les nouvelles propriétés qui y répondent.',
    name: 'Nom',
    frequency: 'M’envoyer les nouveautés par e-mail',
    save: 'Enregistrer la recherche',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    toProfile: 'Aller à votre profil',
  },
  frequencies: { off: 'Jamais', daily: 'Chaque jour', weekly: 'Chaque semaine' },
  words: {
    allEstates: 'Toutes les propriétés sur le marché',
    searchFor: (words: string) => `«\u202f${words}\u202f»`,
    between: (low: string, high: string) => `de ${low} à ${high}`,
    from: (amount: string) => `à partir de ${amount}`,
    upTo: (amount: string) => `jusqu’à ${amount}`,
    values: ', ',
    parts: ' · ',
    ellipsis: '…',
  },
  saved: (name: string) =>
    `«\u202f${name}\u202f» est enregistrée. Vous la retrouverez dans votre profil.`,
  savedAfterSignIn: (name: string) =>
    `Bienvenue\u202f: votre recherche «\u202f${name}\u202f» est enregistrée. Choisissez ses alertes e-mail dans votre profil.`,
  validation: {
    nameRequired: 'Donnez un nom à cette recherche',
    nameTooLong: `Le nom ne peut dépasser ${figure(savedSearches.nameMaxLength)} caractères`,
    queryInvalid: 'Cette recherche ne peut pas être enregistrée\u202f: ses filtres sont trop longs',
    frequencyInvalid:
      'Choisissez la fréquence des e-mails\u202f: jamais, chaque jour ou chaque semaine',
    nothingToChange: 'Indiquez ce qu’il faut modifier\u202f: le nom ou la fréquence',
  },
  errors: {
    signIn:
      'Votre session a expiré. Veuillez vous reconnecter\u202f; votre recherche est conservée.',
    verifyEmail:
      'Veuillez vérifier votre adresse e-mail avant d’enregistrer des recherches\u202f: ouvrez le lien que nous vous avons envoyé, ou demandez-en un nouveau depuis votre profil.',
    tooMany: `Vous conservez déjà ${figure(savedSearches.maxPerAccount)} recherches enregistrées, le maximum autorisé. Supprimez-en une dans votre profil pour enregistrer celle-ci.`,
    notFound:
      'Cette recherche enregistrée n’existe plus. Elle a peut-être été supprimée dans une autre fenêtre.',
    invalid: 'Certaines informations sont à revoir\u202f: voyez les messages près des champs.',
    tooLarge: 'Cette recherche est trop longue pour être enregistrée.',
    unreachable:
      'Notre serveur est injoignable\u202f: vous êtes peut-être hors ligne. Rien n’est perdu\u202f; réessayez dans un instant.',
    unexpected: 'Une erreur est survenue de notre côté. Veuillez réessayer dans un instant.',
  },
  profile: {
    heading: 'Recherches enregistrées',
    loading: 'Chargement de vos recherches enregistrées…',
    loadFailed:
      'Vos recherches enregistrées n’ont pas pu être chargées. Vérifiez votre connexion et réessayez.',
    sectionLoadFailed:
      'Cette partie de la page n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
    emptyTitle: 'Aucune recherche enregistrée pour le moment',
    emptyBody:
      'Choisissez vos filtres sur la page d’accueil et appuyez sur «\u202fEnregistrer cette recherche\u202f» pour les retrouver ici, avec des alertes e-mail si vous le souhaitez.',
    browse: 'Rechercher des propriétés',
    frequencyLabel: (name: string) => `M’envoyer les nouveautés de ${name} par e-mail`,
    rename: 'Renommer',
    renameLabel: (name: string) => `Renommer ${name}`,
    newName: 'Nouveau nom',
    saveName: 'Enregistrer le nom',
    cancel: 'Annuler',
    delete: 'Supprimer',
    deleteLabel: (name: string) => `Supprimer ${name}`,
    confirmDelete: (name: string) => `Supprimer «\u202f${name}\u202f»\u202f?`,
    confirm: 'Oui, supprimer',
    keep: 'La conserver',
    renamed: (name: string) => `Renommée en «\u202f${name}\u202f».`,
    frequencyChanged: (name: string, frequency: string) =>
      `Alertes e-mail pour «\u202f${name}\u202f»\u202f: ${frequency.toLowerCase()}.`,
    deleted: (name: string) => `«\u202f${name}\u202f» a été supprimée.`,
  },
} as const satisfies Translation<typeof en.savedSearchMessages>

export const saveSearchButtonMessages = {
  save: 'Enregistrer cette recherche',
  signInToSave:
    'Connectez-vous pour enregistrer cette recherche\u202f: elle le sera dès votre connexion.',
  loadFailed:
    'L’enregistrement des recherches n’a pas pu être chargé. Vérifiez votre connexion et appuyez à nouveau.',
} as const satisfies Translation<typeof en.saveSearchButtonMessages>
