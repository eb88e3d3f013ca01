/**
 * The national form of a French number ('0612345678') however it was written: '06 12 34 56 78',
 * '06.12.34.56.78', '+33612345678' (the stored E.164 form), '+33 (0)6 12…', '0033 6…'; null when the text is
 * not a whole French number. Needs no numbering-plan metadata, so light pages and old stored records use it.
 * @example frenchNationalNumber({ phone: '+33 6 12 34 56 78' }) // '0612345678'
 */
export function frenchNationalNumber({ phone }: { phone: string }): string | null {
  const digits = phone.replace(/[\s.\-()]/g, '');
  const national = /^0([1-9]\d{8})$/.exec(digits);
  if (national) return `0${national[1]}`;
  // '+33 (0)1 42 …' is common: with its parentheses gone, its 0 is the optional one here.
  const international = /^(?:\+|00)330?([1-9]\d{8})$/.exec(digits);
  return international ? `0${international[1]}` : null;
}

/** '0612345678' in pairs: '06 12 34 56 78'. */
export function inFrenchPairs({ national }: { national: string }): string {
  return national.replace(/(\d{2})(?=\d)/g, '$1 ');
}
