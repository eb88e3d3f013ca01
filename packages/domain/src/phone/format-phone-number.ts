// Numbering-plan metadata (libphonenumber-js, see parse-phone-input.ts) to group foreign numbers as their
// country writes them; pages that must stay light use formatFrenchPhoneNumber (../format) instead.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { frenchNationalNumber, inFrenchPairs } from './french-national-number';
import { DEFAULT_PHONE_COUNTRY } from './phone-limits';

/**
 * A phone number as the French screens and mails show it: French numbers in pairs ('06 12 34 56 78'), whether
 * stored as E.164 ('+33612345678') or as typed before numbers were normalised ('06.12.34.56.78'); foreign
 * numbers in the international format ('+44 20 7946 0958'); anything else trimmed, as stored.
 * @example formatPhoneNumber({ phone: '+442079460958' }) // '+44 20 7946 0958'
 */
export function formatPhoneNumber({ phone }: { phone: string }): string {
  const national = frenchNationalNumber({ phone });
  if (national) return inFrenchPairs({ national });
  const typed = phone.trim();
  const parsed = parsePhoneNumberFromString(typed, { defaultCountry: DEFAULT_PHONE_COUNTRY, extract: false });
  if (!parsed?.isValid()) return typed;
  return parsed.countryCallingCode === '33'
    ? inFrenchPairs({ national: `0${parsed.nationalNumber}` })
    : parsed.formatInternational();
}
