import { describe, expect, it } from 'vitest';
import { nextRoomName } from './next-room-name';

describe('nextRoomName', () => {
  it("names a new room 'Salle {n}' after the rooms there are", () => {
    expect(nextRoomName({ rooms: [] })).toBe('Salle 1');
    expect(nextRoomName({ rooms: [{ name: 'Salle 1' }] })).toBe('Salle 2');
    expect(nextRoomName({ rooms: [{ name: 'Terrasse' }, { name: 'Bar' }] })).toBe('Salle 3');
  });

  it('skips a name already taken', () => {
    expect(nextRoomName({ rooms: [{ name: 'Salle 1' }, { name: 'salle 3' }] })).toBe('Salle 4');
  });
});
