import { FieldValue } from '@app/data';

/** The end stored with the tables, or removed with them (no table: the engine reads the bands). */
export function tablesFreeAtPatch(tablesFreeAt: string | null | undefined): Record<string, unknown> {
  if (tablesFreeAt === undefined) return {};
  return { tablesFreeAt: tablesFreeAt ?? FieldValue.delete() };
}

/**
 * What a staff table action writes (assignment, plan, timeline, « Garder », a booking made at a table): the
 * tables and when they are freed, the lock that keeps the engine from ever giving or moving them again, and no
 * proposal any more (ARCHITECTURE §10: a table staff touched is never moved by the engine).
 */
export function staffTablesPatch({
  tableId,
  tablesFreeAt,
  uid,
  now,
}: {
  tableId: string;
  tablesFreeAt: string | null;
  uid: string;
  now: Date;
}): Record<string, unknown> {
  return {
    tableId,
    ...tablesFreeAtPatch(tablesFreeAt),
    tableLock: { by: uid, at: now.toISOString() },
    tableProposal: FieldValue.delete(),
  };
}

/** What the engine writes when it proposes tables (« Table proposée »), or takes its own proposal back. */
export function proposalPatch({
  tableId,
  tablesFreeAt,
  now,
}: {
  tableId: string;
  tablesFreeAt: string | null;
  now: Date;
}): Record<string, unknown> {
  return {
    tableId,
    ...tablesFreeAtPatch(tablesFreeAt),
    tableProposal: tableId ? { tables: tableId, at: now.toISOString() } : FieldValue.delete(),
  };
}
