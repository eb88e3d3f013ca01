// Full numbering-plan metadata (number types): loaded by the functions only, through `@app/domain/sms-recipient`,
// never by the apps' pages (the barrel of ../index does not export this file).
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DEFAULT_PHONE_COUNTRY } from '../phone/phone-limits';

/** Why a phone gets no SMS. */
export type SmsRecipientRefusal = 'no-phone' | 'invalid' | 'not-mobile';

/**
 * The E.164 number an SMS goes to, or why none goes: a valid number of a mobile range (French 06 / 07, a foreign
 * mobile the provider reaches); a landline, a VoIP or special-rate number never gets an SMS, and a number of a
 * range that is mobile or fixed (the United States, Canada) is accepted as the providers do.
 * @example smsRecipientOf({ phone: '+33612345678' }) // { ok: true, e164: '+33612345678' }
 */
export function smsRecipientOf({
  phone,
}: {
  phone: string | null | undefined;
}): { ok: true; e164: string } | { ok: false; reason: SmsRecipientRefusal } {
  const typed = (phone ?? '').trim();
  if (!typed) return { ok: false, reason: 'no-phone' };
  const parsed = parsePhoneNumberFromString(typed, { defaultCountry: DEFAULT_PHONE_COUNTRY, extract: false });
  if (!parsed?.isValid()) return { ok: false, reason: 'invalid' };
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { ok: false, reason: 'not-mobile' };
  return { ok: true, e164: parsed.number };
}
