import { RESERVATION_MESSAGES } from '../errors/staff-messages';

/** Texts of the bills staff enter on completed bookings (issue 39, ARCHITECTURE §9). */
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
} as const;
