import { isStatsTrackedCollection } from '@app/domain';

/** The counted collection of a document path (`reservations/abc`), undefined for any other path. */
export function trackedCollectionOf(path: string): string | undefined {
  const segments = path.split('/');
  if (segments.length !== 2) return undefined;
  const [collection = ''] = segments;
  return isStatsTrackedCollection(collection) ? collection : undefined;
}
