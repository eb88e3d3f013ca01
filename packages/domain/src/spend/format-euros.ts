/**
 * Euros as French screens, mails and exports show them, always with cents (« 86,50 € », « 1 234,50 € »), the
 * thousands separated by a space as Intl writes it.
 * @example formatEuros({ amount: 1234.5 }) // '1 234,50 €'
 */
export function formatEuros({ amount }: { amount: number }): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return value.toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' });
}
