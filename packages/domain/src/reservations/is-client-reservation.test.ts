import { describe, expect, it } from 'vitest';
import { isClientReservation } from './is-client-reservation';

describe('isClientReservation', () => {
  it('follows the stored source: online and tablet are diners, admin is staff', () => {
    expect(isClientReservation({ source: 'online', createdBy: 'uid' })).toBe(true);
    expect(isClientReservation({ source: 'tablet_declaration' })).toBe(true);
    expect(isClientReservation({ source: 'admin' })).toBe(false);
  });

  it('without a source, a booking with an author is staff’s', () => {
    expect(isClientReservation({ createdBy: 'uid-julie' })).toBe(false);
    expect(isClientReservation({})).toBe(true);
  });
});
