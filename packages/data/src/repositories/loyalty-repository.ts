import {
  DEFAULT_LOYALTY_CONFIG,
  LoyaltyConfigSchema,
  LoyaltyLedgerEntrySchema,
  LoyaltyPointsRecordSchema,
  normalizeLoyaltyConfig,
  type LoyaltyConfig,
  type LoyaltyLedgerEntry,
  type LoyaltyPointsRecord,
} from '@app/domain';
import { z } from 'zod';
import type { DocReader, DocSnapshot, Unsubscribe } from '../docstore/port';
import { type Entity, defineCollection, docPath } from './collection-def';
import { CollectionReader } from './collection-reader';
import { CollectionWriter } from './collection-writer';
import type { RepositoryOptions } from './invalid-document-error';

/** Server-only append-only ledger (contracts: `loyaltyLedger`, deterministic ids). */
export const loyaltyLedgerCollection = defineCollection('loyaltyLedger', LoyaltyLedgerEntrySchema);
export const loyaltyPointsCollection = defineCollection('loyaltyPoints', LoyaltyPointsRecordSchema);
export const loyaltyLedgerWriter = new CollectionWriter(loyaltyLedgerCollection);
export const loyaltyPointsWriter = new CollectionWriter(loyaltyPointsCollection);

/** What a `settings/loyalty_config_{restaurantId}` document holds: the configuration and who it belongs to. */
export const LoyaltyConfigDocSchema = LoyaltyConfigSchema.extend({
  restaurantId: z.string().min(1),
  updatedAt: z.string().optional(),
  updatedBy: z.string().optional(),
});
export const loyaltyConfigCollection = defineCollection('settings', LoyaltyConfigDocSchema);
export const loyaltyConfigWriter = new CollectionWriter(loyaltyConfigCollection);

/** Document id of a restaurant's loyalty configuration (contracts). */
export function loyaltyConfigId(restaurantId: string): string {
  return `loyalty_config_${restaurantId}`;
}

/**
 * The configuration a stored document stands for. Stored documents may come from the old product (gifts as a
 * keyed map, blank values, missing gift interval): the spec migrates them to defaults, so this never fails.
 */
export function loyaltyConfigFromSnapshot(snap: DocSnapshot): LoyaltyConfig {
  if (!snap.exists) return normalizeLoyaltyConfig({ raw: DEFAULT_LOYALTY_CONFIG });
  return normalizeLoyaltyConfig({ raw: snap.data });
}

const byCreatedAt = <T extends { createdAt: string }>(list: T[]): T[] =>
  list.sort((a, b) => a.createdAt.localeCompare(b.createdAt));

/** Reads of the loyalty configuration, the ledger (server) and the walk-in points records. */
export function createLoyaltyRepository(reader: DocReader, options?: RepositoryOptions) {
  const ledger = new CollectionReader(reader, loyaltyLedgerCollection, options);
  const records = new CollectionReader(reader, loyaltyPointsCollection, options);
  const configPath = (restaurantId: string) =>
    docPath(loyaltyConfigCollection, loyaltyConfigId(restaurantId));

  return {
    /** The restaurant's configuration; the defaults when none was saved (every screen reads this one). */
    async getConfig(restaurantId: string): Promise<LoyaltyConfig> {
      return loyaltyConfigFromSnapshot(await reader.get(configPath(restaurantId)));
    },

    /** Whether the restaurant has saved its own configuration (the settings page creates it otherwise). */
    async hasConfig(restaurantId: string): Promise<boolean> {
      return (await reader.get(configPath(restaurantId))).exists;
    },

    watchConfig(
      restaurantId: string,
      next: (config: LoyaltyConfig) => void,
      error?: (err: Error) => void,
    ): Unsubscribe {
      return reader.onDoc(configPath(restaurantId), (snap) => next(loyaltyConfigFromSnapshot(snap)), error);
    },

    /** A customer's ledger at one restaurant, oldest first (server only: the ledger is readable by no client). */
    async listLedger(input: {
      customerId: string;
      restaurantId: string;
    }): Promise<Entity<LoyaltyLedgerEntry>[]> {
      return byCreatedAt(
        await ledger.query({
          where: [
            { field: 'customerId', op: '==', value: input.customerId },
            { field: 'restaurantId', op: '==', value: input.restaurantId },
          ],
        }),
      );
    },

    getLedgerEntry: (id: string): Promise<Entity<LoyaltyLedgerEntry> | null> => ledger.get(id),

    /** Walk-in points records of a restaurant (optionally one customer), oldest first. */
    async listPointsRecords(input: {
      restaurantId: string;
      customerId?: string;
    }): Promise<Entity<LoyaltyPointsRecord>[]> {
      return byCreatedAt(
        await records.query({
          where: [
            { field: 'restaurantId', op: '==', value: input.restaurantId },
            ...(input.customerId
              ? [{ field: 'customerId', op: '==' as const, value: input.customerId }]
              : []),
          ],
          limit: 1000,
        }),
      );
    },
  };
}

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
