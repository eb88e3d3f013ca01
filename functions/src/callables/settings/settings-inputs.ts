import { z } from 'zod';
import { LoyaltyConfigSchema, RoomSchema, WEEKDAYS } from '@app/domain';

/** Inputs of the settings callables (administration.md §5 "Establishment settings", "Floor plan", "Loyalty"). */
export const SETTINGS_MESSAGES = {
  nameRequired: 'Le nom est obligatoire',
  slotTimeRequired: 'Veuillez sélectionner une heure',
  slotTimeFormat: "Format d'heure invalide (HH:MM)",
  slotDuplicate: 'Ce créneau existe déjà',
  capacity: "La capacité maximale doit être d'au moins 1",
  cutoff: 'Le délai de réservation doit être compris entre 0 et 72 heures',
  onlineMax: 'Le nombre maximum de convives en ligne est compris entre 1 et 50',
  restaurantRequired: 'Aucun restaurant sélectionné',
  restaurantNotFound: 'Restaurant non trouvé',
  floorPlanInvalid: 'Plan de salle incomplet : un restaurant et une liste de salles sont requis',
  lastRoom: 'Impossible de supprimer la dernière salle',
  uploadFailed: "Erreur lors de l'upload",
  imageNotOwned: 'Image inconnue pour cet établissement',
} as const;

const m = SETTINGS_MESSAGES;
const restaurantId = z.string(m.restaurantRequired).min(1, m.restaurantRequired);

const SlotInputSchema = z.object({
  time: z.string(m.slotTimeRequired).trim().min(1, m.slotTimeRequired).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.slotTimeFormat),
  enabled: z.boolean().default(true),
  maxCapacity: z.number().int().min(0).default(30),
});

const DayInputSchema = z.object({
  closed: z.boolean().default(false),
  timeSlots: z
    .array(SlotInputSchema)
    .default([])
    .refine((slots) => new Set(slots.map((slot) => slot.time)).size === slots.length, m.slotDuplicate),
});

const OpeningHoursInputSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, DayInputSchema])) as Record<(typeof WEEKDAYS)[number], typeof DayInputSchema>,
);

/**
 * The establishment page's save: profile, opening hours and booking parameters, every part optional
 * (the page saves the sections it edited). `logo` and `images` only remove or reorder files already
 * uploaded: new files come through uploadRestaurantImage.
 */
export const SaveRestaurantSettingsInputSchema = z.object({
  restaurantId,
  name: z.string().trim().min(1, m.nameRequired).optional(),
  address: z.string().trim().optional(),
  phone: z.string().trim().optional(),
  email: z.string().trim().toLowerCase().optional(),
  description: z.string().trim().optional(),
  emoji: z.string().trim().min(1).optional(),
  logo: z.string().optional(),
  images: z.array(z.string()).max(6, 'Maximum 6 images').optional(),
  openingHours: OpeningHoursInputSchema.optional(),
  maxCapacityPerDay: z.number(m.capacity).int(m.capacity).min(1, m.capacity).optional(),
  bookingCutoffHours: z.number(m.cutoff).min(0, m.cutoff).max(72, m.cutoff).optional(),
  maxOnlineReservation: z.number(m.onlineMax).int(m.onlineMax).min(1, m.onlineMax).max(50, m.onlineMax).optional(),
  onlineBookingEnabled: z.boolean().optional(),
});
export type SaveRestaurantSettingsInput = z.infer<typeof SaveRestaurantSettingsInputSchema>;

export const UploadRestaurantImageInputSchema = z.object({
  restaurantId,
  kind: z.enum(['logo', 'image']),
  fileName: z.string().trim().min(1).max(200),
  /** The file's bytes in base64 (callables carry JSON). */
  dataBase64: z.string().min(1),
});

export const SaveFloorPlanInputSchema = z.object({
  restaurantId: z.string(m.floorPlanInvalid).min(1, m.floorPlanInvalid),
  rooms: z.array(RoomSchema, m.floorPlanInvalid).min(1, m.lastRoom),
});

/** The loyalty tab sends a whole configuration; blanks are normalised to defaults before this check. */
export const SaveLoyaltyConfigInputSchema = z.object({ restaurantId, config: z.record(z.string(), z.unknown()) });
export { LoyaltyConfigSchema };

export const CreateRestaurantInputSchema = z.object({
  name: z.string(m.nameRequired).trim().min(1, m.nameRequired),
  address: z.string().trim().default(''),
  phone: z.string().trim().default(''),
  email: z.string().trim().toLowerCase().default(''),
  description: z.string().trim().default(''),
  emoji: z.string().trim().default('🍺'),
});

export const DeleteRestaurantInputSchema = z.object({ restaurantId });
