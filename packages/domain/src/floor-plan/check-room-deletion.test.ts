import { describe, expect, it } from 'vitest';
import { checkRoomDeletion } from './check-room-deletion';

describe('checkRoomDeletion', () => {
  it('allows deleting a room while another remains', () => {
    expect(checkRoomDeletion({ rooms: [{ id: 'a' }, { id: 'b' }] })).toEqual({ ok: true });
  });

  it('refuses the last room', () => {
    expect(checkRoomDeletion({ rooms: [{ id: 'a' }] })).toEqual({
      ok: false,
      message: 'Impossible de supprimer la dernière salle',
    });
    expect(checkRoomDeletion({ rooms: [] }).ok).toBe(false);
  });
});
