/**
 * A voucher's value as the till reads it: euros, French digits ('10 €', '7,5 €'), with a plain space so that the
 * text is the same on every device.
 * @example formatVoucherValue(10) // '10 €'
 */
export function formatVoucherValue(value: number): string {
  const safe = Number.isFinite(value) ? value : 0;
  return `${safe.toLocaleString('fr-FR', { maximumFractionDigits: 2 }).replace(/\s/g, ' ')} €`;
}
