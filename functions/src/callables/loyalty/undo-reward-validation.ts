import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue } from '@app/data';
import { MESSAGES, UndoRewardValidationInputSchema, checkVoucherUndo, nameVoucher } from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { transact } from '../../lib/transact';
import {
  recordRewardEvent,
  rewardAuditPath,
  voucherStaffFieldsRemoved,
  withRewardEvent,
} from './reward-history';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Staff give back a voucher they applied by mistake (issue 36), within a minute of its use on the server's clock:
 * in one transaction the voucher is active again (its use fields removed, a 'restored' event added to its history,
 * who did it to its staff-only audit record) and the usage record is deleted, so the till's figures and a new validation see it unused.
 * Only staff of the voucher's venue, working for that venue (`restaurantId`), may do it.
 */
export const undoRewardValidation = defineCallable({
  name: 'undoRewardValidation',
  input: UndoRewardValidationInputSchema,
  auth: 'staff',
  handler: async ({ rewardId, restaurantId }, { caller, now }) => {
    assertRestaurantAccess(caller, restaurantId);
    const nowIso = now.toISOString();
    return transact(async (tx) => {
      const snap = await tx.get(`rewards/${rewardId}`);
      const voucher = snap.data;
      if (!snap.exists || !voucher) throw new HttpsError('not-found', MESSAGES.scan.voucherNotFound);
      // Another venue's voucher reads as unknown here: its existence is not that venue's staff's business.
      if (text(voucher.restaurantId) !== restaurantId)
        throw new HttpsError('not-found', MESSAGES.scan.voucherNotFound);
      const undo = checkVoucherUndo({ status: voucher.status, usedAt: voucher.usedAt, now });
      if (!undo.ok) throw new HttpsError('failed-precondition', undo.message);
      const audit = await tx.get(rewardAuditPath(rewardId));
      tx.update(`rewards/${rewardId}`, {
        status: 'active',
        usedAt: FieldValue.delete(),
        ...voucherStaffFieldsRemoved(),
        history: withRewardEvent(voucher.history, { action: 'restored', at: nowIso }),
      });
      recordRewardEvent(tx, {
        rewardId,
        restaurantId,
        audit: audit.data,
        voucherHistory: voucher.history,
        event: { action: 'restored', at: nowIso, caller },
      });
      tx.delete(`rewardUsages/${rewardId}`);
      return {
        rewardId,
        name: nameVoucher({
          value: Number(voucher.value ?? 0),
          ...(typeof voucher.giftNumber === 'number' ? { giftNumber: voucher.giftNumber } : {}),
          giftName: text(voucher.giftName),
          description: text(voucher.description),
        }),
        status: 'active' as const,
      };
    });
  },
});
