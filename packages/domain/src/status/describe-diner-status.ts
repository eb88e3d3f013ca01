import { REFUSAL_LABEL } from './refusal-reasons';
import { getStatusPresentation } from './status-table';

/**
 * A booking's status as the diner reads it: « Refusée » for a request the restaurant refused (CANCELLED with a
 * refusal), never « Annulée » (issue 48, defect 8); else the status table's customer label, or the raw status
 * when the table does not know it.
 */
export function describeDinerStatus({ status, refused }: { status: string; refused?: boolean }): string {
  if (refused && status.toUpperCase() === 'CANCELLED') return REFUSAL_LABEL;
  return getStatusPresentation(status)?.customerLabel ?? status;
}
