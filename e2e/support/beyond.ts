/**
 * What the journeys of issue 24 (reminders, calendar files, waitlist, the group's other venues) share: a venue of
 * their own whose one dinner slot holds few covers, the links and calendar files of the mails, and the jobs run at
 * a moved clock.
 */
import ICAL from 'ical.js';
import { expect } from '@playwright/test';
import { callFunction, hostTool, mailText, mailsTo, runJob, type SinkMail } from './backend';
import { createOwnVenue, type OwnVenue } from './own-venue';
import { STAFF } from './staff';
import { staffToken } from './staff-api';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export interface SmallVenue extends OwnVenue {
  /** Its one dinner time. */
  time: string;
}

/**
 * A venue of its own, open every day at `times` (20:00 unless told) with `covers` covers a slot, at `location`
 * when given (for the distances between venues).
 */
export async function createSmallVenue(
  label: string,
  options: {
    covers: number;
    times?: readonly string[];
    location?: { latitude: number; longitude: number };
    reminderHours?: 0 | 2 | 24 | 48;
  },
): Promise<SmallVenue> {
  const times = options.times ?? ['20:00'];
  const venue = await createOwnVenue(label, { times });
  const day = {
    closed: false,
    timeSlots: times.map((time) => ({ time, enabled: true, maxCapacity: options.covers })),
  };
  await callFunction(
    'saveRestaurantSettings',
    {
      restaurantId: venue.id,
      settings: {
        openingHours: Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day])),
        ...(options.location ? { location: options.location } : {}),
        ...(options.reminderHours !== undefined ? { reminderHours: options.reminderHours } : {}),
      },
    },
    await staffToken(STAFF.master),
  );
  return { ...venue, time: times[0]! };
}

/** The instant a Paris date and time stands for. */
export function parisInstant(date: string, time: string): Date {
  // Paris is UTC+1 or UTC+2: try both and keep the one that reads back as the asked time.
  for (const offset of [1, 2]) {
    const guess = new Date(`${date}T${time}:00+0${offset}:00`);
    const back = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(guess);
    if (back === time) return guess;
  }
  throw new Error(`no Paris instant for ${date} ${time}`);
}

/**
 * Runs a scheduled job as if the clock read `at` (the host's tool passes it as the job's schedule time); for one
 * restaurant only when given (jobs that read it: the host's SCOPED_JOBS), so that other journeys' data is left alone.
 */
export async function runJobAt(name: string, at: Date, restaurantId?: string): Promise<void> {
  const scope = restaurantId ? `&restaurantId=${encodeURIComponent(restaurantId)}` : '';
  const response = await hostTool(`/__jobs/${name}?at=${encodeURIComponent(at.toISOString())}${scope}`, {
    method: 'POST',
  });
  expect(response.ok, `${name} at ${at.toISOString()}`).toBe(true);
}

/** Waits for the mail to `email` whose subject matches, draining the outbox meanwhile. */
export async function waitForMail(email: string, subject: RegExp): Promise<SinkMail> {
  let found: SinkMail | undefined;
  await expect
    .poll(
      async () => {
        await runJob('processMailOutbox');
        found = (await mailsTo(email)).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 20_000, message: `mail « ${subject.source} » to ${email}` },
    )
    .toBe(true);
  return found!;
}

/** The links of a mail's text whose address matches. */
export async function linksIn(mail: SinkMail, pattern: RegExp): Promise<string[]> {
  const text = await mailText(mail.id);
  return (text.match(/https?:\/\/[^\s"<>)\]]+/g) ?? []).filter((url) => pattern.test(url));
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** The attachments the SMTP sink kept for a mail. */
export async function attachmentsOf(mail: SinkMail): Promise<MailAttachment[]> {
  const response = await hostTool(`/mailbox/${encodeURIComponent(mail.id)}`);
  const stored = (await response.json()) as { attachments?: MailAttachment[] };
  return stored.attachments ?? [];
}

export interface ParsedEvent {
  method: string;
  uid: string;
  status: string;
  summary: string;
  location: string;
  /** TZID of DTSTART. */
  timeZone: string;
  /** Wall-clock start as written ('2026-12-01T20:00:00'). */
  localStart: string;
  start: Date;
  end: Date;
}

/** Parses a calendar file with ical.js (an iCalendar parser of its own, not the product's writer). */
export function parseCalendar(content: string): ParsedEvent {
  const calendar = new ICAL.Component(ICAL.parse(content));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the calendar file');
  const event = new ICAL.Event(vevent);
  const dtstart = vevent.getFirstProperty('dtstart');
  return {
    method: String(calendar.getFirstPropertyValue('method') ?? ''),
    uid: event.uid,
    status: String(vevent.getFirstPropertyValue('status') ?? ''),
    summary: event.summary,
    location: event.location,
    timeZone: String(dtstart?.getParameter('tzid') ?? ''),
    localStart: event.startDate.toString(),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
  };
}
