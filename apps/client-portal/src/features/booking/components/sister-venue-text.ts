import type { Translator } from '@app/i18n';
import type { SisterVenue } from '../api/waitlist-types';

/** '19:45', '19:45 ou 20:15', '19:30, 19:45 ou 20:15' (« or » in the diner's language, by Intl). */
function listTimes(tag: string, times: readonly string[]): string {
  return new Intl.ListFormat(tag, { type: 'disjunction' }).format(times);
}

/**
 * A venue's line under a full slot: 'Le Petit Zinc, Lyon — 20:00 disponible' when the same time has room there,
 * else its nearest times, 'Le Petit Zinc, Lyon — 19:45 ou 20:15 disponibles'.
 */
export function sisterVenueLine(
  { t, tag }: Pick<Translator, 't' | 'tag'>,
  venue: Pick<SisterVenue, 'name' | 'city' | 'times'>,
  time: string,
): string {
  const place = venue.city ? `${venue.name}, ${venue.city}` : venue.name;
  const times = venue.times[0] === time ? [time] : venue.times;
  return t('waitlist.sisterLine', { place, times: listTimes(tag, times), count: times.length });
}

/** The name of a time's button: 'Réserver chez Le Petit Zinc à 20:00'. */
export function bookElsewhereLabel(
  { t }: Pick<Translator, 't'>,
  venue: Pick<SisterVenue, 'name'>,
  time: string,
): string {
  return t('waitlist.bookElsewhere', { name: venue.name, time });
}
