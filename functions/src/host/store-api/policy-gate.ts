import { canRead, queryIsAllowed } from '@app/domain';
import type { ReadGate } from './read-gate';

/**
 * The domain's read policy (the same declaration firestore.rules is generated from) as the store API's gate.
 * A document in a nested collection is judged under its full collection path, which the policy does not
 * declare: nested reads are refused, as rules without a matching `match` block refuse them.
 */
export const policyReadGate: ReadGate = {
  shapeProvesEveryDoc: true,
  canReadDoc(reader, path, data) {
    const segments = path.split('/');
    const docId = segments.pop() ?? '';
    return canRead({ collection: segments.join('/'), docId, data, auth: reader });
  },
  canRunQuery(reader, spec) {
    return queryIsAllowed({ collection: spec.collection, where: spec.where ?? [], auth: reader });
  },
};
