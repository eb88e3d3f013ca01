import { frenchNationalNumber, inFrenchPairs } from '../phone/french-national-number';

/**
 * Phone numbers on pages that must stay light (the public booking route): no numbering-plan metadata here.
 * Screens and mails that may show foreign numbers use `formatPhoneNumber` (../phone), which formats them too.
 */

/**
 * A French number in the French display style, '01 42 68 00 12', whatever way it was stored (typed by hand in
 * every shape, or E.164 '+33142680012'). Other numbers come back trimmed, as stored.
 * @example formatFrenchPhoneNumber({ phone: '+33 1.42.68.00.12' }) // '01 42 68 00 12'
 */
export function formatFrenchPhoneNumber({ phone }: { phone: string }): string {
  const national = frenchNationalNumber({ phone });
  return national ? inFrenchPairs({ national }) : phone.trim();
}

/**
 * The `tel:` link of a phone number. French numbers get the international form (+33...), which works from a
 * phone abroad as well; other numbers keep their digits and leading '+'. Empty when there is nothing to dial.
 * @example buildPhoneHref({ phone: '01 42 68 00 12' }) // 'tel:+33142680012'
 */
export function buildPhoneHref({ phone }: { phone: string }): string {
  const national = frenchNationalNumber({ phone });
  if (national) return `tel:+33${national.slice(1)}`;
  const dialable = phone.trim().replace(/[^\d+]/g, '');
  return /\d/.test(dialable) ? `tel:${dialable}` : '';
}
