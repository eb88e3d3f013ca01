import { RESERVATION_MESSAGES } from '../errors/staff-messages';

/** Texts of the bills staff enter and of the discount vouchers diners buy with points (issue 39, ARCHITECTURE §9). */
export const SPEND_MESSAGES = {
  /** The bill field of « Terminer » and of the detail page. */
  billLabel: 'Addition (€)',
  billHint: 'Facultatif, par exemple 86,50',
  billInvalid: 'Montant invalide : saisissez un nombre en euros, par exemple 86,50',
  billCents: 'Le montant ne peut avoir que deux chiffres après la virgule',
  /** The cap of issue 37 (MAX_AMOUNT_SPENT). */
  billRange: RESERVATION_MESSAGES.amountSpentRange,
  billNotCompleted: 'L’addition ne peut être saisie que pour une réservation terminée',
  billArchived: 'Cette réservation est archivée : son addition ne peut plus être modifiée',
  billSaved: 'Addition enregistrée',
  billRemoved: 'Addition retirée',
  billError: 'Erreur lors de l’enregistrement de l’addition',
  /** History entries of a bill: « Addition : 86,50 € », « Addition retirée ». */
  billEntry: (amount: string) => `Addition : ${amount}`,
  billEntryRemoved: 'Addition retirée',
  /** The day screen: « Addition saisie : 1 234,50 € sur 12 tables ». */
  dayTakings: (amount: string, tables: number) =>
    `Addition saisie : ${amount} sur ${tables} table${tables > 1 ? 's' : ''}`,
  completeTitle: 'Terminer la réservation',
  completeIntro: 'Saisissez l’addition si vous la connaissez : le client gagne ses points sur ce montant.',
  completeAction: 'Terminer',
  billEdit: 'Modifier l’addition',
  billAdd: 'Saisir l’addition',
  billSave: 'Enregistrer l’addition',
  billNone: 'Aucune addition saisie',
  billPoints: (points: string) => `${points} gagnés sur cette addition`,
  /** Discount vouchers bought with points (spec: « 100 points = one 10 euro discount »). */
  discountRate: (points: number, euros: string) => `${points} points = un bon de réduction de ${euros}`,
  discountDescription: (euros: string) => `Bon de réduction ${euros}`,
  discountConvert: (points: number, euros: string) => `Convertir ${points} points en bon de ${euros}`,
  discountConfirmTitle: (points: number, euros: string) =>
    `Convertir ${points} points en un bon de réduction de ${euros} ?`,
  discountConfirmBalance: (before: string, after: string) => `Votre solde passera de ${before} à ${after}.`,
  discountConfirmAction: 'Confirmer la conversion',
  discountPointsNeeded: (points: number) => `Il vous faut ${points} points pour obtenir ce bon de réduction`,
  discountUnavailable: 'Ce restaurant ne propose pas de bon de réduction',
  /** Points taken back left the balance below 0 (issue 49): no conversion until it is positive again. */
  discountNegativeBalance: (points: string) =>
    `Votre solde est de ${points} points : les conversions reprendront quand il sera de nouveau positif`,
  discountCreated: 'Bon de réduction créé ! Il vous a aussi été envoyé par e-mail.',
  discountError: 'Erreur lors de la création du bon de réduction',

  /** Loyalty settings: the discount rate and the value of each gift. */
  discountSettingsTitle: 'Bons de réduction',
  discountEnabled: 'Les clients peuvent convertir leurs points en bon de réduction',
  discountPointsLabel: 'Points par bon',
  discountValueLabel: 'Valeur du bon (€)',
  giftValueLabel: 'Valeur (€)',
  giftValueHint: 'Facultatif : compté en euros dans les statistiques des bons',
  discountPointsRange: 'Le nombre de points d’un bon doit être un entier entre 1 et 1 000 000',
  discountValueRange: 'La valeur du bon doit être comprise entre 0,01 € et 1 000 €',
  giftValueRange: 'La valeur d’un cadeau doit être comprise entre 0 et 1 000 €',
} as const;
