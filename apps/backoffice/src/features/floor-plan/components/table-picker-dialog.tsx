import type { FloorPlanElement } from '@app/domain';
import { Button, Dialog } from '@app/ui';
import { useEffect, useRef } from 'react';

/** Calls back once the dialog's content is gone (after its closing animation and focus restoration). */
function OnUnmount({ callback }: { callback(): void }) {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => latest.current(), []);
  return null;
}

/**
 * « Choisir une table »: the room's tables as a list of buttons, so that a table is found and selected
 * without searching the drawing (keyboard and screen-reader users, crowded rooms).
 */
export function TablePickerDialog({
  isOpen,
  roomName,
  elements,
  labels,
  onOpenChange,
  onPick,
  onClosedAfterPick,
}: {
  isOpen: boolean;
  roomName: string;
  elements: readonly FloorPlanElement[];
  labels: ReadonlyMap<string, string>;
  onOpenChange(isOpen: boolean): void;
  /** A table was chosen: select it. */
  onPick(id: string): void;
  /**
   * The dialog is gone after a pick: the focus can go to the table on the plan (earlier, the dialog would
   * keep it, then give it back to « Choisir une table »).
   */
  onClosedAfterPick(id: string): void;
}) {
  const tables = elements.filter((e) => e.type === 'table');
  const picked = useRef<string | null>(null);
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={`Choisir une table · ${roomName}`}>
      {(close) => (
        <>
          <OnUnmount
            callback={() => {
              if (picked.current) onClosedAfterPick(picked.current);
              picked.current = null;
            }}
          />
          {tables.length === 0 ? (
            <p>Aucune table dans cette salle.</p>
          ) : (
            <ul className="fp-picker">
              {tables.map((table) => (
                <li key={table.id}>
                  <Button
                    isBlock
                    onPress={() => {
                      picked.current = table.id;
                      onPick(table.id);
                      close();
                    }}
                  >
                    {labels.get(table.id) ?? ''}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Dialog>
  );
}
