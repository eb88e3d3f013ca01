import type { Room } from '@app/domain';

/**
 * The tables « Associer des tables » comes with ticked (issue 48, defect 12): a deliberate multi-selection on the
 * plan (two tables or more, Ctrl/Shift-click or a drawn box) is joined as selected; one table selected is only
 * the table staff last looked at, and never slips into a group (« Tables 10 + 3 + 4 » by accident): the form
 * then starts with nothing ticked.
 * @example groupDraftTables({ selectedIds: ['t10'], room }) // []
 */
export function groupDraftTables({
  selectedIds,
  room,
}: {
  selectedIds: readonly string[];
  room: Pick<Room, 'elements'>;
}): string[] {
  const tables = selectedIds.filter((id) => room.elements.some((e) => e.id === id && e.type === 'table'));
  return tables.length >= 2 ? tables : [];
}
