import { DINER_RESERVATIONS_COLLECTION, DinerReservationSchema } from '@app/domain';
import { defineCollection } from './collection-def';

/**
 * The diners' copies of their reservations (read model; the server writes them with each reservation). The space
 * reads them through my-space-reads and my-past-visits; this definition names their schema.
 */
export const dinerReservationsCollection = defineCollection(
  DINER_RESERVATIONS_COLLECTION,
  DinerReservationSchema,
);
