import { bookingStartSeconds, readVenueSmsSettings, type Reservation } from '@app/domain';
import { smsRecipientOf } from '@app/domain/sms-recipient';
import type { DocStore } from '@app/data';
import { readReservation } from '../callables/reservations/apply-status-change';
import { readMailRestaurant } from '../mail/mail-restaurant';
import { parisDate } from '../seed/demo-calendar';
import { handleInboundSms } from '../sms/handle-inbound-sms';
import { queueBookingSms } from '../sms/queue-booking-sms';
import { drainSmsOutbox } from '../sms/sms-outbox-worker';
import type { SmsSender } from '../sms/sms-sender';
import { SINK_TWO_WAY_NUMBER, type SmsSinkStore } from './sms/sms-sink-store';

/** The demo venue that sends SMS reminders (issue 50), and how many of its next guests already got one. */
export const DEMO_SMS_VENUE = 'rest-bureau';
const REMINDED = 4;
/** The demo's SMS campaign in Au Bureau's history. */
export const DEMO_SMS_CAMPAIGN_ID = 'demo-campaign-rest-bureau-sms';

const DAY = 24 * 3_600_000;

/** An alphanumeric sender name (3 to 11 characters) from a venue's name: « Au Bureau » → « AUBUREAU ». */
export function demoSenderName(name: string): string {
  const letters = name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
  return letters.length >= 3 ? letters.slice(0, 11) : 'RESTO';
}

/**
 * The port's end the demo seed sends through before the host serves: straight into the SMS sink's files, as the
 * sink's `POST /sms/api/messages` keeps what the embedded adapter posts once the host answers.
 */
function sinkStoreSender(sink: SmsSinkStore): SmsSender {
  return {
    name: 'sink',
    async send(message) {
      return { providerId: (await sink.addOutbound(message)).id };
    },
  };
}

export interface DemoSmsResult {
  reminded: string[];
  confirmedByReply?: string;
}

/**
 * The demo's SMS (issue 50), made on the first start once the demo is seeded, through the product's own code:
 * every demo venue sends its reminder by SMS (« Établissement » → « Messages »); Au Bureau's guests of tonight and
 * of the next 24 hours already got theirs, queued and sent by the outbox worker into the SMS sink; the first still
 * to come answered « 1 » in the sink, handled by the inbound webhook's handler (the day list shows the booking confirmed
 * by SMS); and an SMS campaign sent ten days ago is in Au Bureau's history with its sent and « remis » counts.
 */
export async function seedDemoSms(input: {
  store: DocStore;
  sink: SmsSinkStore;
  now: Date;
}): Promise<DemoSmsResult> {
  const { store, sink, now } = input;
  const restaurants = await store.query({ collection: 'restaurants' });
  for (const doc of restaurants.docs) {
    const name = typeof doc.data?.name === 'string' ? doc.data.name : '';
    const settings = readVenueSmsSettings({ reminder: true, senderName: demoSenderName(name) });
    await store.set(`restaurants/${doc.id}`, { smsSettings: settings }, { merge: true });
  }

  const upcoming = await store.query({
    collection: 'reservations',
    where: [
      { field: 'restaurantId', op: '==', value: DEMO_SMS_VENUE },
      { field: 'status', op: '==', value: 'CONFIRMED' },
    ],
  });
  // Tonight's confirmed tables (those not already confirmed from the mail) and the next day's within the reminder's
  // 24 hours: the reminder went to each by SMS.
  const today = parisDate(now);
  const startOf = (r: Reservation) => bookingStartSeconds(r) * 1000;
  const candidates = upcoming.docs
    .map((doc) => ({ ...(doc.data as Reservation), id: doc.id }))
    .filter((r) => !r.dinerConfirmedAt && smsRecipientOf({ phone: r.customerPhone }).ok)
    .sort((a, b) => startOf(a) - startOf(b));
  const due = candidates
    .filter((r) => r.date === today || (startOf(r) > now.getTime() && startOf(r) - now.getTime() <= DAY))
    .slice(0, REMINDED);
  // Late in the evening every table of tonight has started: the next guest to come got theirs too, so that one
  // answer « 1 » is there whatever the hour of the first start.
  const next = candidates.find((r) => startOf(r) > now.getTime());
  if (next && !due.some((r) => startOf(r) > now.getTime())) due.push(next);

  const nowIso = now.toISOString();
  for (const booking of due) {
    // As the reminder job does (send-booking-reminders.ts), the SMS alone: the demo's mails are logs only.
    await store.runTransaction(async (tx) => {
      const reservation = await readReservation(tx, booking.id);
      const restaurant = await readMailRestaurant(tx, reservation.restaurantId, reservation.restaurantName);
      tx.update(`reservations/${reservation.id}`, { reminderSentAt: nowIso });
      queueBookingSms(tx, {
        reservation: { ...reservation, reminderSentAt: nowIso },
        restaurant,
        type: 'reminder',
        key: `reservation:${reservation.id}:reminder-sms:${reservation.date}:${reservation.time}`,
      });
    });
  }
  await drainSmsOutbox(sinkStoreSender(sink));

  const result: DemoSmsResult = { reminded: due.map((r) => r.id) };
  // The first guest still to come answered « 1 » (after 21:00, one of the next day's).
  const first = due.find((r) => startOf(r) > now.getTime());
  const phone = first ? smsRecipientOf({ phone: first.customerPhone }) : undefined;
  if (first && phone?.ok) {
    // The guest's « 1 », as the sink's reply form sends it (sms-sink-routes.ts), to the webhook's handler.
    const kept = await sink.add({ direction: 'in', phone: phone.e164, from: phone.e164, text: '1' });
    const answer = await handleInboundSms({
      id: `sink-${kept.id}`,
      from: phone.e164,
      to: SINK_TWO_WAY_NUMBER,
      text: '1',
      receivedAt: kept.date,
    });
    await sink.setWebhookStatus(kept.id, 200);
    if (answer.outcome === 'confirmed') result.confirmedByReply = first.id;
  }

  const venue = restaurants.docs.find((doc) => doc.id === DEMO_SMS_VENUE);
  if (venue) {
    const sentAt = new Date(now.getTime() - 10 * DAY).toISOString();
    await store.set(`campaigns/${DEMO_SMS_CAMPAIGN_ID}`, {
      id: DEMO_SMS_CAMPAIGN_ID,
      type: 'promotion',
      channel: 'sms',
      subject: 'Soirée huîtres',
      content: '[Nom du restaurant] : jeudi soir, soirée huîtres ! Réservez votre table au 01 42 00 00 00.',
      targetRestaurant: DEMO_SMS_VENUE,
      restaurantName: typeof venue.data?.name === 'string' ? venue.data.name : '',
      targetSegment: 'all',
      scheduleTime: '10:00',
      createdBy: 'demo',
      status: 'sent',
      sentAt,
      createdAt: sentAt,
      totalRecipients: 14,
      totalSent: 14,
      totalOpened: 0,
      totalClicked: 0,
      totalDelivered: 13,
    });
  }
  return result;
}
