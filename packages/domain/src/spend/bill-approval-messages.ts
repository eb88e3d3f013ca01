/** Texts of the bills held for a manager's approval and of what the points bought (issue 49, « Insider points »). */
export const BILL_APPROVAL_MESSAGES = {
  pendingBadge: 'En attente de validation',
  held: (amount: string, ceiling: string) =>
    `Addition de ${amount} au-dessus du plafond de ${ceiling} : en attente de validation par un responsable`,
  heldEntry: (amount: string) => `Addition de ${amount} en attente de validation`,
  approvedEntry: (amount: string) => `Addition de ${amount} validée`,
  refusedEntry: (amount: string) => `Addition de ${amount} refusée`,
  approve: 'Valider l’addition',
  refuse: 'Refuser l’addition',
  approved: 'Addition validée',
  refused: 'Addition refusée',
  approveError: 'Erreur lors de la validation de l’addition',
  forbidden: 'Seul un responsable (administrateur complet) peut valider ou refuser une addition',
  changed: 'L’addition en attente a changé : rechargez la réservation avant de décider',
  noneHeld: 'Aucune addition n’attend de validation sur cette réservation',
  enteredBy: (who: string, when: string) => `Saisie par ${who} le ${when}`,
  /** Paramètres › Fidélité. */
  ceilingLegend: 'Additions à valider',
  ceilingLabel: 'Plafond par couvert (€)',
  ceilingHint: (defaultText: string) =>
    `Au-delà, une addition saisie par un administrateur attend la validation d’un responsable. Vide : ${defaultText}`,
  ceilingDefault:
    '4 fois la dépense moyenne par couvert (au moins 60 €), 150 € tant que l’établissement a moins de 30 couverts facturés',
  /** A reversal that takes back what the points bought. */
  voucherCancelledReason:
    'Bon annulé : les points qui l’avaient payé ont été repris après la correction d’une addition',
  /** updateReservation. */
  emailLocked: 'L’e-mail d’une réservation terminée ne peut plus être modifié',
} as const;
