/** An ISO instant as French screens show it, in Paris: '24/11/2026 à 09:30'. */
export function formatFrenchDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const date = at.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
  const time = at.toLocaleTimeString('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${date} à ${time}`;
}
