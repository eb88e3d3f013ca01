import { BlockedGuestSchema, type BlockedGuest } from '@app/domain';
import type { DocReader, Unsubscribe } from '../docstore/port';
import { type Entity, defineCollection } from './collection-def';
import { CollectionReader } from './collection-reader';
import type { RepositoryOptions } from './invalid-document-error';

/** `blockedGuests/{restaurantId}_{digest}`: the addresses a venue no longer takes online requests from. */
export const blockedGuestsCollection = defineCollection('blockedGuests', BlockedGuestSchema);

/** Most blocked addresses a venue's list shows (the newest). */
export const BLOCKED_GUESTS_CAP = 100;

/** Reads of a venue's blocked addresses (issue 49), newest first, live. */
export function createBlockedGuestsRepository(reader: DocReader, options?: RepositoryOptions) {
  const blocked = new CollectionReader(reader, blockedGuestsCollection, options);
  const spec = (restaurantId: string) => ({
    where: [{ field: 'restaurantId', op: '==' as const, value: restaurantId }],
    orderBy: [{ field: 'blockedAt', direction: 'desc' as const }],
    limit: BLOCKED_GUESTS_CAP,
  });
  return {
    /** Once: the list changes only by staff's « Bloquer » / « Débloquer », which read it again. */
    list: (restaurantId: string): Promise<Entity<BlockedGuest>[]> => blocked.query(spec(restaurantId)),
    watch: (
      restaurantId: string,
      next: (items: Entity<BlockedGuest>[]) => void,
      error?: (err: Error) => void,
    ): Unsubscribe => blocked.watchQuery(spec(restaurantId), (list) => next(list.items), error),
  };
}

export type BlockedGuestsRepository = ReturnType<typeof createBlockedGuestsRepository>;
