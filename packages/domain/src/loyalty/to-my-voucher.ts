import type { MyVoucher } from '../schemas/rewards-chain';
import { readVoucherEuros } from '../spend/read-voucher-euros';
import { BILL_APPROVAL_MESSAGES } from '../spend/bill-approval-messages';
import { checkVoucherUsable } from './check-voucher-usable';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The voucher's euros as a field, absent when it has none (a gift the venue did not value). */
function euros(data: Readonly<Record<string, unknown>>): { euros?: number } {
  const value = readVoucherEuros({ ...data });
  return value === undefined ? {} : { euros: value };
}

/** What the diner is told of a cancelled voucher: the reason stored with it, else the product's. */
function cancellationReason(data: Readonly<Record<string, unknown>>): string {
  const stored = data.cancellation as { reason?: unknown } | undefined;
  return text(stored?.reason) || BILL_APPROVAL_MESSAGES.voucherCancelledReason;
}

/**
 * A stored voucher as the customer's list shows it: an active voucher past its expiry date shows as expired
 * (the rule of the till). Tolerant of older documents: missing texts read as empty.
 */
export function toMyVoucher({
  id,
  data,
  now,
}: {
  id: string;
  data: Readonly<Record<string, unknown>>;
  now: Date;
}): MyVoucher {
  const { status } = checkVoucherUsable({
    status: data.status,
    usedAt: data.usedAt,
    expiryDate: data.expiryDate,
    now,
  });
  return {
    id,
    restaurantId: text(data.restaurantId),
    restaurantName: text(data.restaurantName),
    description: text(data.description),
    value: Number(data.value ?? 0),
    code: text(data.barcode),
    status,
    createdAt: text(data.createdAt),
    ...(text(data.usedAt) ? { usedAt: text(data.usedAt) } : {}),
    ...(text(data.expiryDate) ? { expiryDate: text(data.expiryDate) } : {}),
    ...(typeof data.giftNumber === 'number' ? { giftNumber: data.giftNumber } : {}),
    ...(text(data.giftName) ? { giftName: text(data.giftName) } : {}),
    ...euros(data),
    ...(status === 'cancelled' ? { cancelledReason: cancellationReason(data) } : {}),
    ...(data.rewardType === 'discount' && typeof data.pointsUsed === 'number'
      ? { pointsUsed: data.pointsUsed }
      : {}),
  };
}
