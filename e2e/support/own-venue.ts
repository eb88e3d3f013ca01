/**
 * A restaurant of its own for one journey, with a staff account of its own, made through the same callables as
 * the settings screens (master_admin creates the establishment and invites; the invitee sets a password). A
 * journey that counts what a whole restaurant shows (pending requests, cancellations, a day's covers) uses one,
 * so that journeys running beside it on other workers never change its numbers.
 */
import { callFunction } from './backend';
import { INVITEE_PASSWORD, STAFF } from './staff';
import { createStaffBooking, staffToken, tag, type StaffBooking } from './staff-api';

export interface OwnVenue {
  id: string;
  slug: string;
  name: string;
  emoji: string;
  /** The admin (or admin_full when asked) of this venue only (password INVITEE_PASSWORD). */
  staffEmail: string;
  staffName: string;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** A weekday of the defaults: lunch 12:00–14:30 and dinner 19:00–22:30, every quarter of an hour. */
function defaultTimes(): string[] {
  const times: string[] = [];
  for (const [from, to] of [
    [12 * 60, 14 * 60 + 30],
    [19 * 60, 22 * 60 + 30],
  ] as const) {
    for (let minutes = from; minutes <= to; minutes += 15) {
      times.push(
        `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      );
    }
  }
  return times;
}

/** Every day open at `times`, 30 covers a slot. */
function openEveryDay(times: readonly string[]) {
  const day = { closed: false, timeSlots: times.map((time) => ({ time, enabled: true, maxCapacity: 30 })) };
  return Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day]));
}

/**
 * Creates the venue, opens it every day (at `times` only when given), and gives it an admin (`role`, admin unless
 * told) who has signed up through the invitation.
 */
export async function createOwnVenue(
  label: string,
  options: { times?: readonly string[]; role?: 'admin' | 'admin_full' } = {},
): Promise<OwnVenue> {
  const t = tag();
  const master = await staffToken(STAFF.master);
  // 'Parcours …' sorts after the demo venues, so a master_admin still opens on Au Bureau.
  const name = `Parcours ${label} ${t}`;
  const emoji = '🍽️';
  const { restaurantId, slug } = await callFunction<{ restaurantId: string; slug: string }>(
    'createRestaurant',
    {
      name,
      emoji,
      address: '12 rue des Essais, 75011 Paris',
      phone: '01 23 45 67 89',
      email: `contact.${t}@exemple.fr`,
      description: 'Restaurant de parcours',
    },
    master,
  );
  await callFunction(
    'saveRestaurantSettings',
    { restaurantId, settings: { openingHours: openEveryDay(options.times ?? defaultTimes()) } },
    master,
  );
  const staffEmail = `equipe.${t}@exemple.fr`;
  const staffName = `Équipe ${t}`;
  const { inviteUrl } = await callFunction<{ inviteUrl: string }>(
    'inviteUser',
    { name: staffName, email: staffEmail, role: options.role ?? 'admin', restaurantIds: [restaurantId] },
    master,
  );
  const token = decodeURIComponent(inviteUrl.split('/invite/')[1] ?? '');
  await callFunction('acceptInvitation', {
    token,
    password: INVITEE_PASSWORD,
    confirmPassword: INVITEE_PASSWORD,
  });
  return { id: restaurantId, slug, name, emoji, staffEmail, staffName };
}

/** What a journey books at its own venue (the fields of 'Nouvelle réservation'). */
export type VenueBooking = StaffBooking;

/**
 * A booking made by the venue's own staff through 'Nouvelle réservation' (created CONFIRMED); returns its id.
 * Staff may book any time of today, so a journey can hold a booking whose time has come (seat, no-show) at any
 * hour it runs.
 */
export async function bookAtVenue(venue: OwnVenue, token: string, booking: VenueBooking): Promise<string> {
  return createStaffBooking(venue.id, token, booking);
}

/** A status change by the venue's staff, through the screens' callable. */
export async function setVenueStatus(token: string, reservationId: string, status: string): Promise<void> {
  await callFunction('setReservationStatus', { reservationId, status }, token);
}

/** The first minute of the day: a booking at that time is due whatever the hour a journey runs. */
export const DUE_TIME = '00:00';
