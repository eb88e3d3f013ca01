import { toParisDateTime } from '../availability/paris-time';

/** The month an SMS is counted in, Paris time: 'YYYY-MM' (a message at 00:30 on 1 March in Paris is March's). */
export function smsMonthOf(at: Date): string {
  return toParisDateTime({ at }).date.slice(0, 7);
}

/** The id of a venue's SMS counter for a month (`sms_usage/{id}`): one small document, never a scan. */
export function smsUsageId(restaurantId: string, month: string): string {
  return `${restaurantId}_${month}`;
}
