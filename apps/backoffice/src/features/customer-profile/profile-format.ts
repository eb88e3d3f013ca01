/** A 'YYYY-MM-DD' date or an ISO instant as a French date ('20/11/2026'), read in Paris. */
export function formatFrenchDate(value: string): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  return at.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
}

/** Euros as French screens show them ('1 234,50 €'). */
export function formatEuros(amount: number): string {
  return amount.toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' });
}
