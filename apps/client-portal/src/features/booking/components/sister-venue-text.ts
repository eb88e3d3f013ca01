import type { SisterVenue } from '../api/waitlist-types';

/** '19:45', '19:45 ou 20:15', '19:30, 19:45 ou 20:15'. */
function listTimes(times: readonly string[]): string {
  if (times.length <= 1) return times.join('');
  return `${times.slice(0, -1).join(', ')} ou ${times[times.length - 1]}`;
}

/**
 * A venue's line under a full slot: 'Le Petit Zinc, Lyon — 20:00 disponible' when the same time has room there,
 * else its nearest times, 'Le Petit Zinc, Lyon — 19:45 ou 20:15 disponibles'.
 */
export function sisterVenueLine(venue: Pick<SisterVenue, 'name' | 'city' | 'times'>, time: string): string {
  const place = venue.city ? `${venue.name}, ${venue.city}` : venue.name;
  const times = venue.times[0] === time ? [time] : venue.times;
  return `${place} — ${listTimes(times)} ${times.length > 1 ? 'disponibles' : 'disponible'}`;
}

/** The name of a time's button: 'Réserver chez Le Petit Zinc à 20:00'. */
export function bookElsewhereLabel(venue: Pick<SisterVenue, 'name'>, time: string): string {
  return `Réserver chez ${venue.name} à ${time}`;
}
