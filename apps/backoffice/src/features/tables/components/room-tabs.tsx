import type { Room } from '@app/domain';

/** The plan's rooms as tabs ('Salles'); the selected one is drawn below. */
export function RoomTabs({
  rooms,
  selectedId,
  onSelect,
}: {
  rooms: readonly Room[];
  selectedId: string;
  onSelect(roomId: string): void;
}) {
  return (
    <div className="tabs" role="tablist" aria-label="Salles">
      {rooms.map((room) => (
        <button
          key={room.id}
          type="button"
          role="tab"
          className="tab"
          aria-selected={room.id === selectedId}
          onClick={() => onSelect(room.id)}
        >
          {room.name}
        </button>
      ))}
    </div>
  );
}
