/**
 * Relative time of the cancellations tab: 'Il y a N min' under an hour, 'Il y a N h' under a day,
 * then 'Il y a 1 jour' / 'Il y a N jours'. Future or sub-minute times read 'À l'instant'.
 */
export function formatRelativeTime({ at, now }: { at: string | Date; now: Date }): string {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(time)) return '';
  const minutes = Math.floor((now.getTime() - time) / 60_000);
  if (minutes < 1) return "À l'instant";
  if (minutes < 60) return `Il y a ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Il y a ${hours} h`;
  const days = Math.floor(hours / 24);
  return `Il y a ${days} ${days === 1 ? 'jour' : 'jours'}`;
}
