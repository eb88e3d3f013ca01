import { classifyService } from './classify-service';
import {
  DEFAULT_TABLE_DURATION_BANDS,
  type DurationBand,
  type TableDurationBands,
} from './table-duration-bands-schema';

function minutesOfBands(bands: readonly DurationBand[], partySize: number): number {
  let minutes = bands[0]?.minutes ?? 120;
  for (const band of bands) if (partySize >= band.fromPartySize) minutes = band.minutes;
  return minutes;
}

/**
 * Minutes a booking at `time` for `partySize` guests holds its tables in « Par tables »: the band of its
 * service that holds the party (the last band that starts at or below it). A time outside lunch and dinner
 * takes the longer of the two services' bands, so that an unusual booking never frees its table too early.
 * @example resolveHoldMinutes({ time: '20:00', partySize: 4, bands: DEFAULT_TABLE_DURATION_BANDS }) // 120
 */
export function resolveHoldMinutes({
  time,
  partySize,
  bands = DEFAULT_TABLE_DURATION_BANDS,
}: {
  time: string;
  partySize: number;
  bands?: TableDurationBands;
}): number {
  const service = classifyService({ time });
  if (service === 'lunch') return minutesOfBands(bands.lunch, partySize);
  if (service === 'dinner') return minutesOfBands(bands.dinner, partySize);
  return Math.max(minutesOfBands(bands.lunch, partySize), minutesOfBands(bands.dinner, partySize));
}
