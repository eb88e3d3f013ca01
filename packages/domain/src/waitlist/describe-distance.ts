/**
 * A distance in words for the sister venues' list: 'à 350 m' under 1 km (rounded to 50 m, at least 50 m),
 * 'à 2,4 km' under 10 km (one decimal, French comma), 'à 392 km' beyond (rounded).
 * @example describeDistance(2.44) // 'à 2,4 km'
 */
export function describeDistance(km: number): string {
  const safe = Number.isFinite(km) ? Math.max(0, km) : 0;
  if (safe < 1) {
    const metres = Math.max(50, Math.round((safe * 1000) / 50) * 50);
    return metres >= 1000 ? 'à 1 km' : `à ${metres} m`;
  }
  if (safe < 10) {
    const tenths = Math.round(safe * 10) / 10;
    if (tenths >= 10) return 'à 10 km';
    return `à ${tenths.toFixed(1).replace('.', ',')} km`;
  }
  return `à ${Math.round(safe)} km`;
}
