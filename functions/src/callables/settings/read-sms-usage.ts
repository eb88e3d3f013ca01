import { monthsEndingWith, ReadSmsUsageInputSchema, smsUsageId, type SmsMonthUsage } from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { runtime } from '../../lib/runtime';
import { SMS_USAGE_COLLECTION, type SmsUsageDoc } from '../../sms/sms-usage';
import { ESTABLISHMENT_ROLES } from './restaurant-settings';

/**
 * A venue's SMS by month (issue 50): « Établissement » → « Messages » reads the current month (is the cap
 * reached?) and Rapports the last twelve (count and cost). Bounded: one counter document a month, by id, never a
 * scan of the messages. The managers of the venue only.
 */
export const readSmsUsage = defineCallable({
  name: 'readSmsUsage',
  input: ReadSmsUsageInputSchema,
  auth: ESTABLISHMENT_ROLES,
  handler: async ({ restaurantId, month, months }, { caller }) => {
    assertRestaurantAccess(caller, restaurantId);
    const list = monthsEndingWith(month, months);
    const snaps = await runtime().store.getAll<SmsUsageDoc>(
      list.map((m) => `${SMS_USAGE_COLLECTION}/${smsUsageId(restaurantId, m)}`),
    );
    const usage: SmsMonthUsage[] = list.map((m, i) => {
      const data = snaps[i]?.data;
      return {
        month: m,
        messages: data?.messages ?? 0,
        segments: data?.segments ?? 0,
        capped: data?.capped ?? 0,
        ...(data?.capReachedAt ? { capReachedAt: data.capReachedAt } : {}),
      };
    });
    return { usage };
  },
});
