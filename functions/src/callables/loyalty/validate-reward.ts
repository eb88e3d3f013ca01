import { HttpsError } from 'firebase-functions/v2/https';
import { MESSAGES, ValidateRewardInputSchema, parseScanCode } from '@app/domain';
import { canAccessRestaurant } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { FRAMEWORK_MESSAGES } from '../../lib/messages';
import { transact } from '../../lib/transact';

/** '22/11/2026 à 14:05' in Paris time, as the scan page shows the use date. */
export function formatParisDateTime(iso: string): string {
  const at = new Date(iso);
  const date = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return `${date} à ${time}`;
}

/**
 * Staff apply a reward voucher at the till (customer-flows §2 "Scanning", §4). In one transaction the voucher
 * goes from active to used and a usage record (id = the voucher id, created once) names the staff member, so
 * that two tills scanning the same voucher at once give exactly one success.
 */
export const validateReward = defineCallable({
  name: 'validateReward',
  input: ValidateRewardInputSchema,
  auth: 'staff',
  handler: async ({ code }, { caller, now }) => {
    const parsed = parseScanCode({ input: code });
    if (!parsed.ok)
      throw new HttpsError(
        'invalid-argument',
        'hint' in parsed && parsed.hint ? `${parsed.message} : ${parsed.hint}` : parsed.message,
      );
    if (parsed.kind !== 'reward') throw new HttpsError('invalid-argument', MESSAGES.scan.invalidCode);
    const nowIso = now.toISOString();
    return transact(async (tx) => {
      const found = await tx.query({
        collection: 'rewards',
        where: [{ field: 'barcode', op: '==', value: parsed.code }],
        limit: 1,
      });
      const doc = found.docs[0];
      const voucher = doc?.data;
      if (!doc || !voucher) throw new HttpsError('not-found', MESSAGES.scan.voucherNotFound);
      const restaurantId = String(voucher.restaurantId);
      if (!canAccessRestaurant(caller, restaurantId))
        throw new HttpsError('permission-denied', FRAMEWORK_MESSAGES.permissionDenied);
      if (voucher.status === 'used') {
        const usedAt = typeof voucher.usedAt === 'string' ? voucher.usedAt : '';
        throw new HttpsError(
          'failed-precondition',
          usedAt
            ? MESSAGES.scan.voucherUsed(formatParisDateTime(usedAt))
            : MESSAGES.scan.voucherUsedOrExpired,
        );
      }
      const expiry = typeof voucher.expiryDate === 'string' ? voucher.expiryDate : '';
      if (voucher.status === 'expired' || (expiry && Date.parse(expiry) <= now.getTime())) {
        throw new HttpsError(
          'failed-precondition',
          expiry
            ? MESSAGES.scan.voucherExpired(formatParisDateTime(expiry))
            : MESSAGES.scan.voucherUsedOrExpired,
        );
      }
      if (voucher.status !== 'active')
        throw new HttpsError('failed-precondition', MESSAGES.scan.voucherUsedOrExpired);
      const usedBy = { usedBy: caller.uid, usedByEmail: caller.email ?? '', usedByRole: caller.role };
      tx.update(`rewards/${doc.id}`, { status: 'used', usedAt: nowIso, ...usedBy });
      tx.create(`rewardUsages/${doc.id}`, {
        id: doc.id,
        rewardId: doc.id,
        restaurantId,
        restaurantName: String(voucher.restaurantName ?? ''),
        customerId: String(voucher.customerId ?? ''),
        customerEmail: String(voucher.customerEmail ?? ''),
        customerName: String(voucher.customerName ?? ''),
        value: Number(voucher.value ?? 0),
        usedAt: nowIso,
        ...usedBy,
      });
      return {
        rewardId: doc.id,
        customerName: String(voucher.customerName ?? ''),
        description: String(voucher.description ?? ''),
        value: Number(voucher.value ?? 0),
        usedAt: nowIso,
      };
    });
  },
});
