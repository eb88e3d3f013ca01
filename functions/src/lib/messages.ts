/**
 * French texts the callable framework itself shows (the spec's generic catalogue, staff-operations §8).
 * Business messages come from the domain's catalogue; these cover what no rule owns: a refused caller,
 * a missing sign-in, an unexpected failure, input the schema rejected without its own message.
 */
export const FRAMEWORK_MESSAGES = {
  permissionDenied: "Accès refusé : vous n'avez pas les permissions nécessaires",
  unauthenticated: 'Vous devez être connecté pour effectuer cette action',
  internal: 'Une erreur inattendue est survenue. Veuillez réessayer.',
  invalidInput: 'Données invalides',
  requiredField: 'Ce champ est obligatoire',
  notFound: 'Données non trouvées',
  alreadyExists: 'Cet élément existe déjà',
  aborted: "L'opération a été interrompue, veuillez réessayer",
  unavailable: 'Service temporairement indisponible, veuillez réessayer',
  failedPrecondition: "L'opération ne peut pas être effectuée dans l'état actuel",
  tooManyRequests: 'Trop de requêtes, veuillez réessayer dans quelques minutes',
} as const;
