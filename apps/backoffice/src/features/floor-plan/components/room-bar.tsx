import { ROOM_NAME_MAX_LENGTH, resolveRoomRename } from '@app/domain';
import type { Room } from '@app/domain';
import { Button, TextField } from '@app/ui';
import { Pencil, Plus, Trash } from '@app/ui/icons';
import { useRef, useState } from 'react';

/**
 * The open room's actions: rename it (applied on Enter or when the field is left, if not empty; Escape
 * cancels), delete it (confirmed; the last room is refused), add a room 'Salle {n}'.
 */
export function RoomBar({
  room,
  onRename,
  onDelete,
  onAdd,
}: {
  room: Room;
  onRename(name: string): void;
  onDelete(): void;
  onAdd(): void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const finished = useRef(false);
  const bar = useRef<HTMLDivElement>(null);

  function finish(apply: boolean, fromKey: boolean) {
    if (finished.current || draft === null) return;
    finished.current = true;
    const name = apply ? resolveRoomRename({ draft }) : null;
    if (name !== null) onRename(name);
    setDraft(null);
    // Enter or Escape: back to the button that opened the field (a blur leaves the focus where it went).
    if (fromKey)
      requestAnimationFrame(() => bar.current?.querySelector<HTMLElement>('[data-rename]')?.focus());
  }

  return (
    <div className="fp-room-bar" ref={bar}>
      {draft !== null ? (
        <TextField
          label="Nom de la salle"
          description="Entrée pour valider, Échap pour annuler"
          value={draft}
          maxLength={ROOM_NAME_MAX_LENGTH}
          autoFocus
          className="fp-room-bar__name"
          onChange={setDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              finish(true, true);
            } else if (event.key === 'Escape') {
              event.preventDefault();
              finish(false, true);
            }
          }}
          onBlur={() => finish(true, false)}
        />
      ) : (
        <Button
          size="sm"
          icon={Pencil}
          data-rename=""
          onPress={() => {
            finished.current = false;
            setDraft(room.name);
          }}
        >
          Renommer la salle
        </Button>
      )}
      <Button size="sm" variant="danger" icon={Trash} onPress={onDelete}>
        Supprimer la salle
      </Button>
      <Button size="sm" icon={Plus} onPress={onAdd}>
        Ajouter une salle
      </Button>
    </div>
  );
}
