import { describe, expect, it } from 'vitest';
import { checkDinerChange, dinerChangeStatus } from './decide-diner-change';
import { describeDinerChangeEntry } from './describe-diner-change';

const booking = { status: 'CONFIRMED' as const, date: '2026-12-10', time: '20:00', partySize: 2 };
const at = (iso: string) => new Date(iso);

describe('checkDinerChange', () => {
  it('accepts a change before the free cancellation deadline', () => {
    const to = { ...booking, partySize: 4 };
    expect(
      checkDinerChange({ booking, to, now: at('2026-12-08T10:00:00Z'), freeCancellationHours: 24 }),
    ).toEqual({
      ok: true,
    });
  });

  it('refuses past the deadline, naming it (Paris time)', () => {
    const r = checkDinerChange({ booking, now: at('2026-12-09T19:00:00Z'), freeCancellationHours: 24 });
    expect(r).toMatchObject({ ok: false, code: 'change-too-late' });
    expect(!r.ok && r.message).toBe(
      "Les modifications en ligne étaient possibles jusqu'au 09/12/2026 à 20:00 : contactez le restaurant.",
    );
  });

  it('counts the deadline in wall hours across the autumn DST night', () => {
    // 26 Oct 2026 01:00 Paris is CET; 24 h before is 25 Oct 00:00 CEST = 24 Oct 22:00 UTC... the deadline is the
    // instant 24 h before the start: 2026-10-25T01:00Z start minus 24 h.
    const dst = { ...booking, date: '2026-10-26', time: '02:00' };
    // start = 2026-10-26T01:00:00Z (CET); deadline = 2026-10-25T01:00:00Z
    expect(
      checkDinerChange({ booking: dst, now: at('2026-10-25T00:59:00Z'), freeCancellationHours: 24 }).ok,
    ).toBe(true);
    expect(
      checkDinerChange({ booking: dst, now: at('2026-10-25T01:00:00Z'), freeCancellationHours: 24 }).ok,
    ).toBe(false);
  });

  it('refuses a past, cancelled or unchanged booking', () => {
    const now = at('2026-12-01T10:00:00Z');
    expect(
      checkDinerChange({ booking: { ...booking, status: 'CANCELLED' }, now, freeCancellationHours: 0 }),
    ).toMatchObject({ code: 'reservation-not-changeable' });
    expect(
      checkDinerChange({ booking: { ...booking, date: '2026-11-30' }, now, freeCancellationHours: 0 }),
    ).toMatchObject({ code: 'reservation-past' });
    expect(checkDinerChange({ booking, to: { ...booking }, now, freeCancellationHours: 0 })).toMatchObject({
      code: 'change-unchanged',
    });
  });
});

describe('dinerChangeStatus', () => {
  it('stays confirmed only when the venue auto-confirms; else back to « À confirmer »', () => {
    expect(dinerChangeStatus({ from: 'CONFIRMED', autoConfirmed: true })).toBe('CONFIRMED');
    expect(dinerChangeStatus({ from: 'CONFIRMED', autoConfirmed: false })).toBe('PENDING');
    expect(dinerChangeStatus({ from: 'PENDING', autoConfirmed: true })).toBe('PENDING');
  });
});

describe('describeDinerChangeEntry', () => {
  it('says before → after', () => {
    const change = {
      from: { date: '2026-12-10', time: '20:00', partySize: 2 },
      to: { date: '2026-12-11', time: '21:00', partySize: 1 },
    };
    expect(describeDinerChangeEntry({ entry: { kind: 'diner_changed', change } })).toBe(
      'Modifiée par le client : 10/12/2026 20:00, 2 personnes → 11/12/2026 21:00, 1 personne',
    );
    expect(describeDinerChangeEntry({ entry: { kind: 'moved' } })).toBeNull();
  });
});
