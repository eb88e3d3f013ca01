import { readVoucherEuros } from '../spend/read-voucher-euros';
import { parisDayOf, textField, type DayContribution } from './day-contribution';
import { STAT } from './stat-keys';

/**
 * A voucher (`rewards`) is issued, with its value in euros, on the Paris day of `createdAt` (and counted as
 * expired there when its status is 'expired'); a used one is used, with its value, on the Paris day of
 * `usedAt`. Its value counts only when it has one in euros (readVoucherEuros: a gift the venue valued, a
 * discount); a gift's number in the cycle is not money.
 */
export function rewardContribution(data: Record<string, unknown>): DayContribution[] {
  const restaurantId = textField(data, 'restaurantId');
  const issuedOn = parisDayOf(data.createdAt);
  if (!restaurantId || !issuedOn) return [];
  const value = readVoucherEuros(data) ?? 0;
  const status = textField(data, 'status');
  const worth = (key: string) => (value > 0 ? { [key]: value } : {});
  const issued: DayContribution = {
    restaurantId,
    day: issuedOn,
    counters: { [STAT.vouchersIssued]: 1, ...worth(STAT.vouchersIssuedValue) },
  };
  if (status === 'expired') issued.counters[STAT.vouchersExpired] = 1;
  const usedOn = status === 'used' ? parisDayOf(data.usedAt) : undefined;
  if (!usedOn) return [issued];
  return [
    issued,
    { restaurantId, day: usedOn, counters: { [STAT.vouchersUsed]: 1, ...worth(STAT.vouchersUsedValue) } },
  ];
}
