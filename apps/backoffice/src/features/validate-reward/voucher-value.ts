/**
 * A voucher's value as the till reads it: a gift voucher by its gift ('Cadeau n°2': its value is the gift's
 * number), any other in euros, French digits ('10 €', '7,5 €'), with a plain space so that the text is the same
 * on every device.
 * @example formatVoucherValue(10) // '10 €'
 */
export function formatVoucherValue(value: number, giftNumber?: number): string {
  if (giftNumber !== undefined) return `Cadeau n°${giftNumber}`;
  const safe = Number.isFinite(value) ? value : 0;
  return `${safe.toLocaleString('fr-FR', { maximumFractionDigits: 2 }).replace(/\s/g, ' ')} €`;
}
