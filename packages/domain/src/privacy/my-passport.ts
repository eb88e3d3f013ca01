import type { ConsentProof } from '../schemas/consent-proof';
import type { RewardStatus } from '../schemas/reward';

/**
 * « Mon passeport » (issue 54, ARCHITECTURE §10): what each venue of the group holds of the signed-in customer,
 * read from that venue's own view, one venue at a time. Staff notes are never shown, only counted.
 */

/** The identity fields a venue holds of the customer, as it was given them ('' fields left out). */
export type PassportIdentity = Partial<
  Record<'name' | 'firstName' | 'lastName' | 'email' | 'phone' | 'birthDate' | 'postalCode', string>
>;

/** One channel's consent at one venue, with its proof (absent: never asked, hence not given). */
export interface PassportConsent {
  granted: boolean;
  proof?: ConsentProof;
}

/** A voucher the venue holds for the customer (the ones « Oublier cette adresse » forfeits when active). */
export interface PassportVoucher {
  id: string;
  description: string;
  status: RewardStatus;
  expiryDate?: string;
}

/** One venue's view of the customer. */
export interface PassportVenue {
  restaurantId: string;
  restaurantName: string;
  restaurantEmoji: string;
  identity: PassportIdentity;
  consents: { email: PassportConsent; sms: PassportConsent };
  /** Honoured visits here: completed bookings and declared visits. */
  visits: number;
  lastVisit?: string;
  points: number;
  vouchers: PassportVoucher[];
  allergies: string;
  /** The venue's tags on the guest (« Anniversaire », « Terrasse »): their preferences. */
  preferences: string[];
  /** « notes de l'équipe »: how many the venue keeps, never their text. */
  teamNotes: number;
  /** When the venue last used the view (ISO): its latest loyalty activity, else the view's last change. */
  lastUsedAt?: string;
}

/** `getMyPassport` answer: the venues that hold a view of the customer, most recently used first. */
export interface MyPassport {
  venues: PassportVenue[];
}
