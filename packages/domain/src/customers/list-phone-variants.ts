import { normalizePhone } from './customer-file-id';

/**
 * The spellings a phone may be stored with, for an exact-match query (`in`, at most 30 values): as typed, digits
 * only, French pairs separated by spaces, dots or dashes, and the E.164 form stored since numbers are normalised
 * ('+33612345678'). Records come from several forms and years, and Firestore can only match exact values.
 * @example listPhoneVariants({ phone: '+33612345678' }) // ['+33612345678', '0612345678', '06 12 34 56 78', ...]
 */
export function listPhoneVariants({ phone }: { phone: string }): string[] {
  const digits = normalizePhone({ phone });
  const variants = new Set([phone.trim(), digits]);
  if (/^0\d{9}$/.test(digits)) {
    const pairs = digits.match(/\d{2}/g) ?? [];
    for (const sep of [' ', '.', '-']) variants.add(pairs.join(sep));
    variants.add(`+33${digits.slice(1)}`);
    variants.add(`+33 ${digits.slice(1, 2)} ${pairs.slice(1).join(' ')}`);
  }
  return [...variants].filter((variant) => variant !== '');
}
