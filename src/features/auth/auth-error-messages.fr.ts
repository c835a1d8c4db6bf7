import type { Translation } from '@/config/translation'
import type { authErrorMessages as en } from './auth-error-messages'

/** The identity provider's errors in French, by the codes the English catalogue names. */
export const authErrorMessages = {
  byCode: {
    'auth/invalid-credential': 'L’adresse e-mail et le mot de passe ne correspondent pas.',
    'auth/invalid-login-credentials': 'L’adresse e-mail et le mot de passe ne correspondent pas.',
    'auth/wrong-password': 'L’adresse e-mail et le mot de passe ne correspondent pas.',
    'auth/user-not-found': 'L’adresse e-mail et le mot de passe ne correspondent pas.',
    'auth/invalid-email': 'Cette adresse e-mail n’est pas valide.',
    'auth/missing-email': 'Veuillez saisir votre adresse e-mail.',
    'auth/missing-password': 'Veuillez saisir votre mot de passe.',
    'auth/user-disabled': 'Ce compte a été désactivé. Veuillez nous contacter.',
    'auth/too-many-requests': 'Trop de tentatives. Patientez un instant, puis réessayez.',
    'auth/email-already-in-use':
      'Cette adresse e-mail est déjà enregistrée. Veuillez plutôt vous connecter.',
    'auth/weak-password': 'Ce mot de passe est trop faible. Veuillez en choisir un plus robuste.',
    'auth/operation-not-allowed': 'Ce mode de connexion n’est pas activé pour ce site.',
    'auth/network-request-failed':
      'Le service de connexion est injoignable. Vérifiez votre connexion et réessayez.',
    'auth/timeout': 'Le service de connexion a mis trop de temps à répondre. Veuillez réessayer.',
    'auth/internal-error':
      'Le service de connexion est indisponible pour le moment. Veuillez réessayer plus tard.',
    'auth/popup-blocked':
      'Votre navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres pop-up pour ce site, puis réessayez.',
    'auth/popup-closed-by-user':
      'La fenêtre de connexion a été fermée avant la fin de la connexion.',
    'auth/cancelled-popup-request':
      'La fenêtre de connexion a été fermée avant la fin de la connexion.',
    'auth/user-cancelled': 'La connexion a été annulée.',
    'auth/unauthorized-domain': 'La connexion n’est pas autorisée depuis cette adresse.',
    'auth/account-exists-with-different-credential':
      'Un compte existe déjà pour cette adresse e-mail avec un autre mode de connexion. Veuillez utiliser celui-ci.',
    'auth/credential-already-in-use': 'Ce compte est déjà associé à un autre utilisateur.',
    'auth/requires-recent-login':
      'Pour votre sécurité, veuillez vous reconnecter avant de modifier ce paramètre.',
    'auth/user-token-expired': 'Votre session a expiré. Veuillez vous reconnecter.',
    'auth/invalid-user-token': 'Votre session a expiré. Veuillez vous reconnecter.',
    'auth/user-mismatch': 'Veuillez vous reconnecter avec le même compte.',
    'auth/invalid-photo-url': 'L’URL de la photo n’est pas valide.',
    'auth/invalid-display-name': 'Ce nom n’est pas valide.',
    'auth/no-current-user': 'Aucun compte n’est connecté.',
    'auth/web-storage-unsupported':
      'Votre navigateur bloque le stockage nécessaire à la connexion. Veuillez autoriser les cookies et les données de site.',
    'auth/quota-exceeded':
      'Le service de connexion est très sollicité. Veuillez réessayer dans quelques minutes.',
    'auth/expired-action-code': 'Ce lien a expiré. Veuillez en demander un nouveau.',
    'auth/invalid-action-code':
      'Ce lien n’est pas valide ou a déjà été utilisé. Veuillez en demander un nouveau.',
    'auth/invalid-recipient-email': 'Nous n’avons pas pu envoyer d’e-mail à cette adresse.',
    'auth/invalid-sender':
      'Nous n’avons pas pu envoyer l’e-mail pour le moment. Veuillez réessayer plus tard.',
    'auth/invalid-continue-uri': 'Le lien n’a pas pu être préparé pour ce site.',
    'auth/unauthorized-continue-uri': 'Le lien n’a pas pu être préparé pour ce site.',
    'auth/missing-continue-uri': 'Le lien n’a pas pu être préparé pour ce site.',
  },
  fallback: 'Une erreur est survenue. Veuillez réessayer.',
} satisfies Translation<typeof en>
