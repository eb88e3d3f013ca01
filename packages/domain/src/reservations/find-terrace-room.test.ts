import { describe, expect, it } from 'vitest';
import { findTerraceRoom } from './find-terrace-room';

describe('findTerraceRoom', () => {
  it('finds the room named like a terrace, whatever the case and accents', () => {
    const rooms = [{ name: 'Salle principale' }, { name: 'La TERRASSE côté rue' }];
    expect(findTerraceRoom({ rooms })).toBe(rooms[1]);
    expect(findTerraceRoom({ rooms: [{ name: 'Salle' }, { name: 'Extérieur' }] })?.name).toBe('Extérieur');
  });
  it('finds none when no room is outdoors', () => {
    expect(findTerraceRoom({ rooms: [{ name: 'Salle principale' }, { name: 'Mezzanine' }] })).toBeUndefined();
  });
});
