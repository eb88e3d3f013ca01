import { addDaysToDate, parisWallTimeToDate, type AutomationRunLog, type EmailLog } from '@app/domain';
import type { DocReader, QuerySpec, WhereClause } from '../docstore/port';
import { type Entity, parseSnapshot } from '../repositories/collection-def';
import { CollectionReader } from '../repositories/collection-reader';
import { automationLogsCollection, emailLogsCollection } from '../repositories/mail-logs-repository';
import type {
  CompletionRun,
  EmailLogCursor,
  EmailLogFilters,
  EmailLogPage,
  ReportRange,
} from './analytics-types';

/** Largest page of the e-mail table (the export reads 500 at a time). */
export const EMAIL_LOG_MAX_PAGE = 500;
export const EMAIL_LOG_DEFAULT_PAGE = 50;

/** The instants bounding a range of Paris days: from its first midnight (included) to the next day's (excluded). */
export function rangeInstants(range: ReportRange): { start: string; end: string } {
  return {
    start: parisWallTimeToDate({ date: range.from, time: '00:00' }).toISOString(),
    end: parisWallTimeToDate({
      date: addDaysToDate({ date: range.to, days: 1 }),
      time: '00:00',
    }).toISOString(),
  };
}

/** The e-mails of a restaurant sent in a range, filtered by type and status, newest first then by id. */
export function emailLogsQuery(input: {
  restaurantId: string;
  range: ReportRange;
  filters?: EmailLogFilters;
}): QuerySpec {
  const { start, end } = rangeInstants(input.range);
  const where: WhereClause[] = [
    { field: 'restaurantId', op: '==', value: input.restaurantId },
    ...(input.filters?.type ? [{ field: 'type', op: '==' as const, value: input.filters.type }] : []),
    ...(input.filters?.status ? [{ field: 'status', op: '==' as const, value: input.filters.status }] : []),
    { field: 'sentAt', op: '>=', value: start },
    { field: 'sentAt', op: '<', value: end },
  ];
  // The id follows sentAt in the same direction (Firestore's implicit last order): ties keep a stable order.
  return { collection: emailLogsCollection.name, where, orderBy: [{ field: 'sentAt', direction: 'desc' }] };
}

/**
 * One page of the reports' e-mail table: at most `pageSize` (≤ 500) logs of the range and filters, newest
 * first, and the cursor of the next page (null on the last). Reads pageSize + 1 documents at most.
 */
export async function listEmailLogPage(
  reader: DocReader,
  input: {
    restaurantId: string;
    range: ReportRange;
    filters?: EmailLogFilters;
    pageSize?: number;
    after?: EmailLogCursor | null;
  },
): Promise<EmailLogPage> {
  const pageSize = Math.min(
    EMAIL_LOG_MAX_PAGE,
    Math.max(1, Math.floor(input.pageSize ?? EMAIL_LOG_DEFAULT_PAGE)),
  );
  const snap = await reader.query({
    ...emailLogsQuery(input),
    limit: pageSize + 1,
    ...(input.after ? { startAfter: [...input.after] } : {}),
  });
  const docs = snap.docs.slice(0, pageSize);
  const rows: (EmailLog & { id: string })[] = [];
  for (const doc of docs) {
    const parsed = parseSnapshot(emailLogsCollection, doc);
    if (parsed.ok) rows.push(parsed.value as Entity<EmailLog>);
  }
  const last = docs.at(-1);
  const next: EmailLogCursor | null =
    snap.docs.length > pageSize && last ? [String(last.data?.sentAt ?? ''), last.id] : null;
  return { rows, next };
}

/** Where-clauses of a restaurant's completion runs (the 5 am job; the archiving runs are not the reports'). */
function completionRunsWhere(restaurantId: string): WhereClause[] {
  return [
    { field: 'restaurantId', op: '==', value: restaurantId },
    { field: 'job', op: '==', value: 'autoComplete' },
  ];
}

/** The reports' automations tab: the latest completion runs, newest execution first (50 by default, at most 100). */
export async function listCompletionRuns(
  reader: DocReader,
  { restaurantId, limit = 50 }: { restaurantId: string; limit?: number },
): Promise<CompletionRun[]> {
  const runs = new CollectionReader(reader, automationLogsCollection, { onInvalid: () => undefined });
  return runs.query({
    where: completionRunsWhere(restaurantId),
    orderBy: [{ field: 'executionDate', direction: 'desc' }],
    limit: Math.min(100, Math.max(1, Math.floor(limit))),
  }) as Promise<Entity<AutomationRunLog>[]>;
}

/** How many completion runs happened in a range of days (count(): one read per 1,000 runs). */
export function countCompletionRuns(
  reader: DocReader,
  { restaurantId, range }: { restaurantId: string; range: ReportRange },
): Promise<number> {
  return reader.count({
    collection: automationLogsCollection.name,
    where: [
      ...completionRunsWhere(restaurantId),
      { field: 'executionDate', op: '>=', value: range.from },
      { field: 'executionDate', op: '<=', value: range.to },
    ],
    orderBy: [{ field: 'executionDate', direction: 'desc' }],
  });
}
