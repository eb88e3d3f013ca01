import { HttpsError } from 'firebase-functions/v2/https';
import {
  MESSAGES,
  ValidateRewardInputSchema,
  checkVoucherUsable,
  nameVoucher,
  readVoucherEuros,
} from '@app/domain';
import { canAccessRestaurant } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { FRAMEWORK_MESSAGES } from '../../lib/messages';
import { transact } from '../../lib/transact';
import { findVoucherByCode } from './find-voucher';
import {
  recordRewardEvent,
  rewardAuditPath,
  voucherStaffFieldsRemoved,
  withRewardEvent,
} from './reward-history';
import { parseScanCodeOrThrow } from './scan-code-input';

/**
 * Staff apply a reward voucher at the till (customer-flows §2 "Scanning", §4). The voucher is found through its
 * stored code (`scanCodes`, else its barcode for older vouchers). In one transaction the voucher goes from active
 * to used (a 'used' event in its history) and a usage record (id = the voucher id, created once) names the staff
 * member, so that two tills scanning the same voucher at once give exactly one success. The code is read as people
 * type it (its 9 digits, spaces allowed) or as the QR code carries it. `undoRewardValidation` gives it back within
 * a minute.
 */
export const validateReward = defineCallable({
  name: 'validateReward',
  input: ValidateRewardInputSchema,
  auth: 'staff',
  handler: async ({ code }, { caller, now }) => {
    const parsed = parseScanCodeOrThrow(code);
    if (parsed.kind !== 'reward') throw new HttpsError('invalid-argument', MESSAGES.scan.invalidCode);
    const nowIso = now.toISOString();
    return transact(async (tx) => {
      const found = await findVoucherByCode(tx, parsed.code);
      if (!found) throw new HttpsError('not-found', MESSAGES.scan.voucherNotFound);
      const { id, data: voucher } = found;
      const restaurantId = String(voucher.restaurantId);
      if (!canAccessRestaurant(caller, restaurantId))
        throw new HttpsError('permission-denied', FRAMEWORK_MESSAGES.permissionDenied);
      const usable = checkVoucherUsable({
        status: voucher.status,
        usedAt: voucher.usedAt,
        expiryDate: voucher.expiryDate,
        now,
      });
      if (!usable.ok) throw new HttpsError('failed-precondition', usable.message);
      const audit = await tx.get(rewardAuditPath(id));
      // The voucher, which its owner reads, says what and when; who applied it stays with staff (issue 49).
      tx.update(`rewards/${id}`, {
        status: 'used',
        usedAt: nowIso,
        history: withRewardEvent(voucher.history, { action: 'used', at: nowIso }),
        ...voucherStaffFieldsRemoved(),
      });
      recordRewardEvent(tx, {
        rewardId: id,
        restaurantId,
        audit: audit.data,
        voucherHistory: voucher.history,
        event: { action: 'used', at: nowIso, caller },
      });
      const usedBy = { usedBy: caller.uid, usedByEmail: caller.email ?? '', usedByRole: caller.role };
      const euros = readVoucherEuros(voucher);
      const rewardType = voucher.rewardType === 'discount' ? 'discount' : 'gift';
      tx.create(`rewardUsages/${id}`, {
        id,
        rewardId: id,
        restaurantId,
        restaurantName: String(voucher.restaurantName ?? ''),
        customerId: String(voucher.customerId ?? ''),
        customerEmail: String(voucher.customerEmail ?? ''),
        customerName: String(voucher.customerName ?? ''),
        // Euros only when the voucher has some: a gift's number in the cycle is not money.
        ...(euros === undefined ? {} : { value: euros }),
        rewardType,
        ...(voucher.valueSet === true ? { valueSet: true } : {}),
        description: String(voucher.description ?? ''),
        usedAt: nowIso,
        ...usedBy,
      });
      const giftNumber = typeof voucher.giftNumber === 'number' ? voucher.giftNumber : undefined;
      const what = {
        value: Number(voucher.value ?? 0),
        ...(giftNumber !== undefined ? { giftNumber } : {}),
        giftName: String(voucher.giftName ?? ''),
        description: String(voucher.description ?? ''),
      };
      return {
        rewardId: id,
        customerName: String(voucher.customerName ?? ''),
        description: what.description,
        value: what.value,
        ...(euros === undefined ? {} : { euros }),
        /** What the voucher gives, as the till says it (« Dessert offert », « 10 € »). */
        name: nameVoucher(what),
        usedAt: nowIso,
      };
    });
  },
});
