import type { DocData, DocSnapshot, DocStore } from '@app/data';
import { REWARD_AUDIT } from '../loyalty/reward-history';
import type { ErasedIds } from './erased-ids';

const BATCH_SIZE = 150;

/** A voucher document moved to its new id: the fields that repeat an id follow it, any contact goes. */
function movedData(data: DocData, newId: string, ids: ErasedIds): DocData {
  const next: DocData = { ...data };
  if (typeof next.id === 'string') next.id = newId;
  if (typeof next.rewardId === 'string') next.rewardId = ids.of(next.rewardId);
  for (const field of ['customerEmail', 'customerId'] as const) if (field in next) next[field] = '';
  return next;
}

/**
 * The erased customer's vouchers (`rewards`) and usages (`rewardUsages`), already anonymised, move to ids that
 * no longer hold the address (erased-ids.ts), with the staff's audit of each voucher (`rewardAudit/{voucherId}`):
 * the venue keeps the fact that a voucher was given and used, nobody can tell whose it was. Documents whose id
 * named nobody stay where they are. Returns the number of documents moved.
 */
export async function moveVoucherDocuments(
  store: DocStore,
  found: readonly DocSnapshot[],
  ids: ErasedIds,
): Promise<number> {
  const moves = found
    .map((doc) => ({ from: doc.path, to: doc.path.replace(/[^/]+$/, ids.of(doc.id)) }))
    .filter((move) => move.from !== move.to);
  for (const move of [...moves]) {
    if (!move.from.startsWith('rewards/')) continue;
    const id = move.from.slice('rewards/'.length);
    moves.push({ from: `${REWARD_AUDIT}/${id}`, to: `${REWARD_AUDIT}/${ids.of(id)}` });
  }
  let moved = 0;
  for (let start = 0; start < moves.length; start += BATCH_SIZE) {
    const slice = moves.slice(start, start + BATCH_SIZE);
    const snaps = await store.getAll(slice.map((move) => move.from));
    const batch = store.batch();
    slice.forEach((move, i) => {
      const data = snaps[i]?.data;
      if (!data) return;
      const newId = move.to.slice(move.to.lastIndexOf('/') + 1);
      batch.set(move.to, movedData(data, newId, ids));
      batch.delete(move.from);
      moved += 1;
    });
    await batch.commit();
  }
  return moved;
}
