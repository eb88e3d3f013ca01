import { describe, expect, it } from 'vitest';
import {
  buildBookingAnswerUrl,
  buildBookingCalendarUrl,
  checkBookingAnswer,
  checkBookingCalendar,
} from './booking-links';

const SECRET = 's3cret';
const booking = { reservationId: 'res1', date: '2026-11-26', time: '20:00' };
const before = new Date('2026-11-26T18:59:59Z');

function answerOf(url: string) {
  const q = new URL(url).searchParams;
  return {
    reservationId: q.get('r') ?? '',
    action: q.get('action') as 'confirm' | 'cancel',
    expires: Number(q.get('exp')),
    signature: q.get('sig') ?? '',
  };
}

describe('booking answer links', () => {
  it('point at the portal page and expire at the booking start (Paris)', () => {
    const url = buildBookingAnswerUrl('https://resa.example.fr/', booking, 'confirm', SECRET);
    expect(url.startsWith('https://resa.example.fr/reservation/reponse?r=res1&action=confirm&exp=')).toBe(
      true,
    );
    const link = answerOf(url);
    expect(link.expires).toBe(Date.parse('2026-11-26T19:00:00Z') / 1000);
    expect(checkBookingAnswer(link, SECRET, before)).toBe('valid');
    expect(checkBookingAnswer(link, SECRET, new Date('2026-11-26T19:00:00Z'))).toBe('expired');
  });

  it('refuse any changed field or another secret', () => {
    const link = answerOf(buildBookingAnswerUrl('https://resa.example.fr', booking, 'confirm', SECRET));
    expect(checkBookingAnswer({ ...link, reservationId: 'res2' }, SECRET, before)).toBe('invalid');
    expect(checkBookingAnswer({ ...link, action: 'cancel' }, SECRET, before)).toBe('invalid');
    expect(checkBookingAnswer({ ...link, expires: link.expires + 1 }, SECRET, before)).toBe('invalid');
    expect(checkBookingAnswer(link, 'other', before)).toBe('invalid');
    expect(checkBookingAnswer({ ...link, signature: '' }, SECRET, before)).toBe('invalid');
  });

  it('calendar links are signed apart: an answer signature is no calendar signature', () => {
    const calendar = new URL(buildBookingCalendarUrl('https://fn.example.fr/p/r', booking, SECRET));
    expect(calendar.pathname).toBe('/p/r/bookingCalendar');
    const link = {
      reservationId: 'res1',
      expires: Number(calendar.searchParams.get('exp')),
      signature: calendar.searchParams.get('sig') ?? '',
    };
    expect(checkBookingCalendar(link, SECRET, before)).toBe('valid');
    const answer = answerOf(buildBookingAnswerUrl('https://resa.example.fr', booking, 'confirm', SECRET));
    expect(checkBookingCalendar({ ...link, signature: answer.signature }, SECRET, before)).toBe('invalid');
  });
});
