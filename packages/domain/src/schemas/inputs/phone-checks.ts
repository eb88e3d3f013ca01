import { GENERIC_MESSAGES } from '../../errors/generic-messages';
import { parsePhoneInput } from '../../phone/parse-phone-input';
import { MAX_PHONE_INPUT_LENGTH } from '../../phone/phone-limits';
import { safeString } from '../safe-string';

/**
 * A phone field of a form or callable: trimmed, '' when absent, at most {@link MAX_PHONE_INPUT_LENGTH}
 * characters ('Numéro de téléphone invalide' beyond). Whether it is required and a real number are ordered
 * checks of the form ({@link isPhoneNumber}); {@link toStoredPhone} then gives the form kept in documents.
 */
export const formPhoneText = () =>
  safeString().trim().max(MAX_PHONE_INPUT_LENGTH, GENERIC_MESSAGES.invalidPhone).default('');

/** Whether a typed phone is one whole number of its country (French when typed without a prefix). */
export function isPhoneNumber(value: string): boolean {
  return parsePhoneInput({ phone: value }).ok;
}

/**
 * The phone as stored: E.164 ('+33612345678') for a real number, '' for no phone. A refused number never
 * reaches it (the schema's checks stop first); it would be kept as typed.
 */
export function toStoredPhone(value: string): string {
  const parsed = parsePhoneInput({ phone: value });
  return parsed.ok ? parsed.e164 : value.trim();
}
