/**
 * Phone numbers as the French screens and mails show them. Numbers are typed by hand in every shape
 * ('0142680012', '01.42.68.00.12', '+33 1 42 68 00 12'); French numbers are shown in pairs, anything else
 * is shown as typed rather than guessed at.
 */

/** The 9 digits after the leading 0 of a French number, or null when the number is not a French one. */
function frenchSubscriberDigits(phone: string): string | null {
  const digits = phone.replace(/[\s.\-()]/g, '');
  const national = /^0([1-9]\d{8})$/.exec(digits);
  if (national) return national[1] ?? null;
  // '+33 (0)1 42 …' is common: with its parentheses gone, its 0 is the optional one here.
  const international = /^(?:\+|00)330?([1-9]\d{8})$/.exec(digits);
  return international ? (international[1] ?? null) : null;
}

/**
 * A phone number in the French display style: '01 42 68 00 12'. A French number given in the international
 * form ('+33142680012') is shown the same way, since the screens and mails address French diners.
 * Other numbers come back trimmed, as typed.
 * @example formatPhoneNumber({ phone: '+33 1.42.68.00.12' }) // '01 42 68 00 12'
 */
export function formatPhoneNumber({ phone }: { phone: string }): string {
  const subscriber = frenchSubscriberDigits(phone);
  if (!subscriber) return phone.trim();
  return `0${subscriber}`.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/**
 * The `tel:` link of a phone number. French numbers get the international form (+33...), which works from a
 * phone abroad as well; other numbers keep their digits and leading '+'. Empty when there is nothing to dial.
 * @example buildPhoneHref({ phone: '01 42 68 00 12' }) // 'tel:+33142680012'
 */
export function buildPhoneHref({ phone }: { phone: string }): string {
  const subscriber = frenchSubscriberDigits(phone);
  if (subscriber) return `tel:+33${subscriber}`;
  const dialable = phone.trim().replace(/[^\d+]/g, '');
  return /\d/.test(dialable) ? `tel:${dialable}` : '';
}
