import type { TokenVerifier } from '../auth/token-verifier';
import type { ReadGate } from '../store-api/read-gate';

/**
 * A read policy small enough to reason about in tests: restaurants are public; a reservation is readable by staff
 * of its restaurant, and a reservation query only when it is pinned to one of the caller's restaurants.
 */
export const SAMPLE_GATE: ReadGate = {
  canReadDoc(reader, path, data) {
    const [collection] = path.split('/');
    if (collection === 'restaurants') return true;
    if (collection !== 'reservations' || !reader) return false;
    const ids = reader.claims.restaurantIds;
    return Array.isArray(ids) && data !== undefined && ids.includes(data.restaurantId);
  },
  canRunQuery(reader, spec) {
    if (spec.collection === 'restaurants') return true;
    if (spec.collection !== 'reservations' || !reader) return false;
    const ids = reader.claims.restaurantIds;
    const pin = spec.where?.find((w) => w.field === 'restaurantId' && w.op === '==');
    return Array.isArray(ids) && pin !== undefined && ids.includes(pin.value);
  },
};

/** Tokens are `staff:<restaurantId>`; anything else is refused, like a forged or expired token. */
export const SAMPLE_VERIFIER: TokenVerifier = async (token) => {
  const match = /^staff:(\w+)$/.exec(token);
  if (!match?.[1]) throw new Error('invalid token');
  return { uid: `uid-${match[1]}`, claims: { role: 'admin', restaurantIds: [match[1]] } };
};
