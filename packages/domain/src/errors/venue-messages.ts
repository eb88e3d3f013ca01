import { capitalizeFirstLetter } from '../text/capitalize-first-letter';
/**
 * How the till names a voucher in a sentence: a gift by its name in quotes (« bon « Dessert offert » »), a discount
 * by its own name, which already says « Bon » (« bon de réduction 10,00 € », not « bon « Bon de réduction… » »).
 */
function voucherPhrase(voucherName: string): string {
  return /^bon\b/i.test(voucherName) ? `bon${voucherName.slice(3)}` : `bon « ${voucherName} »`;
}

/** In-venue flows (customer-flows §5, §8): code scanning, camera, loyalty tablet, invitations. */
export const SCAN_MESSAGES = {
  invalidCode: 'Code invalide',
  codeRequired: 'Veuillez saisir un code',
  voucherNotFound: 'Bon de remise non trouvé',
  /** The spec's one text for a used or expired voucher; the use or expiry date and time follow it when known. */
  voucherUsedOrExpired: 'Ce bon a déjà été utilisé/expiré',
  /** A voucher whose points were taken back (issue 49). */
  voucherCancelled: 'Ce bon a été annulé : les points qui l’avaient payé ont été repris',
  voucherUsed: (date: string) => `Ce bon a déjà été utilisé/expiré (utilisé le ${date})`,
  voucherExpired: (date: string) => `Ce bon a déjà été utilisé/expiré (expiré le ${date})`,
  voucherCheckError: 'Erreur lors de la vérification du bon',
  loyaltyCheckError: 'Erreur lors de la vérification de la fidélité',
  scanError: 'Erreur lors du scan',
  applyError: "Erreur lors de l'application de la remise",
  scanInProgress: 'Scan déjà en cours, veuillez patienter...',
  /** A LOYALTY: code no customer holds (no demo fallback: the till says so). */
  loyaltyCardNotFound: 'Carte de fidélité inconnue',
  /** A voucher of another venue than the one staff work for. */
  voucherOtherRestaurant: (restaurantName: string) => `Ce bon est à utiliser chez ${restaurantName}`,
  /** The till asks before using a voucher (issue 36): what it gives and whose it is. */
  confirmApply: (voucherName: string, customerName: string) =>
    customerName
      ? `Valider le ${voucherPhrase(voucherName)} de ${customerName} ?`
      : `Valider le ${voucherPhrase(voucherName)} ?`,
  applied: (voucherName: string, customerName: string) =>
    customerName
      ? `${capitalizeFirstLetter({ text: voucherPhrase(voucherName) })} validé pour ${customerName}`
      : `${capitalizeFirstLetter({ text: voucherPhrase(voucherName) })} validé`,
  undone: (voucherName: string) =>
    `Validation annulée : le ${voucherPhrase(voucherName)} est de nouveau disponible`,
  undoError: "Erreur lors de l'annulation de la validation",
  undoNotUsed: "Ce bon n'a pas été validé : rien à annuler",
  undoExpired: "La validation date de plus d'une minute : elle ne peut plus être annulée",
} as const;

/** Camera of the scan page (customer-flows §8). */
export const CAMERA_MESSAGES = {
  unavailable: 'Caméra non disponible sur cet appareil',
  startError: 'Impossible de démarrer la caméra',
  accessError: "Impossible d'accéder à la caméra",
} as const;

/** Loyalty tablet (customer-flows §5, §8). */
export const TABLET_MESSAGES = {
  invalidEstablishmentCode: 'Veuillez entrer un code valide',
  customerNotFound: "Aucun client trouvé avec ces informations. Veuillez créer un compte d'abord.",
  /** Several accounts hold the phone typed: the kiosk never guesses whose visit it is. */
  severalAccounts: 'Plusieurs comptes utilisent ce numéro : saisissez votre adresse e-mail.',
  addPointsError: "Erreur lors de l'ajout des points",
  addLoyaltyPointsError: "Erreur lors de l'ajout des points de fidélité",
  visitError: "Erreur lors de l'enregistrement de la visite",
  visitTooSoon: (hours: number, minutes: number) =>
    `Délai de 5h requis ! Prochaine visite possible dans ${hours}h ${minutes}min (depuis votre dernière activité)`,
  visitTooSoonShort: 'Délai de 5h requis entre deux visites',
  /** The kiosk's answer to a visit the 5-hour rule refuses: no points are added (issue 48, defect 15). */
  visitNotCounted: 'Visite non comptée : aucun point ajouté',
  customerRequired: 'Client requis',
  contactRequired: 'Téléphone ou email requis',
  /** « J'ai réservé » (issue 54): the name the booking was made under. */
  arrivalNameRequired: 'Saisissez votre nom',
  /** « J'ai réservé »: the last 4 digits of the phone given with the booking. */
  arrivalPhoneEndInvalid: 'Saisissez les 4 derniers chiffres de votre téléphone',
  termsRequired: 'Conditions générales requises',
  requiredFields: 'Veuillez remplir tous les champs obligatoires',
  giftReceived: 'Cadeau reçu par mail',
  // Pairing and device trust (ARCHITECTURE §8: the tablet is a paired device); not in the specified product.
  unknownCode: 'Code établissement inconnu',
  ambiguousCode: 'Plusieurs établissements correspondent à ce code : saisissez ses 6 caractères',
  deviceNameRequired: 'Donnez un nom à cette tablette',
  pairingForbidden: "Ce compte n'a pas accès à cet établissement",
  pairingSignInError: 'Email ou mot de passe incorrect',
  notPaired:
    "Cette tablette n'est plus associée à l'établissement. Saisissez le code pour l'associer à nouveau.",
  tooManyRequests: 'Trop de tentatives. Réessayez dans quelques minutes.',
  tabletNotFound: 'Tablette introuvable',
  accountCodeSent: (email: string) => `Un code de confirmation a été envoyé à ${email}`,
  offline: 'Connexion perdue : la visite sera enregistrée dès le retour du réseau',
} as const;

/** Invitation page (customer-flows §5, §8). */
export const INVITATION_MESSAGES = {
  allFields: 'Veuillez remplir tous les champs',
  missingToken: "Lien d'invitation invalide",
  invalidOrExpired: 'Invitation invalide ou expirée',
  invalidTitle: 'Invitation invalide',
  loadError: "Erreur lors du chargement de l'invitation",
  accountExists: 'Un compte existe déjà avec cet email',
  createError: 'Erreur lors de la création du compte',
  /** The invitation page's other spelling of the same fallback (customer-flows §8). */
  createErrorShort: 'Erreur lors de la création de compte',
} as const;
