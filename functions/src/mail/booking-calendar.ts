import { addDaysToDate, type DinerLocale, type Reservation } from '@app/domain';
import { serverTranslator } from '@app/i18n/server';
import type { MailRestaurant } from './mail-restaurant';

/**
 * A booking as an iCalendar file (RFC 5545), written here rather than with a library: one event with a
 * Europe/Paris local time and its VTIMEZONE is a few lines, and the file must be byte-stable (the same booking
 * gives the same file, so a retried transaction queues the same mail). Calendars match the PUBLISH of the
 * confirmation or reminder and the later CANCEL by UID; the higher SEQUENCE wins.
 */
export type CalendarMethod = 'PUBLISH' | 'CANCEL';

/** How long a booking is shown in the diner's calendar. */
export const CALENDAR_EVENT_HOURS = 2;

export const CALENDAR_FILENAME = 'reservation.ics';
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** Europe/Paris with the EU rules: CEST from the last Sunday of March 02:00, CET from the last Sunday of October 03:00. */
const PARIS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'X-LIC-LOCATION:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 'YYYY-MM-DD' + 'HH:MM' as a local DATE-TIME ('20261126T200000'). */
function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/** The wall end of a booking: start + {@link CALENDAR_EVENT_HOURS}, the next day past midnight. */
function endOf(date: string, time: string): { date: string; time: string } {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const total = hour * 60 + minute + CALENDAR_EVENT_HOURS * 60;
  const days = Math.floor(total / (24 * 60));
  const minutes = total % (24 * 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return { date: addDaysToDate({ date, days }), time: `${hh}:${mm}` };
}

/** UTC DATE-TIME of an instant ('20261120T100000Z'). */
function utcStamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** The event's UID: the same for every file of a booking, so a CANCEL replaces the PUBLISH. */
export function calendarUid(reservationId: string, portalUrl: string): string {
  let host = 'reservations';
  try {
    host = new URL(portalUrl).hostname || host;
  } catch {
    // keep the fallback
  }
  return `reservation-${reservationId}@${host}`;
}

export interface BookingCalendarOptions {
  reservation: Pick<
    Reservation,
    'id' | 'date' | 'time' | 'partySize' | 'restaurantName' | 'statusHistory' | 'createdAt'
  > & {
    updatedAt?: string | undefined;
  };
  restaurant: Pick<MailRestaurant, 'name' | 'address' | 'phone'>;
  method: CalendarMethod;
  /** TENTATIVE for a request waiting for the restaurant, CONFIRMED once confirmed; CANCEL forces CANCELLED. */
  status?: 'TENTATIVE' | 'CONFIRMED';
  portalUrl: string;
  /** A link to the booking shown in the event (the customer space). */
  url?: string;
  /** The language of the event's summary and description (the booking's, issue 51); French by default. */
  locale?: DinerLocale;
}

/** The booking's .ics file: METHOD:PUBLISH (a request or a confirmed booking) or METHOD:CANCEL. */
export function buildBookingCalendar(options: BookingCalendarOptions): string {
  const { reservation: r, restaurant, method } = options;
  const name = restaurant.name || r.restaurantName;
  const end = endOf(r.date, r.time);
  const status = method === 'CANCEL' ? 'CANCELLED' : (options.status ?? 'CONFIRMED');
  const { t } = serverTranslator(options.locale ?? 'fr');
  const description = [
    t('mail.icsParty', { count: r.partySize }),
    restaurant.phone ? t('mail.icsPhone', { phone: restaurant.phone }) : '',
  ]
    .filter((line) => line !== '')
    .join('\n');
  // The stamp is when the booking last changed, not now: the same state always gives the same file.
  const stamp = new Date(r.updatedAt ?? r.createdAt);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Resto Fidelite//Reservations//FR',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...PARIS_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${calendarUid(r.id, options.portalUrl)}`,
    `DTSTAMP:${utcStamp(Number.isNaN(stamp.getTime()) ? new Date(0) : stamp)}`,
    `DTSTART;TZID=Europe/Paris:${localDateTime(r.date, r.time)}`,
    `DTEND;TZID=Europe/Paris:${localDateTime(end.date, end.time)}`,
    `SUMMARY:${escapeIcsText(t('mail.icsSummary', { restaurant: name }))}`,
    ...(restaurant.address ? [`LOCATION:${escapeIcsText(restaurant.address)}`] : []),
    `DESCRIPTION:${escapeIcsText(description)}`,
    ...(options.url ? [`URL:${options.url}`] : []),
    `SEQUENCE:${r.statusHistory.length}`,
    `STATUS:${status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
