import type { Transaction } from '@app/data';
import { AppError, MESSAGES } from '@app/domain';

/**
 * Refuses restaurant ids that name no restaurant. They end up in custom claims, which grant access and are
 * capped at 1000 bytes by Firebase Auth: an invitation with made-up or countless ids must not get that far.
 */
export async function assertRestaurantsExist(
  tx: Pick<Transaction, 'get'>,
  ids: readonly string[],
): Promise<void> {
  const snaps = await Promise.all([...new Set(ids)].map((id) => tx.get(`restaurants/${id}`)));
  if (snaps.some((snap) => !snap.exists))
    throw new AppError('restaurant-not-found', MESSAGES.generic.restaurantNotFound);
}
