import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';
import {
  CreateRestaurantInputSchema,
  DEFAULT_LOYALTY_CONFIG,
  DEFAULT_RESTAURANT_SETTINGS,
  DeleteRestaurantInputSchema,
  LoyaltyConfigSchema,
  MESSAGES,
  SaveFloorPlanInputSchema,
  SaveLoyaltyConfigInputSchema,
  normalizeLoyaltyConfig,
  toEstablishmentCode,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { FRAMEWORK_MESSAGES } from '../../lib/messages';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import {
  isRestaurantStillHeld,
  removeRestaurantFromInvitations,
  removeRestaurantFromStaff,
} from '../users/remove-restaurant-access';
import { DELETED_RESTAURANTS, finishVenueErasure } from './erase-venue-people';
import { deleteDroppedFiles, fileUrlsOf } from './restaurant-files';
import { ESTABLISHMENT_ROLES } from './restaurant-settings';
import { freeSlugFor } from './restaurant-slug';

/**
 * The loyalty tab's save: the domain's input, its configuration first normalised the way the product saves
 * (blank or falsy values take the defaults, gifts and interval migrated when missing), then checked whole.
 */
const SaveLoyaltyConfigCallInputSchema = SaveLoyaltyConfigInputSchema.extend({
  // A configuration the normalisation cannot make valid (an over-long gift name) is checked as sent, so that
  // the answer is the field's French message, not an internal error.
  config: z.preprocess((raw) => {
    try {
      return normalizeLoyaltyConfig({ raw });
    } catch {
      return raw;
    }
  }, LoyaltyConfigSchema),
});

/**
 * Establishments (master_admin), floor plan and loyalty configuration (administration §2 "Settings",
 * §5, §6). A new establishment starts with the built-in booking settings and loyalty configuration so
 * that every screen finds them, and with a booking link of its own: the name's slug, numbered (-2, -3…) when
 * another restaurant already has it.
 */
export const createRestaurant = defineCallable({
  name: 'createRestaurant',
  input: CreateRestaurantInputSchema,
  auth: ['master_admin'],
  handler: async (input, { now }) => {
    const id = runtime().store.newId();
    const nowIso = now.toISOString();
    const settings = structuredClone(DEFAULT_RESTAURANT_SETTINGS);
    const slug = await transact(async (tx) => {
      const free = await freeSlugFor(tx, { name: input.name, restaurantId: id });
      tx.create(`restaurants/${id}`, {
        id,
        ...input,
        slug: free,
        establishmentCode: toEstablishmentCode({ restaurantId: id }),
        images: [],
        ...settings,
        maxCapacity: settings.maxCapacityPerDay,
        bookingDelay: settings.bookingCutoffHours,
        createdAt: nowIso,
        updatedAt: nowIso,
      });
      tx.create(`restaurantSettings/${id}`, { restaurantId: id, ...settings, updatedAt: nowIso });
      tx.create(`settings/loyalty_config_${id}`, {
        ...structuredClone(DEFAULT_LOYALTY_CONFIG),
        restaurantId: id,
        updatedAt: nowIso,
      });
      return free;
    });
    return {
      restaurantId: id,
      slug,
      establishmentCode: toEstablishmentCode({ restaurantId: id }),
    };
  },
});

/** Attempts at deleting while users are being given the restaurant at the same time. */
const DELETE_ROUNDS = 3;

/**
 * Removes the establishment and its settings; reservations, reviews and vouchers stay as history, and what it knew
 * of people goes with it (eraseVenuePeople: its guest files, consents and views, its customers no other venue
 * knows, its mails not sent yet, its waitlist), recorded in `deletedRestaurants` so that the retention job
 * finishes a run cut short (issue 49). Its staff
 * lose it at once: it leaves their claims and profiles and their sessions end (remove-restaurant-access.ts),
 * before the restaurant goes, in a transaction that checks nobody holds it any more (an edit made meanwhile is
 * caught by the next round). Its logo and photos leave the file store afterwards (best effort).
 */
export const deleteRestaurant = defineCallable({
  name: 'deleteRestaurant',
  input: DeleteRestaurantInputSchema,
  auth: ['master_admin'],
  handler: async ({ restaurantId }, { now }) => {
    const notFound = () => new HttpsError('not-found', MESSAGES.generic.restaurantNotFound);
    if (!(await runtime().store.get(`restaurants/${restaurantId}`)).exists) throw notFound();
    for (let round = 0; round < DELETE_ROUNDS; round += 1) {
      await removeRestaurantFromStaff(restaurantId);
      const deleted = await transact(async (tx) => {
        const snap = await tx.get(`restaurants/${restaurantId}`);
        if (!snap.exists) throw notFound();
        if (await isRestaurantStillHeld(tx, restaurantId)) return undefined;
        await removeRestaurantFromInvitations(tx, restaurantId);
        for (const path of [
          `restaurants/${restaurantId}`,
          `restaurantSettings/${restaurantId}`,
          `floorPlans/${restaurantId}`,
          `settings/loyalty_config_${restaurantId}`,
        ]) {
          tx.delete(path);
        }
        tx.set(`${DELETED_RESTAURANTS}/${restaurantId}`, {
          restaurantId,
          deletedAt: now.toISOString(),
          peopleErased: false,
        });
        return { files: fileUrlsOf(snap.data) };
      });
      if (deleted) {
        await finishVenueErasure(restaurantId, now);
        await deleteDroppedFiles(restaurantId, deleted.files);
        return { ok: true as const };
      }
    }
    throw new HttpsError('aborted', FRAMEWORK_MESSAGES.aborted);
  },
});

/**
 * Saves the whole floor plan of a restaurant (rooms with their tables, walls and furniture) and its joinable
 * tables (the groups « Par tables » seats large parties on), checked against the plan by the input schema.
 */
export const saveFloorPlan = defineCallable({
  name: 'saveFloorPlan',
  input: SaveFloorPlanInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId, rooms, tableGroups }, { caller, now }) => {
    assertRestaurantAccess(caller, restaurantId);
    await transact(async (tx) => {
      const snap = await tx.get(`restaurants/${restaurantId}`);
      if (!snap.exists) throw new HttpsError('not-found', MESSAGES.generic.restaurantNotFound);
      tx.set(`floorPlans/${restaurantId}`, {
        restaurantId,
        rooms,
        tableGroups,
        updatedAt: now.toISOString(),
      });
    });
    return { ok: true as const };
  },
});

/**
 * Saves the loyalty tab. Blank or falsy values fall back to the defaults and a configuration without gifts or
 * gift interval is migrated (the domain's normalisation), so what is stored always satisfies the schema.
 */
export const saveLoyaltyConfig = defineCallable({
  name: 'saveLoyaltyConfig',
  input: SaveLoyaltyConfigCallInputSchema,
  auth: ESTABLISHMENT_ROLES,
  handler: async ({ restaurantId, config: normalised }, { caller, now }) => {
    assertRestaurantAccess(caller, restaurantId);
    await transact(async (tx) => {
      const snap = await tx.get(`restaurants/${restaurantId}`);
      if (!snap.exists) throw new HttpsError('not-found', MESSAGES.generic.restaurantNotFound);
      tx.set(`settings/loyalty_config_${restaurantId}`, {
        ...normalised,
        restaurantId,
        updatedAt: now.toISOString(),
      });
    });
    return { config: normalised };
  },
});
