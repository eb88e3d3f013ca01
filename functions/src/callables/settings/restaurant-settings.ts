import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue, type DocData } from '@app/data';
import {
  checkImageUpload,
  MAX_RESTAURANT_IMAGES,
  MESSAGES,
  SaveRestaurantSettingsInputSchema,
  UploadRestaurantImageInputSchema,
  type SaveRestaurantSettingsInput,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { runtime, type FileStore } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { deleteDroppedFiles, droppedUrls } from './restaurant-files';
import { slugAfterRename } from './restaurant-slug';

/** Refusal of a logo or image URL that was not uploaded for this establishment. */
export const IMAGE_NOT_OWNED = 'Image inconnue pour cet établissement';

/** Who edits an establishment: master_admin everywhere, admin_full on their own restaurants. */
export const ESTABLISHMENT_ROLES = ['master_admin', 'admin_full'] as const;

const BOOKING_FIELDS = [
  'openingHours',
  'maxCapacityPerDay',
  'bookingCutoffHours',
  'maxOnlineReservation',
  'onlineBookingEnabled',
  'tableDurationMinutes',
  'reminderHours',
  // « Par couverts » / « Par tables » and the latter's duration bands and pacing (issue 40).
  'availabilityMode',
  'tableDurationBands',
  'pacingCoversPer15Min',
] as const;

/**
 * The restaurant document's partial update (administration §7 "Update a restaurant"): undefined fields are
 * left out, maxCapacityPerDay is also written as maxCapacity and bookingCutoffHours as bookingDelay for the
 * screens that read the old names, and `slug` (the booking link after a rename, see restaurant-slug.ts) when given.
 */
export function restaurantPatch(input: SaveRestaurantSettingsInput, nowIso: string, slug?: string): DocData {
  const patch: DocData = { updatedAt: nowIso };
  for (const [key, value] of Object.entries({ ...input.profile, ...input.settings }))
    if (value !== undefined) patch[key] = value;
  // `location: null` takes the restaurant's location away (no distance shown to diners).
  if (input.settings?.location === null) patch.location = FieldValue.delete();
  if (slug !== undefined) patch.slug = slug;
  if (input.settings?.maxCapacityPerDay !== undefined) patch.maxCapacity = input.settings.maxCapacityPerDay;
  if (input.settings?.bookingCutoffHours !== undefined)
    patch.bookingDelay = input.settings.bookingCutoffHours;
  return patch;
}

/** The booking settings of a save, for `restaurantSettings/{id}` (read first by the booking rules). */
function bookingSettingsOf(input: SaveRestaurantSettingsInput): DocData {
  const booking: DocData = {};
  for (const key of BOOKING_FIELDS)
    if (input.settings?.[key] !== undefined) booking[key] = input.settings[key];
  // A merge keeps a map's keys left out: hours saved without exceptions must drop the stored ones.
  if (input.settings?.openingHours)
    booking.openingHours = {
      ...input.settings.openingHours,
      exceptions: input.settings.openingHours.exceptions ?? [],
    };
  return booking;
}

export const saveRestaurantSettings = defineCallable({
  name: 'saveRestaurantSettings',
  input: SaveRestaurantSettingsInputSchema,
  auth: ESTABLISHMENT_ROLES,
  handler: async (input, { caller, now }) => {
    assertRestaurantAccess(caller, input.restaurantId);
    const nowIso = now.toISOString();
    const { slug, dropped } = await transact(async (tx) => {
      const snap = await tx.get(`restaurants/${input.restaurantId}`);
      if (!snap.data) throw new HttpsError('not-found', MESSAGES.generic.restaurantNotFound);
      // Files are only kept or dropped here: an unknown URL would let anyone point the page at any image.
      const known = new Set<string>([
        ...((snap.data.images as string[] | undefined) ?? []),
        String(snap.data.logo ?? ''),
      ]);
      const offered = [
        ...(input.profile?.images ?? []),
        ...(input.profile?.logo ? [input.profile.logo] : []),
      ];
      if (offered.some((url) => !known.has(url))) throw new HttpsError('invalid-argument', IMAGE_NOT_OWNED);
      const currentSlug = typeof snap.data.slug === 'string' ? snap.data.slug : undefined;
      const slug =
        input.profile?.name === undefined
          ? currentSlug
          : await slugAfterRename(tx, {
              restaurantId: input.restaurantId,
              name: input.profile.name,
              currentSlug,
            });
      const patch = restaurantPatch(input, nowIso, slug === currentSlug ? undefined : slug);
      tx.update(`restaurants/${input.restaurantId}`, patch);
      const booking = bookingSettingsOf(input);
      if (Object.keys(booking).length > 0) {
        tx.set(
          `restaurantSettings/${input.restaurantId}`,
          { ...booking, restaurantId: input.restaurantId, updatedAt: nowIso },
          { merge: true },
        );
      }
      return { slug: slug ?? '', dropped: droppedUrls(snap.data, { ...snap.data, ...patch }) };
    });
    // After the commit, so a retried or refused save never deletes a file the page still shows.
    await deleteDroppedFiles(input.restaurantId, dropped);
    return { ok: true as const, slug };
  },
});

/** The blob store the runtime offers (the local host's /files, Cloud Storage in production). */
function fileStore(): FileStore {
  const files = runtime().files;
  if (!files) throw new HttpsError('unavailable', MESSAGES.establishment.uploadError);
  return files;
}

/**
 * Stores a logo or an image in the file store and keeps only its URL in the restaurant document
 * (documents stay under Firestore's 1 MiB; the old product stored data URLs).
 */
export const uploadRestaurantImage = defineCallable({
  name: 'uploadRestaurantImage',
  input: UploadRestaurantImageInputSchema,
  auth: ESTABLISHMENT_ROLES,
  handler: async (input, { caller, now }) => {
    assertRestaurantAccess(caller, input.restaurantId);
    const restaurant = await runtime().store.get(`restaurants/${input.restaurantId}`);
    if (!restaurant.data) throw new HttpsError('not-found', MESSAGES.generic.restaurantNotFound);
    const existing = Array.isArray(restaurant.data.images) ? restaurant.data.images.length : 0;
    const bytes = new Uint8Array(Buffer.from(input.dataBase64, 'base64'));
    const check = checkImageUpload({
      kind: input.kind,
      fileName: input.fileName,
      bytes,
      existingImages: existing,
    });
    if (!check.ok) throw new HttpsError('invalid-argument', check.message);
    const path = `restaurants/${input.restaurantId}/${input.kind}-${now.getTime()}-${runtime().store.newId()}.${check.extension}`;
    const files = fileStore();
    const url = await files.putFile(path, bytes, check.contentType).catch((err: unknown) => {
      logger.error('uploadRestaurantImage: the file store refused the file', err);
      throw new HttpsError('unavailable', MESSAGES.establishment.uploadError);
    });
    let replaced: string[] = [];
    try {
      await transact(async (tx) => {
        const snap = await tx.get(`restaurants/${input.restaurantId}`);
        if (!snap.data) throw new HttpsError('not-found', MESSAGES.generic.restaurantNotFound);
        const images = Array.isArray(snap.data.images) ? snap.data.images : [];
        // Re-checked in the transaction: two uploads at once must not make a seventh image.
        if (input.kind === 'image' && images.length >= MAX_RESTAURANT_IMAGES)
          throw new HttpsError('invalid-argument', MESSAGES.establishment.tooManyImages);
        tx.update(`restaurants/${input.restaurantId}`, {
          ...(input.kind === 'logo' ? { logo: url } : { images: FieldValue.arrayUnion(url) }),
          updatedAt: now.toISOString(),
        });
        // A new logo replaces the old one: its file goes too, unless it is also one of the images.
        replaced = input.kind === 'logo' ? droppedUrls(snap.data, { ...snap.data, logo: url }) : [];
      });
    } catch (err) {
      // No document points at the file: remove it rather than leave an orphan in the blob store.
      await files.deleteFile(path).catch(() => undefined);
      throw err;
    }
    await deleteDroppedFiles(input.restaurantId, replaced);
    return { url };
  },
});
