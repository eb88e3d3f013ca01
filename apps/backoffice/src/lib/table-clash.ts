import { TABLE_MESSAGES } from '@app/domain';

/** A held table the server named when it refused an assignment (assertTablesFree's `details.clashes`). */
export interface TableClash {
  table: string;
  reservationId: string;
  name: string;
  time: string;
}

/**
 * The server's refusal of a table another booking holds (« Cette table est déjà occupée : table 3 par … »),
 * with who holds it; null for any other error. Read from the callable error's details (code 'table-occupied').
 */
export function tableClashOf(error: unknown): { message: string; clashes: TableClash[] } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { details, message } = error as { details?: unknown; message?: unknown };
  const info = details as { code?: unknown; clashes?: unknown } | undefined;
  if (info?.code !== 'table-occupied') return null;
  const clashes = Array.isArray(info.clashes) ? (info.clashes as TableClash[]) : [];
  const text = typeof message === 'string' && message.trim() ? message : TABLE_MESSAGES.occupiedBy(clashes);
  return { message: text, clashes };
}
