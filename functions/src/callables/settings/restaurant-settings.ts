import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue, type DocData } from '@app/data';
import { slugifyRestaurantName } from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { runtime, type FileStore } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { checkImageUpload } from './image-upload-rules';
import {
  SETTINGS_MESSAGES as M,
  SaveRestaurantSettingsInputSchema,
  UploadRestaurantImageInputSchema,
  type SaveRestaurantSettingsInput,
} from './settings-inputs';

/** Who edits an establishment: master_admin everywhere, admin_full on their own restaurants. */
export const ESTABLISHMENT_ROLES = ['master_admin', 'admin_full'] as const;

const BOOKING_FIELDS = ['openingHours', 'maxCapacityPerDay', 'bookingCutoffHours', 'maxOnlineReservation', 'onlineBookingEnabled'] as const;

/**
 * The restaurant document's partial update (administration §7 "Update a restaurant"): undefined fields are
 * left out, maxCapacityPerDay is also written as maxCapacity and bookingCutoffHours as bookingDelay for the
 * screens that read the old names, and a new name gives a new booking slug.
 */
export function restaurantPatch(input: SaveRestaurantSettingsInput, nowIso: string): DocData {
  const { restaurantId: _id, ...fields } = input;
  const patch: DocData = { updatedAt: nowIso };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) patch[key] = value;
  if (input.name !== undefined) patch.slug = slugifyRestaurantName({ name: input.name });
  if (input.maxCapacityPerDay !== undefined) patch.maxCapacity = input.maxCapacityPerDay;
  if (input.bookingCutoffHours !== undefined) patch.bookingDelay = input.bookingCutoffHours;
  return patch;
}

export const saveRestaurantSettings = defineCallable({
  name: 'saveRestaurantSettings',
  input: SaveRestaurantSettingsInputSchema,
  auth: ESTABLISHMENT_ROLES,
  handler: async (input, { caller, now }) => {
    assertRestaurantAccess(caller, input.restaurantId);
    const nowIso = now.toISOString();
    await transact(async (tx) => {
      const snap = await tx.get(`restaurants/${input.restaurantId}`);
      if (!snap.data) throw new HttpsError('not-found', M.restaurantNotFound);
      // Files are only kept or dropped here: an unknown URL would let anyone point the page at any image.
      const known = new Set<string>([...((snap.data.images as string[] | undefined) ?? []), String(snap.data.logo ?? '')]);
      const offered = [...(input.images ?? []), ...(input.logo ? [input.logo] : [])];
      if (offered.some((url) => !known.has(url))) throw new HttpsError('invalid-argument', M.imageNotOwned);
      const patch = restaurantPatch(input, nowIso);
      tx.update(`restaurants/${input.restaurantId}`, patch);
      const booking: DocData = { restaurantId: input.restaurantId, updatedAt: nowIso };
      for (const key of BOOKING_FIELDS) if (input[key] !== undefined) booking[key] = input[key];
      if (Object.keys(booking).length > 2) tx.set(`restaurantSettings/${input.restaurantId}`, booking, { merge: true });
    });
    return { ok: true as const };
  },
});

/** The blob store the runtime offers (the local host's /files, Cloud Storage in production). */
function fileStore(): FileStore {
  const files = runtime().files;
  if (!files) throw new HttpsError('unavailable', M.uploadFailed);
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
    if (!restaurant.data) throw new HttpsError('not-found', M.restaurantNotFound);
    const existing = Array.isArray(restaurant.data.images) ? restaurant.data.images.length : 0;
    const bytes = new Uint8Array(Buffer.from(input.dataBase64, 'base64'));
    const check = checkImageUpload({ kind: input.kind, fileName: input.fileName, bytes, existingImages: existing });
    if (!check.ok) throw new HttpsError('invalid-argument', check.message);
    const path = `restaurants/${input.restaurantId}/${input.kind}-${now.getTime()}-${runtime().store.newId()}.${check.extension}`;
    const url = await fileStore().putFile(path, bytes, check.contentType);
    await transact(async (tx) => {
      const snap = await tx.get(`restaurants/${input.restaurantId}`);
      const images = Array.isArray(snap.data?.images) ? snap.data.images : [];
      // Re-checked in the transaction: two uploads at once must not make a seventh image.
      if (input.kind === 'image' && images.length >= 6) throw new HttpsError('invalid-argument', 'Maximum 6 images');
      tx.update(`restaurants/${input.restaurantId}`, {
        ...(input.kind === 'logo' ? { logo: url } : { images: FieldValue.arrayUnion(url) }),
        updatedAt: now.toISOString(),
      });
    });
    return { url };
  },
});
