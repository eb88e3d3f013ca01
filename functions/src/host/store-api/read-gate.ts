import type { DocData, QuerySpec } from '@app/data';
import type { ReaderIdentity } from '../auth/token-verifier';

/**
 * The read policy as the store API applies it. Queries are judged before they run, on their shape alone, as
 * Firestore rules do ("rules are not filters"); documents are judged on their content, for single reads and as a
 * second check on every query result and live update.
 */
export interface ReadGate {
  /** `data` is undefined for a missing document. */
  canReadDoc(reader: ReaderIdentity | null, path: string, data: DocData | undefined): boolean;
  canRunQuery(reader: ReaderIdentity | null, spec: QuerySpec): boolean;
  /**
   * True when a query `canRunQuery` allows can only match documents `canReadDoc` allows (the domain's policy:
   * `queryIsAllowed` accepts a query only when its filters guarantee a grant, tested against `canRead` by its
   * property test). `/count` and `/sum` then answer on the query's shape alone, as Firestore's aggregate queries
   * do, without reading each matched document; a gate without this proof makes them read and check every match.
   */
  readonly shapeProvesEveryDoc?: boolean;
}

/** A gate that refuses everything: the safe default while no policy is wired. */
export const DENY_ALL_GATE: ReadGate = {
  canReadDoc: () => false,
  canRunQuery: () => false,
};
