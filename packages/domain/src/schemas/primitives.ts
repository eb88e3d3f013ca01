import { z } from 'zod';
import { BASIC_EMAIL_PATTERN } from './email-pattern';
import { TEXT_MAX_LENGTHS, textTooLong } from './text-limits';
import { safeString, storableFormat } from './safe-string';

/**
 * Shared building blocks of every entity schema.
 * Documents store dates as 'YYYY-MM-DD', times as 'HH:MM' (Europe/Paris wall time)
 * and timestamps as ISO strings, so that the embedded store and Firestore hold the same JSON.
 */

/** A calendar date 'YYYY-MM-DD' (the calendar is checked: '2026-02-30' is refused). */
export const DateStringSchema = storableFormat(
  z.iso.date().max(TEXT_MAX_LENGTHS.date, textTooLong(TEXT_MAX_LENGTHS.date)),
);
/** {@link DateStringSchema} output type. */
export type DateString = z.infer<typeof DateStringSchema>;

/** A wall-clock time 'HH:MM' from 00:00 to 23:59. */
export const TimeStringSchema = safeString()
  .max(TEXT_MAX_LENGTHS.time, 'Heure invalide')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Heure invalide');
/** {@link TimeStringSchema} output type. */
export type TimeString = z.infer<typeof TimeStringSchema>;

/** An ISO-8601 timestamp ('2026-11-22T10:00:00.000Z'); offsets are accepted. */
export const TimestampSchema = storableFormat(z.iso.datetime({ offset: true }));
/** {@link TimestampSchema} output type. */
export type Timestamp = z.infer<typeof TimestampSchema>;

/** A non-empty document id. */
export const IdSchema = safeString().min(1);

export { BASIC_EMAIL_PATTERN };

/** An e-mail, trimmed and lower-cased (customer file ids and claims compare lower-cased e-mails). */
export const EmailSchema = safeString()
  .trim()
  .toLowerCase()
  .regex(BASIC_EMAIL_PATTERN, "Format d'email invalide");

/**
 * An e-mail as found in stored documents: may be empty (walk-in or phone-only customers),
 * otherwise normalised like {@link EmailSchema}.
 */
export const OptionalEmailSchema = safeString()
  .trim()
  .max(TEXT_MAX_LENGTHS.email, textTooLong(TEXT_MAX_LENGTHS.email))
  .toLowerCase()
  .refine((v) => v === '' || BASIC_EMAIL_PATTERN.test(v), "Format d'email invalide");

/** Staff roles held in custom claims and in users documents. */
export const STAFF_ROLES = ['master_admin', 'admin_full', 'admin'] as const;
/** One of {@link STAFF_ROLES}. */
export const StaffRoleSchema = z.enum(STAFF_ROLES);
/** {@link StaffRoleSchema} output type. */
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** Every authenticated role; 'client' is a diner signed in through the customer login callables. */
export const ROLES = [...STAFF_ROLES, 'client'] as const;
/** One of {@link ROLES}. */
export const RoleSchema = z.enum(ROLES);
/** {@link RoleSchema} output type. */
export type Role = z.infer<typeof RoleSchema>;

/**
 * French names of roles, short enough for the side menu badge (issue 36: one language, French role names;
 * the ids stay as stored in claims and users documents).
 */
export const ROLE_LABELS: Record<Role, string> = {
  master_admin: 'Direction du groupe',
  admin_full: "Responsable d'établissement",
  admin: 'Équipe de salle',
  client: 'Client',
};

/** One line per role saying what it may do (administration §6), shown where a role is chosen or read. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  master_admin:
    'Tous les établissements : réglages, établissements, utilisateurs et rôles, fidélité, campagnes, statistiques.',
  admin_full: 'Ses établissements : réservations, fichier client, avis, fidélité, campagnes et statistiques.',
  admin: 'Ses établissements : réservations, validation des codes, fichier client et avis.',
  client: 'Son espace client : réservations, points et bons cadeaux.',
};

/** A non-negative integer counter, 0 when the stored document lacks it. */
export const CounterSchema = z.number().int().min(0).default(0);
