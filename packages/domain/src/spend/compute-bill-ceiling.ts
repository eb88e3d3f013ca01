import { roundEuros } from './round-euros';

/**
 * The default ceiling of issue 49: a bill per cover above {@link BILL_CEILING_DEFAULTS.multiple} times the venue's
 * average per cover waits for a manager; a venue with fewer than `minimumCovers` billed guests has no average to
 * trust and uses `newVenuePerCover`; the ceiling is never below `floorPerCover`, so that a café's ceiling does not
 * hold every honest bill.
 */
export const BILL_CEILING_DEFAULTS = {
  multiple: 4,
  minimumCovers: 30,
  newVenuePerCover: 150,
  floorPerCover: 60,
} as const;

/** Where a venue's ceiling per cover comes from. */
export type BillCeilingSource = 'configured' | 'average' | 'new_venue';

/**
 * The bill per cover above which a bill waits for an `admin_full`'s approval (issue 49): the venue's own setting
 * (Paramètres › Fidélité) when it set one, else {@link BILL_CEILING_DEFAULTS}'s multiple of its average per cover
 * (takings over billed guests, all time) with its floor, else the new venue's value.
 * @example computeBillCeiling({ configuredPerCover: null, takings: 3500, billedCovers: 100 }) // { perCover: 140, source: 'average' }
 */
export function computeBillCeiling({
  configuredPerCover,
  takings,
  billedCovers,
}: {
  configuredPerCover: number | null;
  takings: number;
  billedCovers: number;
}): { perCover: number; source: BillCeilingSource } {
  if (configuredPerCover !== null && configuredPerCover > 0)
    return { perCover: configuredPerCover, source: 'configured' };
  const d = BILL_CEILING_DEFAULTS;
  if (!(billedCovers >= d.minimumCovers) || !(takings > 0))
    return { perCover: d.newVenuePerCover, source: 'new_venue' };
  const average = takings / billedCovers;
  return {
    perCover: Math.max(d.floorPerCover, roundEuros({ amount: d.multiple * average })),
    source: 'average',
  };
}
