import type { ConsentMethod } from '../schemas/consent-proof';

/** One channel's state at one venue, as the customer space shows it. */
export interface MyConsentState {
  granted: boolean;
  /** When it was last decided (ISO), absent when never asked. */
  at?: string;
  method?: ConsentMethod;
}

/** A venue that knows the customer, with its consents (`getMyPrivacy`). */
export interface MyVenueConsents {
  restaurantId: string;
  restaurantName: string;
  restaurantEmoji: string;
  email: MyConsentState;
  sms: MyConsentState;
}

/** What « Mes données et mes choix » shows: each venue's consents, and the terms accepted. */
export interface MyPrivacy {
  email: string;
  /** When the terms of use were accepted (ISO), absent for an account made before they were recorded. */
  termsAcceptedAt?: string;
  venues: MyVenueConsents[];
}

/** How a consent was collected, in the customer's words. */
export const CONSENT_METHOD_LABELS: Record<ConsentMethod, string> = {
  form: 'en ligne',
  tablet: 'sur la tablette du restaurant',
  staff: 'auprès du restaurant',
  import: 'repris des données antérieures',
  unsubscribe: 'par un lien de désinscription',
};
