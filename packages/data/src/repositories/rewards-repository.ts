import {
  RewardAuditSchema,
  RewardUsageSchema,
  RewardVoucherSchema,
  type RewardUsage,
  type RewardVoucher,
} from '@app/domain';
import type { DocReader } from '../docstore/port';
import { type Entity, defineCollection } from './collection-def';
import { CollectionReader } from './collection-reader';
import { CollectionWriter } from './collection-writer';
import type { RepositoryOptions } from './invalid-document-error';

export const rewardsCollection = defineCollection('rewards', RewardVoucherSchema);
export const rewardUsagesCollection = defineCollection('rewardUsages', RewardUsageSchema);
/** Who used and gave back each voucher (staff-only, written by the till's callables). */
export const rewardAuditCollection = defineCollection('rewardAudit', RewardAuditSchema);
export const rewardsWriter = new CollectionWriter(rewardsCollection);
export const rewardUsagesWriter = new CollectionWriter(rewardUsagesCollection);

/** Most vouchers or usages a list loads at once. */
export const REWARDS_CAP = 500;

const newestFirst = <T extends { createdAt: string }>(list: T[]): T[] =>
  list.sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** Reads of reward vouchers (`rewards`) and of their use at the till (`rewardUsages`). */
export function createRewardsRepository(reader: DocReader, options?: RepositoryOptions) {
  const rewards = new CollectionReader(reader, rewardsCollection, options);
  const usages = new CollectionReader(reader, rewardUsagesCollection, options);

  return {
    getById: (id: string): Promise<Entity<RewardVoucher> | null> => rewards.get(id),

    /** The voucher with this REWARD: barcode at a restaurant (what the scan page validates). */
    async findByBarcode(input: {
      restaurantId: string;
      barcode: string;
    }): Promise<Entity<RewardVoucher> | null> {
      const list = await rewards.query({
        where: [
          { field: 'restaurantId', op: '==', value: input.restaurantId },
          { field: 'barcode', op: '==', value: input.barcode },
        ],
        limit: 1,
      });
      return list[0] ?? null;
    },

    /** A customer's vouchers, newest first, optionally at one restaurant. */
    async listForCustomer(input: { email: string; restaurantId?: string }): Promise<Entity<RewardVoucher>[]> {
      return newestFirst(
        await rewards.query({
          where: [
            ...(input.restaurantId
              ? [{ field: 'restaurantId', op: '==' as const, value: input.restaurantId }]
              : []),
            { field: 'customerEmail', op: '==', value: input.email.trim().toLowerCase() },
          ],
          limit: REWARDS_CAP,
        }),
      );
    },

    /** Every voucher of a restaurant (reward analytics: active, used, total), newest first. */
    async listForRestaurant(input: { restaurantId: string }): Promise<Entity<RewardVoucher>[]> {
      return newestFirst(
        await rewards.query({
          where: [{ field: 'restaurantId', op: '==', value: input.restaurantId }],
          limit: REWARDS_CAP,
        }),
      );
    },

    /** Vouchers applied at a restaurant since `since` (ISO timestamp), newest first. */
    listUsagesSince(input: { restaurantId: string; since: string }): Promise<Entity<RewardUsage>[]> {
      return usages.query({
        where: [
          { field: 'restaurantId', op: '==', value: input.restaurantId },
          { field: 'usedAt', op: '>=', value: input.since },
        ],
        orderBy: [{ field: 'usedAt', direction: 'desc' }],
        limit: REWARDS_CAP,
      });
    },
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
