import { z } from 'zod';
import { RestaurantBookingSettingsSchema } from '../../availability';
import { MESSAGES } from '../../errors';
import { LoyaltyConfigSchema } from '../../loyalty';
import { FloorPlanSchema } from '../floor-plan';
import { OptionalEmailSchema } from '../primitives';
import { BrandColorSchema } from '../restaurant';
import { checkInOrder, isTimeString, requiredId, formText } from './form-checks';

const e = MESSAGES.establishment;
const NO_RESTAURANT = MESSAGES.reservation.noRestaurantSelected;

/** `saveLoyaltyConfig`: the whole configuration of one restaurant (the form fills blanks with defaults first). */
export const SaveLoyaltyConfigInputSchema = z.object({
  restaurantId: requiredId(NO_RESTAURANT),
  config: LoyaltyConfigSchema,
});
export type SaveLoyaltyConfigInput = z.output<typeof SaveLoyaltyConfigInputSchema>;

/**
 * The profile fields a save may carry, each optional and without a default: a field left out is left as it is
 * (a `RestaurantProfileSchema.partial()` would fill the absent ones with their defaults and wipe them).
 */
const RestaurantProfilePatchSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.settings.establishmentNameRequired).optional(),
  address: z.string().trim().optional(),
  phone: z.string().trim().optional(),
  email: OptionalEmailSchema.optional(),
  description: z.string().trim().optional(),
  emoji: z.string().trim().min(1).optional(),
  /** URL of a logo already uploaded ('' removes it). */
  logo: z.string().optional(),
  /** URLs of images already uploaded, in display order. */
  images: z.array(z.string()).max(6, e.tooManyImages).optional(),
  /** The restaurant's colour for its e-mails ('#rrggbb'). */
  brandColor: BrandColorSchema.optional(),
});

/**
 * `saveRestaurantSettings`: the establishment page's floating save button. Profile fields may be sent
 * alone (inline edits); booking settings are checked with their ranges (capacity ≥ 1, delay 0–72 h,
 * online maximum 1–50). Logo and images are uploaded by `uploadRestaurantImage`, which returns their URLs.
 */
export const SaveRestaurantSettingsInputSchema = z.object({
  restaurantId: requiredId(NO_RESTAURANT),
  profile: RestaurantProfilePatchSchema.optional(),
  settings: RestaurantBookingSettingsSchema.partial().optional(),
});
export type SaveRestaurantSettingsInput = z.output<typeof SaveRestaurantSettingsInputSchema>;

/** `uploadRestaurantImage`: one logo or image, its bytes in base64 (callables carry JSON); limits checked on the bytes. */
export const UploadRestaurantImageInputSchema = z.object({
  restaurantId: requiredId(NO_RESTAURANT),
  kind: z.enum(['logo', 'image']),
  fileName: z.string().trim().min(1, e.uploadError).max(200, e.uploadError),
  dataBase64: z.string(e.uploadError).min(1, e.uploadError),
});
export type UploadRestaurantImageInput = z.output<typeof UploadRestaurantImageInputSchema>;

/** Adding a slot to a weekday: a time is required, and a time already on that day is refused. */
export const NewTimeSlotFormSchema = z
  .object({
    time: formText(),
    existingTimes: z.array(z.string()).default([]),
  })
  .superRefine(
    checkInOrder([
      { ok: (v) => v.time !== '', message: e.slotTimeRequired, path: 'time' },
      { ok: (v) => isTimeString(v.time), message: e.slotTimeRequired, path: 'time' },
      { ok: (v) => !v.existingTimes.includes(v.time), message: e.slotExists, path: 'time' },
    ]),
  );
export type NewTimeSlotForm = z.output<typeof NewTimeSlotFormSchema>;

/** Duplicating a weekday's slots needs at least one target day ('Sélectionnez au moins un jour'). */
export const DuplicateDayFormSchema = z.object({
  targets: z.array(z.string()).min(1, e.selectDay),
});

/** `saveFloorPlan`: a restaurant id and the whole list of rooms (at least one). */
export const SaveFloorPlanInputSchema = z.object({
  restaurantId: requiredId(NO_RESTAURANT),
  rooms: z.array(FloorPlanSchema.shape.rooms.element).min(1, MESSAGES.floorPlan.roomsRequired),
});
export type SaveFloorPlanInput = z.output<typeof SaveFloorPlanInputSchema>;
