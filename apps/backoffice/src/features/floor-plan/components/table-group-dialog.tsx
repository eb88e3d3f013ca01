import { MESSAGES, checkTableGroup, indexGroupableTables } from '@app/domain';
import type { Room, TableElement, TableGroup } from '@app/domain';
import { Button, Checkbox, Modal, TextField } from '@app/ui';
import { useState } from 'react';
import { seatsLabel } from '../element-label';

const F = MESSAGES.floorPlan;

/** What the dialog edits: a new group (tables pre-ticked from a multi-selection, groupDraftTables) or a saved one. */
export type GroupDraft = { group: TableGroup | null; tableIds: readonly string[] };

/** The group the form describes, or why it cannot be kept (the server's own checks, in its words). */
function readGroup({
  tableIds,
  capacityText,
  rooms,
  others,
}: {
  tableIds: readonly string[];
  capacityText: string;
  rooms: readonly Room[];
  others: readonly TableGroup[];
}): { ok: true; capacity: number } | { ok: false; message: string } {
  if (tableIds.length < 2 || tableIds.length > 8) return { ok: false, message: F.groupTablesCount };
  const capacity = /^\d{1,3}$/.test(capacityText.trim()) ? Number(capacityText.trim()) : Number.NaN;
  if (!(capacity >= 2 && capacity <= 50)) return { ok: false, message: F.groupCapacityRange };
  const refusal = checkTableGroup({
    tables: indexGroupableTables(rooms),
    group: { tableIds, capacity },
    others,
  });
  return refusal ? { ok: false, message: refusal } : { ok: true, capacity };
}

/**
 * « Associer des tables »: the tables of the open room to join (at least two, ticked from the plan's multi-selection)
 * and the people the joined tables seat (the venue's figure: two 4-tops side by side often seat 6). The same
 * checks as the server's answer in French under the form; the group is kept in the plan until « Sauvegarder ».
 */
export function TableGroupDialog({
  draft,
  room,
  rooms,
  groups,
  onSave,
  onClose,
}: {
  draft: GroupDraft;
  room: Room;
  rooms: readonly Room[];
  groups: readonly TableGroup[];
  onSave(group: { tableIds: string[]; capacity: number }): void;
  onClose(): void;
}) {
  const tables = room.elements.filter((e): e is TableElement => e.type === 'table');
  const [picked, setPicked] = useState<readonly string[]>(draft.tableIds);
  const [capacityText, setCapacityText] = useState(() => (draft.group ? String(draft.group.capacity) : ''));
  const [error, setError] = useState('');
  const others = groups.filter((group) => group.id !== draft.group?.id);

  function submit() {
    const result = readGroup({ tableIds: picked, capacityText, rooms, others });
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onSave({ tableIds: [...picked], capacity: result.capacity });
  }

  return (
    <Modal
      title={draft.group ? "Modifier l'association" : 'Associer des tables'}
      onClose={onClose}
      footer={
        <>
          <Button onPress={onClose}>Annuler</Button>
          <Button variant="primary" onPress={submit}>
            Valider l'association
          </Button>
        </>
      }
    >
      <form
        className="fp-group-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="fp-group-form__tables">
          <legend>Tables à associer ({room.name})</legend>
          {tables.map((table) => (
            <Checkbox
              key={table.id}
              isSelected={picked.includes(table.id)}
              onChange={(on) => {
                setError('');
                setPicked((current) =>
                  on ? [...current, table.id] : current.filter((id) => id !== table.id),
                );
              }}
            >
              Table {table.number} · {seatsLabel(table.capacity)}
            </Checkbox>
          ))}
        </fieldset>
        <TextField
          label="Capacité de l'association (personnes)"
          description="Combien de personnes les tables réunies accueillent"
          value={capacityText}
          inputMode="numeric"
          maxLength={3}
          onChange={(text) => {
            setError('');
            setCapacityText(text);
          }}
        />
        {error ? (
          <p role="alert" className="ui-notice ui-notice--error">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
