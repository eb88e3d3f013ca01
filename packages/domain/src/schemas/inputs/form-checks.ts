import type { z } from 'zod';
import { isEmail } from '../email-pattern';
import { DateStringSchema } from '../primitives';
import { safeString } from '../safe-string';

// Re-exported from the module without zod, so that a browser form checking an e-mail loads no schema.
export { isEmail };

/**
 * One rule of a form, checked in the spec's order: when `ok` is false the form reports `message` on `path`
 * and stops, so the user sees exactly the message the specified product shows first.
 */
export interface OrderedCheck<T> {
  ok: (value: T) => boolean;
  message: string;
  path: string;
}

/** A superRefine that reports only the first failing check (the forms show one toast at a time). */
export function checkInOrder<T>(checks: ReadonlyArray<OrderedCheck<T>>) {
  return (value: T, ctx: z.RefinementCtx): void => {
    const failed = checks.find((check) => !check.ok(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed.message, path: [failed.path] });
  };
}

/** Free text of a form: trimmed, '' when absent (the required check is an ordered check). */
export const formText = () => safeString().trim().default('');

/** Free text of a form with a maximum length (ARCHITECTURE §8: every text input has one), French message. */
export const boundedFormText = (max: number, message: string) =>
  safeString().trim().max(max, message).default('');

/**
 * Every failing check of a form, the first message of each field, in the checks' order: a form marks
 * every faulty field at once, while the schema (and so the server) answers with the first one only.
 */
export function listFieldErrors<T>(
  checks: ReadonlyArray<OrderedCheck<T>>,
  value: T,
): Array<{ path: string; message: string }> {
  const errors: Array<{ path: string; message: string }> = [];
  for (const check of checks) {
    if (check.ok(value) || errors.some((e) => e.path === check.path)) continue;
    errors.push({ path: check.path, message: check.message });
  }
  return errors;
}

/** An e-mail field: trimmed and lower-cased, '' when absent. */
export const formEmailText = () => safeString().trim().toLowerCase().default('');

/** Whether a text is empty or a basic e-mail. */
export function isEmptyOrEmail(value: string): boolean {
  return value === '' || isEmail(value);
}

/** A required id: a non-empty string with the given French message. */
/** Longest id a callable accepts (store ids are 20 to 40 characters; a longer one is never a real id). */
export const MAX_ID_LENGTH = 128;

export const requiredId = (message: string) =>
  safeString(message).trim().min(1, message).max(MAX_ID_LENGTH, message);

/** Whether a 'YYYY-MM-DD' string is a real calendar date. */
export function isDateString(value: string): boolean {
  return DateStringSchema.safeParse(value).success;
}

/** Whether a string is an 'HH:MM' time. */
export function isTimeString(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** First French message of a failed parse, or undefined when the input is valid (forms show it in a toast). */
export function firstErrorMessage(result: {
  success: boolean;
  error?: { issues: ReadonlyArray<{ message: string }> };
}): string | undefined {
  if (result.success) return undefined;
  return result.error?.issues[0]?.message;
}
