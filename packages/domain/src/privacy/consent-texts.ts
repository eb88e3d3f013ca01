/**
 * The words shown next to each consent box, kept with the decision as its proof (ARCHITECTURE §9). One place, so
 * that the screens show exactly what the server records.
 */
export const CONSENT_TEXTS = {
  /** The registration's required box (portal and tablet). */
  terms: "J'accepte les conditions d'utilisation et la politique de confidentialité",
  /** The tablet's optional box: it names the venue whose tablet it is. */
  tabletMarketing: (restaurantName: string) =>
    `J'accepte de recevoir les offres de ${restaurantName} par email et SMS`,
  /** The customer space's boxes, one per venue and channel. */
  spaceEmail: (restaurantName: string) => `Recevoir les offres de ${restaurantName} par e-mail`,
  spaceSms: (restaurantName: string) => `Recevoir les offres de ${restaurantName} par SMS`,
  /** The customer space's withdrawal, applied to every venue at once. */
  spaceWithdrawal: 'Retrait dans l’espace client, pour tous les restaurants',
  /** « Ne plus me contacter » of the passport: one venue, every channel (issue 54). */
  passportStop: (restaurantName: string) =>
    `« Ne plus me contacter » dans le passeport, pour ${restaurantName}`,
  /** « Partager mes allergies avec… » of the passport: the copy's proof (issue 54). */
  passportAllergies: (from: string, to: string) =>
    `Allergies partagées par le client depuis ${from} avec ${to}`,
  /** The staff profile's boxes (the customer told the venue). */
  staffEmail: 'Le client accepte de recevoir les offres du restaurant par e-mail (recueilli par l’équipe)',
  staffSms: 'Le client accepte de recevoir les offres du restaurant par SMS (recueilli par l’équipe)',
  staffRgpd: 'Le client accepte le traitement de ses données par le restaurant (recueilli par l’équipe)',
  /** An unsubscribe link or the one-click header of a campaign mail, applied to every venue at once. */
  unsubscribe: 'Désinscription depuis le lien d’un e-mail, pour tous les restaurants',
  /** Consents of a store made before proofs were kept. */
  imported: 'Repris des données antérieures (texte affiché non conservé)',
} as const;
