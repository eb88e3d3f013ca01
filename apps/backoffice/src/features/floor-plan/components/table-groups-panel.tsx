import type { Room, TableGroup } from '@app/domain';
import { Button } from '@app/ui';
import { Plus } from '@app/ui/icons';
import { tableGroupLabel } from '../element-label';

/**
 * « Tables associées »: the joinable groups of the open room (« Tables 4 + 5 : 6 personnes »), each with
 * « Modifier » and « Supprimer », and « Associer des tables » (two tables or more selected on the plan come ticked,
 * one alone never: groupDraftTables).
 * The engine offers a group online, and staff assignment suggests it, for a party no single table seats.
 */
export function TableGroupsPanel({
  room,
  groups,
  numbers,
  onAdd,
  onEdit,
  onRemove,
}: {
  room: Room;
  groups: readonly TableGroup[];
  /** Table numbers by element id, every room. */
  numbers: ReadonlyMap<string, string>;
  onAdd(): void;
  onEdit(group: TableGroup): void;
  onRemove(group: TableGroup): void;
}) {
  const inRoom = new Set(room.elements.map((e) => e.id));
  const shown = groups.filter((group) => group.tableIds.some((id) => inRoom.has(id)));
  return (
    <section className="fp-panel fp-groups" aria-labelledby="fp-groups-title">
      <h2 id="fp-groups-title" className="fp-panel__title">
        Tables associées
      </h2>
      {shown.length === 0 ? (
        <p className="fp-panel__hint">
          Aucune association dans {room.name}. Associez des tables voisines pour accueillir les grands
          groupes.
        </p>
      ) : (
        <ul className="fp-groups__list">
          {shown.map((group) => {
            const label = tableGroupLabel(group, numbers);
            return (
              <li key={group.id} className="fp-groups__item" data-group-id={group.id}>
                <span className="fp-groups__label">{label}</span>
                <span className="fp-groups__actions">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Modifier ${label}`}
                    onPress={() => onEdit(group)}
                  >
                    Modifier
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Supprimer ${label}`}
                    onPress={() => onRemove(group)}
                  >
                    Supprimer
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <Button size="sm" icon={Plus} onPress={onAdd}>
        Associer des tables
      </Button>
    </section>
  );
}
