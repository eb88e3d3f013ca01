import { EstablishmentCodeSchema } from '@app/domain';

/** Longest establishment code (the last 6 characters of the restaurant id). */
export const CODE_MAX_LENGTH = 6;

/** What the field keeps of a keystroke: upper case as typed, 6 characters at most. */
export function typedCode(value: string): string {
  return value.toUpperCase().slice(0, CODE_MAX_LENGTH);
}

/** The code to check ('Veuillez entrer un code valide' under 3 characters or with other than letters and digits). */
export function readCode(value: string): { ok: true; code: string } | { ok: false; message: string } {
  const parsed = EstablishmentCodeSchema.safeParse(value);
  if (parsed.success) return { ok: true, code: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
}
