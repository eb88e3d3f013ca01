/**
 * What « Télécharger mes données » gives (art. 15 and 20 RGPD, ARCHITECTURE §9): every document the product holds
 * about one customer, grouped by venue, as JSON (machine-readable) and CSV (one row per field). Built on the server
 * (exportMyData, exportCustomerData); the document lists are bounded and say when they were cut.
 */

/** The kinds of documents an export lists, with their French titles (the CSV's « Catégorie » column). */
export const DATA_EXPORT_SECTIONS = {
  profile: 'Fiche du restaurant',
  reservations: 'Réservations',
  archivedReservations: 'Réservations archivées',
  reviews: 'Avis',
  vouchers: 'Bons et cadeaux',
  voucherUsages: 'Utilisations de bons',
  loyaltyLedger: 'Historique des points',
  visits: 'Points par visite',
  waitlist: "Liste d'attente",
  emails: 'E-mails envoyés',
  campaignEvents: "Ouvertures et clics d'e-mails d'offres",
} as const;
/** A key of {@link DATA_EXPORT_SECTIONS}. */
export type DataExportSection = keyof typeof DATA_EXPORT_SECTIONS;

/** A stored document as exported: its id and fields (internal search tokens left out). */
export type ExportedDocument = { id: string } & Record<string, unknown>;

/** What one venue holds about the customer. */
export interface VenueDataExport {
  restaurantId: string;
  restaurantName: string;
  /** The venue's own view of the customer (contact as given there, figures, consents and their proofs, notes). */
  profile: ExportedDocument | null;
  documents: Record<Exclude<DataExportSection, 'profile'>, ExportedDocument[]>;
}

/** The whole export. */
export interface CustomerDataExport {
  /** When it was made (ISO). */
  generatedAt: string;
  /** The identity (`customers/{id}`): present for the customer's own export and master_admin's. */
  account: ExportedDocument | null;
  /** Whether a password is set (its hash is never given). */
  hasPassword: boolean;
  venues: VenueDataExport[];
  /** True when a list reached the export's bound ({@link DATA_EXPORT_MAX_PER_LIST}): the rest is on request. */
  truncated: boolean;
}

/** The « Restaurant » column of the account's rows. */
export const ACCOUNT_VENUE_LABEL = 'Compte client';

/** Most documents of one kind an export lists (the callable's reads stay bounded whatever the history). */
export const DATA_EXPORT_MAX_PER_LIST = 200;
