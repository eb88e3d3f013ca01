import { describe, expect, it } from 'vitest';
import { ROOM_NAME_MAX_LENGTH, resolveRoomRename } from './resolve-room-rename';

describe('resolveRoomRename', () => {
  it('applies a non-empty name, trimmed', () => {
    expect(resolveRoomRename({ draft: 'Terrasse' })).toBe('Terrasse');
    expect(resolveRoomRename({ draft: '  Salle du fond  ' })).toBe('Salle du fond');
  });

  it('refuses an empty name: the room keeps its own', () => {
    expect(resolveRoomRename({ draft: '' })).toBeNull();
    expect(resolveRoomRename({ draft: '   ' })).toBeNull();
  });

  it('cuts a name that would not fit a tab', () => {
    expect(resolveRoomRename({ draft: 'x'.repeat(60) })).toHaveLength(ROOM_NAME_MAX_LENGTH);
  });
});
