import { describe, expect, it } from 'vitest';
import { parisWallTimeToDate } from '../availability/paris-time';
import { matchKioskArrival, type ArrivalCandidate } from './match-kiosk-arrival';

const booking = (over: Partial<ArrivalCandidate> = {}): ArrivalCandidate => ({
  id: 'r1',
  date: '2026-03-29',
  time: '20:00',
  status: 'CONFIRMED',
  customerName: 'Marie-Éloïse Dupont',
  customerFirstName: 'Marie-Éloïse',
  customerLastName: 'Dupont',
  customerPhone: '+33612345678',
  ...over,
});
// The night clocks go forward in Paris: wall times still compare as the day screen shows them.
const at = (time: string, date = '2026-03-29') => parisWallTimeToDate({ date, time });

describe('matchKioskArrival', () => {
  it('finds the booking of the moment on name + phone end, accents and case ignored, first name and time only', () => {
    const match = matchKioskArrival({
      name: ' dupont ',
      phoneEnd: '5678',
      candidates: [booking()],
      now: at('19:50'),
    });
    expect(match.kind).toBe('found');
    if (match.kind !== 'found') return;
    expect(match.view).toEqual({ firstName: 'Marie-Éloïse', time: '20:00', early: true, arrivedAt: null });
    // Nothing of the booking's last name, phone, e-mail, party or id is in what the kiosk shows.
    expect(JSON.stringify(match.view)).not.toMatch(/Dupont|5678|r1/);
    expect(
      matchKioskArrival({
        name: 'MARIE ELOISE',
        phoneEnd: '5678',
        candidates: [booking()],
        now: at('20:10'),
      }),
    ).toMatchObject({ kind: 'found', view: { early: false } });
  });

  it('needs both the name and the phone end: a name alone, a wrong end or a partial word finds nothing', () => {
    const candidates = [booking()];
    const now = at('20:00');
    expect(matchKioskArrival({ name: 'Dupont', phoneEnd: '5679', candidates, now }).kind).toBe('none');
    expect(matchKioskArrival({ name: 'Dupont', phoneEnd: '', candidates, now }).kind).toBe('none');
    expect(matchKioskArrival({ name: 'Dup', phoneEnd: '5678', candidates, now }).kind).toBe('none');
    expect(matchKioskArrival({ name: 'Durand', phoneEnd: '5678', candidates, now }).kind).toBe('none');
    expect(matchKioskArrival({ name: 'D', phoneEnd: '5678', candidates, now }).kind).toBe('none');
    // Another guest with the same phone end is never shown to this one.
    expect(
      matchKioskArrival({
        name: 'Martin',
        phoneEnd: '5678',
        candidates: [
          booking({ customerName: 'Paul Martin', customerFirstName: 'Paul', customerLastName: 'Martin' }),
          booking({ id: 'r2' }),
        ],
        now,
      }),
    ).toMatchObject({ kind: 'found', booking: { id: 'r1' }, view: { firstName: 'Paul' } });
  });

  it('keeps to 45 minutes either side of the booking time, across the spring DST night', () => {
    const candidates = [booking({ time: '03:30' })];
    // 03:30 on 29 March does not exist in Paris (02:00 → 03:00); 02:50 wall time is 40 min before it.
    expect(matchKioskArrival({ name: 'Dupont', phoneEnd: '5678', candidates, now: at('03:00') }).kind).toBe(
      'found',
    );
    expect(
      matchKioskArrival({ name: 'Dupont', phoneEnd: '5678', candidates: [booking()], now: at('19:14') }).kind,
    ).toBe('none');
    expect(
      matchKioskArrival({ name: 'Dupont', phoneEnd: '5678', candidates: [booking()], now: at('20:46') }).kind,
    ).toBe('none');
    expect(
      matchKioskArrival({ name: 'Dupont', phoneEnd: '5678', candidates: [booking()], now: at('20:45') }).kind,
    ).toBe('found');
  });

  it('skips cancelled, no-show, completed and archived bookings and takes the nearest of several', () => {
    const now = at('20:00');
    for (const status of ['CANCELLED', 'NO_SHOW', 'COMPLETED', 'VISIT_DECLARED'])
      expect(
        matchKioskArrival({ name: 'Dupont', phoneEnd: '5678', candidates: [booking({ status })], now }).kind,
      ).toBe('none');
    expect(
      matchKioskArrival({ name: 'Dupont', phoneEnd: '5678', candidates: [booking({ archived: true })], now })
        .kind,
    ).toBe('none');
    const match = matchKioskArrival({
      name: 'Dupont',
      phoneEnd: '5678',
      candidates: [booking({ id: 'early', time: '19:30' }), booking({ id: 'near', time: '20:15' })],
      now,
    });
    expect(match).toMatchObject({ kind: 'found', booking: { id: 'near' } });
  });

  it('tells a guest already checked in when it was', () => {
    const match = matchKioskArrival({
      name: 'Dupont',
      phoneEnd: '5678',
      candidates: [booking({ status: 'SEATED', arrivedAt: '2026-03-29T17:55:00.000Z' })],
      now: at('20:00'),
    });
    expect(match).toMatchObject({ kind: 'found', view: { arrivedAt: '2026-03-29T17:55:00.000Z' } });
  });
});

describe('matchKioskArrival for the meal feedback', () => {
  const seated = booking({ status: 'SEATED', arrivedAt: '2026-03-29T17:55:00.000Z' });
  const args = { name: 'Dupont', phoneEnd: '5678', purpose: 'feedback' as const };
  it('finds a checked-in booking until 5 hours after its time, never one the guest did not check in on', () => {
    expect(matchKioskArrival({ ...args, candidates: [seated], now: at('22:30') }).kind).toBe('found');
    expect(
      matchKioskArrival({
        ...args,
        candidates: [booking({ ...seated, status: 'COMPLETED' })],
        now: at('23:59'),
      }).kind,
    ).toBe('found');
    expect(
      matchKioskArrival({ ...args, candidates: [booking({ status: 'SEATED' })], now: at('21:00') }).kind,
    ).toBe('none');
    expect(
      matchKioskArrival({
        ...args,
        candidates: [booking({ status: 'CONFIRMED', arrivedAt: seated.arrivedAt })],
        now: at('21:00'),
      }).kind,
    ).toBe('none');
    expect(matchKioskArrival({ ...args, candidates: [seated], now: at('01:01', '2026-03-30') }).kind).toBe(
      'none',
    );
    expect(
      matchKioskArrival({ ...args, phoneEnd: '0000', candidates: [seated], now: at('21:00') }).kind,
    ).toBe('none');
  });
});
