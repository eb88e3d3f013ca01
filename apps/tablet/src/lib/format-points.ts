/** Points as the kiosk shows them: French digits, one decimal at most (« 12,5 », « 40 »). */
export function formatPointsCount(points: number): string {
  const safe = Number.isFinite(points) ? points : 0;
  return (Math.round(safe * 10) / 10).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
}
