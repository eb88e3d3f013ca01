import { OUTBOX_COLLECTION } from '../lib/outbox';
import { runtime } from '../lib/runtime';
import type { OutboxDoc } from './mail-types';

/**
 * Resolves once an outbox mail is no longer being sent ('sending') by another worker — it reached its final
 * state, or went back to 'pending' for a retry — or once `withinMs` of real time have passed, whichever comes
 * first. The mail is followed through the store's live snapshots, not polled: the resolution comes with the
 * other worker's commit (its final state and the campaign's counters are written together, so a caller reading
 * the campaign afterwards sees this mail counted).
 *
 * The deadline is the caller's own budget: a worker that died keeps its lease (LEASE_MS) longer than that, and
 * the mail is then finished by the scheduled worker.
 */
export async function awaitOtherSender(id: string, withinMs: number): Promise<void> {
  if (withinMs <= 0) return;
  let settle = () => undefined as void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const deadline = setTimeout(settle, withinMs);
  const unsubscribe = runtime().store.onDoc<OutboxDoc>(
    `${OUTBOX_COLLECTION}/${id}`,
    (snap) => {
      if (snap.data?.status !== 'sending') settle();
    },
    // A failed subscription leaves the caller to report the state as it stands.
    () => settle(),
  );
  try {
    await settled;
  } finally {
    clearTimeout(deadline);
    unsubscribe();
  }
}
