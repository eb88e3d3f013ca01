import { numberField, parisDayOf, textField, type DayContribution } from './day-contribution';
import { STAT } from './stat-keys';

/** A review is one review and its rating (1..5) on the Paris day of `createdAt`; without a rating it counts nothing. */
export function reviewContribution(data: Record<string, unknown>): DayContribution[] {
  const restaurantId = textField(data, 'restaurantId');
  const day = parisDayOf(data.createdAt);
  const rating = numberField(data, 'rating');
  if (!restaurantId || !day || rating === undefined) return [];
  return [{ restaurantId, day, counters: { [STAT.reviews]: 1, [STAT.reviewRatingSum]: rating } }];
}
