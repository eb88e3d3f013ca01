import { z } from 'zod';
import { TEXT_MAX_LENGTHS as T, boundedString } from '../text-limits';
import { GeoLocationSchema, RestaurantBookingSettingsSchema } from '../../availability';
import { MESSAGES } from '../../errors';
import { LoyaltyConfigSchema } from '../../loyalty';
import {
  FloorPlanSchema,
  TableGroupSchema,
  checkTableGroups,
  checkTableMinimum,
  listTables,
} from '../floor-plan';
import { OptionalEmailSchema } from '../primitives';
import { BrandColorSchema } from '../restaurant';
import { MAX_IMAGE_BYTES } from '../../establishment/check-image-upload';
import { checkPlanOverlaps } from '../../floor-plan/check-plan-overlaps';
import { checkInOrder, isTimeString, requiredId, formText } from './form-checks';
import { safeString } from '../safe-string';
import { DinerLocaleSchema } from '../../locale/diner-locales';

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
  name: boundedString(T.name).trim().min(1, MESSAGES.settings.establishmentNameRequired).optional(),
  address: boundedString(T.address).trim().optional(),
  phone: boundedString(T.phone).trim().optional(),
  email: OptionalEmailSchema.optional(),
  description: boundedString(T.description).trim().optional(),
  emoji: boundedString(T.emoji).trim().min(1).optional(),
  /** URL of a logo already uploaded ('' removes it). */
  logo: boundedString(T.url).optional(),
  /** URLs of images already uploaded, in display order. */
  images: z.array(boundedString(T.url)).max(6, e.tooManyImages).optional(),
  /** The restaurant's colour for its e-mails ('#rrggbb'). */
  brandColor: BrandColorSchema.optional(),
  /** « Langue par défaut des clients » (issue 51): its diner pages and messages when the guest's is unknown. */
  defaultLocale: DinerLocaleSchema.optional(),
});

/**
 * `saveRestaurantSettings`: the establishment page's floating save button. Profile fields may be sent
 * alone (inline edits); booking settings are checked with their ranges (capacity ≥ 1, delay 0–72 h,
 * online maximum 1–50). Logo and images are uploaded by `uploadRestaurantImage`, which returns their URLs.
 */
export const SaveRestaurantSettingsInputSchema = z.object({
  restaurantId: requiredId(NO_RESTAURANT),
  profile: RestaurantProfilePatchSchema.optional(),
  settings: RestaurantBookingSettingsSchema.extend({
    suggestSisterVenues: z.boolean(),
    /** null removes the location (no distance shown). */
    location: GeoLocationSchema.nullable(),
  })
    .partial()
    .optional(),
});
export type SaveRestaurantSettingsInput = z.output<typeof SaveRestaurantSettingsInputSchema>;

/** `uploadRestaurantImage`: one logo or image, its bytes in base64 (callables carry JSON); limits checked on the bytes. */
export const UploadRestaurantImageInputSchema = z.object({
  restaurantId: requiredId(NO_RESTAURANT),
  kind: z.enum(['logo', 'image']),
  fileName: safeString().trim().min(1, e.uploadError).max(200, e.uploadError),
  // Base64 takes 4 characters per 3 bytes: the largest image allowed (MAX_IMAGE_BYTES), and no more.
  dataBase64: safeString(e.uploadError)
    .min(1, e.uploadError)
    .max(Math.ceil(MAX_IMAGE_BYTES / 3) * 4, e.imageTooLarge('Le fichier')),
});
export type UploadRestaurantImageInput = z.output<typeof UploadRestaurantImageInputSchema>;

/** Adding a slot to a weekday: a time is required, and a time already on that day is refused. */
export const NewTimeSlotFormSchema = z
  .object({
    time: formText(),
    existingTimes: z.array(safeString()).default([]),
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
  targets: z.array(safeString()).min(1, e.selectDay),
});

/**
 * `saveFloorPlan`: a restaurant id, the whole list of rooms (at least one) where no table overlaps another
 * element (refused with the reason naming both, {@link checkPlanOverlaps}), and the joinable tables, whose
 * groups must name tables of the plan; a table's online minimum never exceeds its seats.
 */
export const SaveFloorPlanInputSchema = z
  .object({
    restaurantId: requiredId(NO_RESTAURANT),
    rooms: z
      .array(FloorPlanSchema.shape.rooms.element)
      .min(1, MESSAGES.floorPlan.roomsRequired)
      .superRefine((rooms, ctx) => {
        const check = checkPlanOverlaps({ rooms });
        if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
      }),
    tableGroups: z.array(TableGroupSchema).max(100, MESSAGES.floorPlan.groupsCount).default([]),
  })
  .superRefine((input, ctx) => {
    const unknown = checkTableGroups(input);
    if (unknown) ctx.addIssue({ code: 'custom', message: unknown, path: ['tableGroups'] });
    for (const table of listTables(input)) {
      const tooHigh = checkTableMinimum(table);
      if (tooHigh) ctx.addIssue({ code: 'custom', message: tooHigh, path: ['rooms'] });
    }
  });
export type SaveFloorPlanInput = z.output<typeof SaveFloorPlanInputSchema>;
