import type { Transaction } from '@app/data';
import { readVenueSmsSettings, smsCapAllows, smsMonthOf, smsUsageId } from '@app/domain';
import type { SmsOutboxDoc } from './sms-outbox';

/** Each venue's SMS of a month, one document per venue and month (`{restaurantId}_{YYYY-MM}`, Paris months). */
export const SMS_USAGE_COLLECTION = 'sms_usage';

export type SmsUsageDoc = {
  restaurantId: string;
  /** 'YYYY-MM'. */
  month: string;
  /** SMS billed (a 2-part message counts 2): what the cap and the cost count. */
  segments: number;
  /** Messages sent. */
  messages: number;
  /** Messages not sent because the cap was reached (their mail went alone). */
  capped: number;
  /** When the month's first message was held back by the cap: what staff are told. */
  capReachedAt?: string;
  updatedAt: string;
};

function usageOf(raw: Partial<SmsUsageDoc> | undefined, restaurantId: string, month: string, now: Date) {
  return {
    restaurantId,
    month,
    segments: raw?.segments ?? 0,
    messages: raw?.messages ?? 0,
    capped: raw?.capped ?? 0,
    ...(raw?.capReachedAt ? { capReachedAt: raw.capReachedAt } : {}),
    updatedAt: now.toISOString(),
  } satisfies SmsUsageDoc;
}

/**
 * The monthly cap, in the worker's claim (reads first, then `commit` writes): a message within the venue's cap is
 * counted on its month's counter before it goes (so two workers never both pass the last SMS under the cap) and
 * the outbox remembers the month it was counted in; a message past it is held back, counted as capped, and the
 * counter records when the cap was first reached. A message counted by an earlier claim (its worker's lease ran
 * out) is not counted again.
 */
export async function planSmsBilling(
  tx: Transaction,
  sms: SmsOutboxDoc,
  now: Date,
): Promise<{ allowed: boolean; commit: () => Partial<SmsOutboxDoc> }> {
  if (sms.billedMonth) return { allowed: true, commit: () => ({}) };
  const month = smsMonthOf(now);
  const path = `${SMS_USAGE_COLLECTION}/${smsUsageId(sms.restaurantId, month)}`;
  const [restaurant, counter] = await Promise.all([
    tx.get(`restaurants/${sms.restaurantId}`),
    tx.get<SmsUsageDoc>(path),
  ]);
  const { monthlyCap } = readVenueSmsSettings(restaurant.data?.smsSettings);
  const usage = usageOf(counter.data, sms.restaurantId, month, now);
  const allowed = smsCapAllows({ used: usage.segments, segments: sms.segments, cap: monthlyCap });
  return {
    allowed,
    commit: () => {
      if (allowed) {
        tx.set(path, { ...usage, segments: usage.segments + sms.segments, messages: usage.messages + 1 });
        return { billedMonth: month };
      }
      tx.set(path, {
        ...usage,
        capped: usage.capped + 1,
        capReachedAt: usage.capReachedAt ?? now.toISOString(),
      });
      return {};
    },
  };
}

/** Gives back what a message that did not go was counted (a provider's refusal, a retry to come). */
export async function planSmsRefund(tx: Transaction, sms: SmsOutboxDoc, now: Date): Promise<() => void> {
  const month = sms.billedMonth;
  if (!month) return () => undefined;
  const path = `${SMS_USAGE_COLLECTION}/${smsUsageId(sms.restaurantId, month)}`;
  const usage = usageOf((await tx.get<SmsUsageDoc>(path)).data, sms.restaurantId, month, now);
  return () =>
    tx.set(path, {
      ...usage,
      segments: Math.max(0, usage.segments - sms.segments),
      messages: Math.max(0, usage.messages - 1),
    });
}
