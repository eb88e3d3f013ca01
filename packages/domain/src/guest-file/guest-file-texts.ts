/**
 * French texts of a venue's guest file (issue 39, staff-operations §2 « Réservation » / « Client »): its fields,
 * the tags staff are offered, the automatic labels and the messages of its editor.
 */
export const GUEST_FILE_TEXTS = {
  title: 'Fiche client',
  allergies: 'Allergies et régimes',
  note: 'Note client',
  tags: 'Tags',
  suggestedTags: 'Tags suggérés',
  freeTag: 'Autre tag',
  addTag: 'Ajouter',
  removeTag: (tag: string) => `Retirer le tag ${tag}`,
  noTag: 'Aucun tag',
  none: '—',
  edit: 'Modifier la fiche',
  save: 'Enregistrer',
  cancel: 'Annuler',
  saved: 'Fiche client mise à jour !',
  saveFailed: '❌ Erreur lors de la mise à jour',
  venueOnly: 'Visible seulement par ce restaurant.',
  tooManyTags: (max: number) => `Pas plus de ${max} tags`,
  lastVisit: 'Dernière visite',
  averageSpend: 'Addition moyenne',
  noVisitYet: 'Aucune visite',
  labels: 'Repères',
} as const;

/**
 * The tags offered as toggles (issue 39: « VIP, habitué, anniversaire, allergie… »), in the order shown. A free tag
 * that matches one of them, whatever its case or accents, takes its spelling (normalizeGuestTags).
 */
export const SUGGESTED_GUEST_TAGS = [
  'VIP',
  'Habitué',
  'Anniversaire',
  'Allergie',
  'Végétarien',
  'Enfants',
  'Terrasse',
  'Presse',
] as const;

/** Longest text of each guest-file field, and how many tags a guest may carry. */
export const GUEST_FILE_LIMITS = {
  allergies: 300,
  /** The venue's note: the same bound as the profile's notes (CUSTOMER_NOTES_MAX). */
  notes: 2000,
  tag: 30,
  tags: 12,
} as const;
