import { z } from 'zod';
import { ESTABLISHMENT_MESSAGES } from '../errors/admin-messages';

/** Minutes of one pacing window: covers are counted per quarter of an hour (19:00, 19:15, …). */
export const PACING_WINDOW_MINUTES = 15;

/**
 * Optional pacing of « Par tables »: at most this many covers starting per quarter of an hour, so the kitchen
 * is not hit by 40 covers at 20:00; null (or absent) means no limit.
 */
export const PacingCoversSchema = z
  .number(ESTABLISHMENT_MESSAGES.pacingRange)
  .int(ESTABLISHMENT_MESSAGES.pacingRange)
  .min(1, ESTABLISHMENT_MESSAGES.pacingRange)
  .max(500, ESTABLISHMENT_MESSAGES.pacingRange)
  .nullable();
