/**
 * The browser's reads: one DocReader for the app (the http driver with the user's ID token in embedded mode,
 * the Firestore web SDK in Firebase mode) and the repositories built over it.
 */
import {
  createBlockedGuestsRepository,
  createCampaignsRepository,
  createClosedSlotsRepository,
  createCustomersRepository,
  createFloorPlansRepository,
  createHttpReader,
  createLoyaltyRepository,
  createReservationsRepository,
  createRestaurantsRepository,
  createReviewsRepository,
  createUsersRepository,
  lazyReader,
} from '@app/data';
import type { DocReader } from '@app/data';
import { config, EMBEDDED } from '../config/env';
import { firebase } from './firebase';
import { createAnalyticsReads } from './analytics-reads';

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
    campaigns: createCampaignsRepository(reader),
    analytics: createAnalyticsReads(reader),
    blockedGuests: createBlockedGuestsRepository(reader),
    reviews: createReviewsRepository(reader),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/**
 * The DocReader of the backend this build talks to. One expression on the build-time EMBEDDED, so that a Firebase
 * build holds no local store driver and an embedded build loads no Firestore.
 */
export function createDocReader(): DocReader {
  return EMBEDDED
    ? createHttpReader({
        baseUrl: config.storeBase,
        getToken: async () => {
          const user = firebase().auth.currentUser;
          return user ? user.getIdToken() : null;
        },
      })
    : lazyReader(async () => {
        const [{ WebStore }, { getFirestore }] = await Promise.all([
          import('@app/data/web'),
          import('firebase/firestore'),
        ]);
        return new WebStore(getFirestore(firebase().app));
      });
}
