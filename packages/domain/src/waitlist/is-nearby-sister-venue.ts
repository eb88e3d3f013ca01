import { cityOfAddress } from './city-of-address';

/**
 * How far a full slot sends a diner to another of the group's venues (issue 48, defect 19): 30 km, a diner's
 * evening out across a metropolitan area (Paris and its inner suburbs, Lyon and its ring), never another city
 * (Lyon is 392 km from Paris, Marseille 661 km).
 */
export const SISTER_VENUE_RADIUS_KM = 30;

/**
 * Whether another venue of the group is near enough to be suggested: within {@link SISTER_VENUE_RADIUS_KM} of the
 * full venue when both have a position; without one, only in the same city (by their addresses' postcode town,
 * « Paris » for « 75011 Paris »), since a venue of unknown distance may be hundreds of km away.
 * @example isNearbySisterVenue({ km: 4.2, originAddress: '', address: '' }) // true
 * @example isNearbySisterVenue({ km: undefined, originAddress: '1 rue A, 75011 Paris', address: '8 rue B, 69002 Lyon' }) // false
 */
export function isNearbySisterVenue({
  km,
  originAddress,
  address,
}: {
  km: number | undefined;
  originAddress: string;
  address: string;
}): boolean {
  if (km !== undefined && Number.isFinite(km)) return km <= SISTER_VENUE_RADIUS_KM;
  const city = cityOfAddress(originAddress).toLocaleLowerCase('fr');
  return city !== '' && cityOfAddress(address).toLocaleLowerCase('fr') === city;
}
