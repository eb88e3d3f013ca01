// libphonenumber-js's default ('min') metadata: every country's calling code, trunk prefix and number lengths,
// kept up to date by the library, so '12' or a digit too many is refused while any real number in the world
// passes. Its 'max' metadata would also check digit ranges but doubles the weight for a booking form.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { GENERIC_MESSAGES } from '../errors/generic-messages';
import { DEFAULT_PHONE_COUNTRY, MAX_PHONE_INPUT_LENGTH } from './phone-limits';

/** What {@link parsePhoneInput} makes of a typed number. */
export type ParsedPhone = { ok: true; e164: string } | { ok: false; message: string };

/**
 * Reads a phone number as a person types it ('06 12 34 56 78', '06.12.34.56.78', '+33 (0)6 12…',
 * '0033 6…', '+44 20 7946 0958') and gives its E.164 form ('+33612345678'), the one stored. Numbers without
 * an international prefix are read in `defaultCountry`. Anything that is not one whole possible number of
 * its country ('12', '061234567', text around the digits) is refused with the catalogue's French message
 * 'Numéro de téléphone invalide'. An empty input is refused too: whether the field is required is the form's rule.
 * @example parsePhoneInput({ phone: '06 12 34 56 78' }) // { ok: true, e164: '+33612345678' }
 */
export function parsePhoneInput({
  phone,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
}: {
  phone: string;
  defaultCountry?: string;
}): ParsedPhone {
  const refused: ParsedPhone = { ok: false, message: GENERIC_MESSAGES.invalidPhone };
  const typed = phone.trim();
  if (typed === '' || typed.length > MAX_PHONE_INPUT_LENGTH) return refused;
  const parsed = parsePhoneNumberFromString(typed, {
    defaultCountry: defaultCountry as CountryCode,
    // The whole input must be the number: '06 12 34 56 78 abc' is a typing slip to show, not a number to guess.
    extract: false,
  });
  return parsed?.isValid() ? { ok: true, e164: parsed.number } : refused;
}
