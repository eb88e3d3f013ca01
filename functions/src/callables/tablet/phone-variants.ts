import { normalizePhone } from '@app/domain';

/**
 * The spellings a phone may be stored with (as typed, digits only, pairs separated by spaces, dots or dashes,
 * +33 form), since records come from several forms and Firestore can only match exact values.
 */
export function phoneVariants(phone: string): string[] {
  const digits = normalizePhone({ phone }).replace(/^\+33/, '0');
  const variants = new Set([phone.trim(), digits]);
  if (/^0\d{9}$/.test(digits)) {
    const pairs = digits.match(/\d{2}/g) ?? [];
    for (const sep of [' ', '.', '-']) variants.add(pairs.join(sep));
    variants.add(`+33${digits.slice(1)}`);
    variants.add(`+33 ${digits.slice(1, 2)} ${pairs.slice(1).join(' ')}`);
  }
  return [...variants];
}
