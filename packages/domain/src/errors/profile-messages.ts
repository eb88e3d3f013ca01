/** Customer profile form, customer space and admin profile (customer-flows §5, administration §5). */
export const PROFILE_MESSAGES = {
  emailRequired: "L'email est obligatoire",
  invalidEmail: "Format d'email invalide",
  nameRequired: 'Le nom est obligatoire',
  phoneRequired: 'Le téléphone est obligatoire',
  updateError: 'Erreur lors de la mise à jour du profil',
  updated: 'Profil mis à jour avec succès !',
} as const;
