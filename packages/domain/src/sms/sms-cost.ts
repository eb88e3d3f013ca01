/**
 * What one SMS costs the venue, in thousandths of a euro excluding VAT: OVHcloud's list price for a message to a
 * French mobile (0,070 € HT). Rapports multiply the month's billed SMS by it.
 */
export const SMS_SEGMENT_PRICE_MILLI_EUR = 70;

/**
 * The cost of `segments` billed SMS, as Rapports show it.
 * @example formatSmsCost(50) // '3,50 €'
 */
export function formatSmsCost(segments: number): string {
  const euros = (segments * SMS_SEGMENT_PRICE_MILLI_EUR) / 1000;
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(euros);
}
