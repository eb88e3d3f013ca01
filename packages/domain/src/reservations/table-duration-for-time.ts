import { classifyService } from '../availability/classify-service';
import {
  DEFAULT_TABLE_DURATION_MINUTES,
  type TableDurationMinutes,
} from '../availability/table-duration-schema';

/**
 * Minutes a booking at `time` holds its tables: the lunch or dinner duration of the restaurant
 * (two hours each by default). A time outside both services (e.g. 16:00) takes the longer of the two,
 * so that an unusual booking never frees its table too early.
 * @example tableDurationForTime({ time: '12:30', durations: { lunch: 90, dinner: 150 } }) // 90
 */
export function tableDurationForTime({
  time,
  durations = DEFAULT_TABLE_DURATION_MINUTES,
}: {
  time: string;
  durations?: TableDurationMinutes;
}): number {
  const service = classifyService({ time });
  if (service === 'lunch') return durations.lunch;
  if (service === 'dinner') return durations.dinner;
  return Math.max(durations.lunch, durations.dinner);
}
