/**
 * The browser's reads: one DocReader for the app (the http driver in embedded mode, with the user's ID token)
 * and the repositories built over it.
 */
import {
  createClosedSlotsRepository,
  createCustomersRepository,
  createFloorPlansRepository,
  createHttpReader,
  createLoyaltyRepository,
  createReservationsRepository,
  createRestaurantsRepository,
  createUsersRepository,
} from '@app/data';
import type { DocReader } from '@app/data';
import { config } from '../config/env';
import { firebase } from './firebase';

/** The repositories the back office reads through. */
export function createRepositories(reader: DocReader) {
  return {
    reservations: createReservationsRepository(reader),
    restaurants: createRestaurantsRepository(reader),
    users: createUsersRepository(reader),
    floorPlans: createFloorPlansRepository(reader),
    closedSlots: createClosedSlotsRepository(reader),
    customers: createCustomersRepository(reader),
    loyalty: createLoyaltyRepository(reader),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** The DocReader of the configured backend. */
export function createDocReader(): DocReader {
  if (config.backend !== 'embedded') {
    throw new Error('Le mode Firebase du back-office attend le pilote firestore-web (@app/data/web).');
  }
  return createHttpReader({
    baseUrl: config.storeBase,
    getToken: async () => {
      const user = firebase().auth.currentUser;
      return user ? user.getIdToken() : null;
    },
  });
}
