import { numberField, parisDayOf, textField, type DayContribution } from './day-contribution';
import { STAT } from './stat-keys';

/**
 * A voucher (`rewards`) is issued, with its value in euros, on the Paris day of `createdAt` (and counted as
 * expired there when its status is 'expired'); a used one is used, with its value, on the Paris day of
 * `usedAt`.
 */
export function rewardContribution(data: Record<string, unknown>): DayContribution[] {
  const restaurantId = textField(data, 'restaurantId');
  const issuedOn = parisDayOf(data.createdAt);
  if (!restaurantId || !issuedOn) return [];
  const value = Math.max(0, numberField(data, 'value') ?? 0);
  const status = textField(data, 'status');
  const issued: DayContribution = {
    restaurantId,
    day: issuedOn,
    counters: { [STAT.vouchersIssued]: 1, [STAT.vouchersIssuedValue]: value },
  };
  if (status === 'expired') issued.counters[STAT.vouchersExpired] = 1;
  const usedOn = status === 'used' ? parisDayOf(data.usedAt) : undefined;
  if (!usedOn) return [issued];
  return [
    issued,
    { restaurantId, day: usedOn, counters: { [STAT.vouchersUsed]: 1, [STAT.vouchersUsedValue]: value } },
  ];
}
