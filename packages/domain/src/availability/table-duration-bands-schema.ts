import { z } from 'zod';
import { ESTABLISHMENT_MESSAGES } from '../errors/admin-messages';
import { TABLE_DURATION_MAX_MINUTES, TABLE_DURATION_MIN_MINUTES } from './table-duration-schema';

const M = ESTABLISHMENT_MESSAGES;

/** Most bands a service may have (the establishment page's rows). */
export const MAX_DURATION_BANDS = 8;

/**
 * One party-size band of a service: parties from `fromPartySize` up to the next band's start (the last band
 * has no end) hold their tables `minutes` minutes.
 */
export const DurationBandSchema = z.object({
  fromPartySize: z
    .number(M.durationBandPartyRange)
    .int(M.durationBandPartyRange)
    .min(1, M.durationBandPartyRange)
    .max(50, M.durationBandPartyRange),
  minutes: z
    .number(M.tableDurationRange)
    .int(M.tableDurationRange)
    .min(TABLE_DURATION_MIN_MINUTES, M.tableDurationRange)
    .max(TABLE_DURATION_MAX_MINUTES, M.tableDurationRange),
});
/** {@link DurationBandSchema} output type. */
export type DurationBand = z.infer<typeof DurationBandSchema>;

/** A service's bands: the first starts at 1 guest, each one after the previous. */
export const ServiceDurationBandsSchema = z
  .array(DurationBandSchema)
  .min(1, M.durationBandsCount)
  .max(MAX_DURATION_BANDS, M.durationBandsCount)
  .superRefine((bands, ctx) => {
    if (bands[0] && bands[0].fromPartySize !== 1) {
      ctx.addIssue({ code: 'custom', message: M.durationBandsFirst, path: [0, 'fromPartySize'] });
    }
    bands.forEach((band, index) => {
      const previous = bands[index - 1];
      if (previous && band.fromPartySize <= previous.fromPartySize) {
        ctx.addIssue({ code: 'custom', message: M.durationBandsOrder, path: [index, 'fromPartySize'] });
      }
    });
  });

/**
 * How long a booking holds its tables in « Par tables », per service and party size, edited by the venue
 * (restaurant setting `tableDurationBands`).
 */
export const TableDurationBandsSchema = z.object({
  lunch: ServiceDurationBandsSchema,
  dinner: ServiceDurationBandsSchema,
});
/** {@link TableDurationBandsSchema} output type. */
export type TableDurationBands = z.infer<typeof TableDurationBandsSchema>;

const DEFAULT_BANDS: DurationBand[] = [
  { fromPartySize: 1, minutes: 90 },
  { fromPartySize: 3, minutes: 120 },
  { fromPartySize: 5, minutes: 150 },
];

/** 1–2 guests 1 h 30, 3–4 guests 2 h, 5 and more 2 h 30, at lunch and dinner. */
export const DEFAULT_TABLE_DURATION_BANDS: TableDurationBands = Object.freeze({
  lunch: DEFAULT_BANDS.map((band) => Object.freeze({ ...band })),
  dinner: DEFAULT_BANDS.map((band) => Object.freeze({ ...band })),
}) as TableDurationBands;

/** « 1 h 30 », « 2 h », « 45 min ». */
export function formatHoldMinutes({ minutes }: { minutes: number }): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

/**
 * A band as the establishment page and « Pourquoi complet ? » word it: « 1–2 : 1 h 30 », « 5+ : 2 h 30 ».
 * @example describeDurationBand({ bands, index: 0 }) // '1–2 : 1 h 30'
 */
export function describeDurationBand({
  bands,
  index,
}: {
  bands: readonly DurationBand[];
  index: number;
}): string {
  const band = bands[index];
  if (!band) return '';
  const next = bands[index + 1];
  const from = band.fromPartySize;
  const range = !next
    ? `${from}+`
    : next.fromPartySize - 1 === from
      ? `${from}`
      : `${from}–${next.fromPartySize - 1}`;
  return `${range} : ${formatHoldMinutes({ minutes: band.minutes })}`;
}
