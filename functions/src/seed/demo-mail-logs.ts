import type { AutomationRunLog, EmailLog } from '@app/domain';
import { addDays, parisTimestamp } from './demo-calendar';
import type { DemoReservation } from './demo-reservations';
import type { DemoRestaurant } from './demo-restaurants';
import type { SeededRandom } from './seeded-random';

export type DemoEmailLog = EmailLog & { id: string };
export type DemoRunLog = AutomationRunLog & { id: string };

const SUBJECTS = {
  confirmation: (r: DemoReservation) => `Votre réservation chez ${r.restaurantName} est confirmée`,
  request_received: (r: DemoReservation) => `Demande de réservation reçue - ${r.restaurantName}`,
  cancellation: (r: DemoReservation) => `Annulation de votre réservation chez ${r.restaurantName}`,
  review_request: (r: DemoReservation) => `Votre avis compte pour ${r.restaurantName} !`,
} as const;

/**
 * E-mail log of the last days at a venue: requests received (« Demande reçue »), confirmations, cancellations and review requests as the outbox worker
 * records them, a few opened or clicked, and one failure so the reports show every state.
 */
export function buildDemoEmailLogs(
  random: SeededRandom,
  venue: DemoRestaurant,
  reservations: readonly DemoReservation[],
  now: Date,
): DemoEmailLog[] {
  const recent = reservations
    .filter(
      (r) =>
        r.restaurantId === venue.id &&
        r.customerEmail &&
        ['PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED'].includes(r.status),
    )
    // Mails of the last hours are left out: their opens would still be to come.
    .filter((r) => Date.parse(r.updatedAt ?? r.createdAt) <= now.getTime() - 6 * 3_600_000)
    .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''))
    .slice(0, 12);
  return recent.map((r, index) => {
    const type =
      r.status === 'PENDING'
        ? 'request_received'
        : r.status === 'CONFIRMED'
          ? 'confirmation'
          : r.status === 'CANCELLED'
            ? 'cancellation'
            : 'review_request';
    const sentAt = r.updatedAt ?? r.createdAt;
    const failed = index === 3;
    const log: DemoEmailLog = {
      id: `demo-mail-${venue.key}-${index + 1}`,
      type,
      status: failed ? 'failed' : 'sent',
      recipientEmail: r.customerEmail,
      recipientName: r.customerName,
      restaurantId: venue.id,
      restaurantName: venue.restaurant.name,
      reservationId: r.id,
      subject: SUBJECTS[type](r),
      trackingId: `demo-track-${venue.key}-${index + 1}`,
      trackingEnabled: true,
      sentAt,
    };
    if (failed) {
      log.errorMessage = 'Boîte de réception pleine (552)';
    } else {
      log.messageId = `<demo-${venue.key}-${index + 1}@resto-demo.fr>`;
      const openedAt = Date.parse(sentAt) + random.int(5, 240) * 60_000;
      if (random.chance(0.6) && openedAt <= now.getTime()) {
        log.openedAt = new Date(openedAt).toISOString();
        if (type === 'review_request' && random.chance(0.5))
          log.clickedAt = new Date(openedAt + 60_000).toISOString();
      }
    }
    return log;
  });
}

/**
 * Runs of the 05:00 automation over the last week (auto-completion and review requests), one of them partial.
 */
export function buildDemoRunLogs(
  random: SeededRandom,
  venue: DemoRestaurant,
  reservations: readonly DemoReservation[],
  today: string,
): DemoRunLog[] {
  const days = [-7, -6, -5, -4, -3, -2, -1].map((offset) => addDays(today, offset));
  const processedOn = (date: string) =>
    reservations.filter(
      (r) =>
        r.restaurantId === venue.id &&
        r.date === addDays(date, -1) &&
        r.statusHistory.some((h) => h.changedBy === 'system'),
    ).length;
  const counts = days.map(processedOn);
  // The busiest run of the week is the one where a review mail failed, so the reports show a partial run.
  const partialIndex = counts.indexOf(Math.max(...counts));
  return days.map((date, index) => {
    const processed = counts[index] ?? 0;
    const partial = index === partialIndex && processed > 0;
    return {
      id: `demo-run-${venue.key}-${date}`,
      job: 'autoComplete' as const,
      restaurantId: venue.id,
      executionDate: date,
      status: partial ? 'partial' : 'completed',
      duration: random.int(300, 2500),
      totalProcessed: processed,
      totalEmailed: partial ? processed - 1 : processed,
      successRate: partial ? Math.round(((processed - 1) / processed) * 100) : 100,
      errors: partial ? 1 : 0,
      errorDetails: partial ? ["Échec d'envoi de l'e-mail d'avis : délai SMTP dépassé"] : [],
      createdAt: parisTimestamp(date, '05:00'),
    };
  });
}
