import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { canRead, queryIsAllowed, type ReadAuth } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { normalizeQuery } from '../docstore/normalize-query';
import type { DocReader, QuerySpec } from '../docstore/port';
import { assertIndexed, type IndexesFile } from '../drivers/embedded/indexes';
import { exportEmailLogRows, exportFiguresCsv } from './export-csv';
import { countCompletionRuns, listCompletionRuns, listEmailLogPage } from './email-log-queries';
import { loadAnalyticsOverview } from './load-analytics-overview';
import { loadEmailReport } from './load-email-report';
import { loadRestaurantsOverview } from './load-restaurants-overview';
import { loadRewardAnalytics } from './load-reward-analytics';

// Browsers run these loaders with their own rights: every query must be one the read policy allows to
// admin_full of the restaurant, and one the committed indexes serve; every single read one it may read by id.
const INDEXES = (
  JSON.parse(
    readFileSync(fileURLToPath(new URL('../../../../firestore.indexes.json', import.meta.url)), 'utf8'),
  ) as IndexesFile
).indexes;

function recordingReader() {
  const queries: QuerySpec[] = [];
  const gets: string[] = [];
  const empty = (path: string) => ({ id: path.split('/')[1] ?? '', path, exists: false, data: undefined });
  const reader: DocReader = {
    get: async (path) => (gets.push(path), empty(path)),
    getAll: async (paths) => (gets.push(...paths), paths.map(empty)),
    query: async (spec) => (queries.push(spec), { docs: [] }),
    count: async (spec) => (queries.push(spec), 0),
    sum: async (spec) => (queries.push(spec), 0),
    onDoc: () => () => undefined,
    onQuery: () => () => undefined,
  };
  return { reader, queries, gets };
}

const adminFull: ReadAuth = { uid: 'u-full', claims: { role: 'admin_full', restaurantIds: ['r1', 'r2'] } };
const now = new Date('2026-11-24T10:00:00.000Z');
const range = { from: '2025-11-24', to: '2026-11-24' };

describe('analytics loaders ask only what admin_full of the restaurant may read, with declared indexes', () => {
  it.each([
    ['analytics', (r: DocReader) => loadAnalyticsOverview(r, { restaurantId: 'r1', now })],
    ['reward analytics', (r: DocReader) => loadRewardAnalytics(r, { restaurantId: 'r1', days: 90, now })],
    ['e-mail report', (r: DocReader) => loadEmailReport(r, { restaurantId: 'r1', range })],
    [
      'e-mail pages, every filter',
      async (r: DocReader) => {
        await listEmailLogPage(r, { restaurantId: 'r1', range, after: ['2026-11-01T10:00:00.000Z', 'x'] });
        await listEmailLogPage(r, { restaurantId: 'r1', range, filters: { type: 'confirmation' } });
        await listEmailLogPage(r, { restaurantId: 'r1', range, filters: { status: 'failed' } });
        await listEmailLogPage(r, {
          restaurantId: 'r1',
          range,
          filters: { type: 'campaign', status: 'sent' },
        });
      },
    ],
    [
      'completion runs',
      async (r: DocReader) => {
        await listCompletionRuns(r, { restaurantId: 'r1' });
        await countCompletionRuns(r, { restaurantId: 'r1', range });
      },
    ],
    [
      'restaurants overview',
      (r: DocReader) => loadRestaurantsOverview(r, { restaurantIds: ['r1', 'r2'], now }),
    ],
    [
      'exports',
      async (r: DocReader) => {
        await exportEmailLogRows(r, { restaurantId: 'r1', range, filters: { status: 'failed' } });
        await exportFiguresCsv(r, { restaurantId: 'r1', range });
      },
    ],
  ])('%s', async (_name, run) => {
    const { reader, queries, gets } = recordingReader();
    await run(reader);
    expect(queries.length + gets.length).toBeGreaterThan(0);
    for (const spec of queries) {
      expect(
        queryIsAllowed({ collection: spec.collection, where: spec.where ?? [], auth: adminFull }),
        JSON.stringify(spec),
      ).toBe(true);
      expect(() => assertIndexed(normalizeQuery(spec), INDEXES), JSON.stringify(spec)).not.toThrow();
    }
    for (const path of gets) {
      const [collection = '', docId = ''] = path.split('/');
      expect(canRead({ collection, docId, data: undefined, auth: adminFull }), path).toBe(true);
    }
  });

  it('a restaurant outside the claims is refused (the check can fail)', async () => {
    const { reader, queries } = recordingReader();
    await listEmailLogPage(reader, { restaurantId: 'r9', range });
    expect(
      queryIsAllowed({ collection: 'email_logs', where: queries[0]?.where ?? [], auth: adminFull }),
    ).toBe(false);
  });
});
