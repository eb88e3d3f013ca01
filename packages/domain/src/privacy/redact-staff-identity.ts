import { maskHistoryAuthor } from '../status/mask-history-author';

/** Keys that name who did something: `by`, `createdBy`, `changedBy`, `usedBy`, `respondedBy`, `updatedBy`… */
const ACTOR_KEY = /^(by|[a-z][A-Za-z]*By)$/;
/** Keys that say more of that person: their e-mail, role, name or uid (`usedByEmail`, `byRole`, `pairedByUid`…). */
const ACTOR_DETAIL_KEY = /^(by|[a-z][A-Za-z]*By)(Email|Role|Name|Uid)$/;
/** A reservation made by staff says so in `source`, with the name of a staff role. */
const STAFF_SOURCE = 'admin';

/**
 * A document as a diner may receive it in their data export (art. 15(4) RGPD, issue 49): every author field, at
 * any depth (`createdBy`, `statusHistory[].changedBy`, `confirmation.by`, `refusal.by`, `history[].by`…), keeps
 * the diner's own e-mail and the product's labels ('client', 'Client Internet', '' for the system) and reads
 * `staffLabel` (« l'équipe d'Au Bureau ») for anyone else; the fields saying more of an author (their e-mail, role,
 * name, uid) are left out; a booking's `source` 'admin' (made by staff) reads 'restaurant'. Nothing else changes.
 * @example redactStaffIdentity({ value: { createdBy: 'uid-1' }, customerEmail: 'ana@mail.fr', staffLabel: "l'équipe d'Au Bureau" })
 * // { createdBy: "l'équipe d'Au Bureau" }
 */
export function redactStaffIdentity<T>({
  value,
  customerEmail,
  staffLabel,
}: {
  value: T;
  customerEmail: string;
  staffLabel: string;
}): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(node as Record<string, unknown>)) {
      if (ACTOR_DETAIL_KEY.test(key)) continue;
      if (ACTOR_KEY.test(key) && typeof field === 'string')
        out[key] = maskHistoryAuthor({ changedBy: field, customerEmail, staffLabel });
      else if (key === 'source' && field === STAFF_SOURCE) out[key] = 'restaurant';
      else out[key] = walk(field);
    }
    return out;
  };
  return walk(value) as T;
}
