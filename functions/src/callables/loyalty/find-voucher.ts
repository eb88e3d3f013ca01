import type { DocData, Transaction } from '@app/data';
import { readScanCode } from '../../lib/scan-codes';

/** A voucher found by its code. */
export interface FoundVoucher {
  id: string;
  data: DocData;
}

/**
 * The voucher a `REWARD:` code stands for: through its `scanCodes` entry, else (vouchers made before codes were
 * stored, and the demo's) the voucher whose `barcode` is the code. Null when none. Works in a transaction (reads
 * only) and on the store.
 */
export async function findVoucherByCode(
  reader: Pick<Transaction, 'get' | 'query'>,
  code: string,
): Promise<FoundVoucher | null> {
  const entry = await readScanCode(reader, code);
  if (entry?.kind === 'reward' && entry.rewardId) {
    const snap = await reader.get(`rewards/${entry.rewardId}`);
    return snap.exists && snap.data ? { id: snap.id, data: snap.data } : null;
  }
  const found = await reader.query({
    collection: 'rewards',
    where: [{ field: 'barcode', op: '==', value: code }],
    limit: 1,
  });
  const doc = found.docs[0];
  return doc?.data ? { id: doc.id, data: doc.data } : null;
}
