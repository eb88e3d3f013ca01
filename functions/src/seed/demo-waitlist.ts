import type { WaitlistEntry } from '@app/domain';
import { addDays, parisTimestamp } from './demo-calendar';

/**
 * Diners waiting at Au Bureau tonight and tomorrow night, so that the reservations screen's 'Liste d'attente'
 * shows something on first start. Their slots need not be full: staff book them or remove them.
 */
export function buildDemoWaitlist(today: string): WaitlistEntry[] {
  const tomorrow = addDays(today, 1);
  const entry = (
    id: string,
    date: string,
    time: string,
    partySize: number,
    person: { firstName: string; lastName: string; email: string; phone: string },
    createdAt: string,
  ): WaitlistEntry => ({
    id,
    restaurantId: 'rest-bureau',
    restaurantName: 'Au Bureau',
    date,
    time,
    partySize,
    ...person,
    status: 'WAITING',
    createdAt,
    updatedAt: createdAt,
  });
  const morning = parisTimestamp(today, '09:30');
  return [
    entry(
      'demo-waitlist-1',
      today,
      '21:00',
      4,
      { firstName: 'Hugo', lastName: 'Lefèvre', email: 'hugo.lefevre@example.fr', phone: '+33612345678' },
      morning,
    ),
    entry(
      'demo-waitlist-2',
      tomorrow,
      '20:00',
      2,
      { firstName: 'Chloé', lastName: 'Martin', email: 'chloe.martin@example.fr', phone: '+33698765432' },
      morning,
    ),
    entry(
      'demo-waitlist-3',
      tomorrow,
      '20:30',
      6,
      { firstName: 'Yanis', lastName: 'Benali', email: 'yanis.benali@example.fr', phone: '+33745123456' },
      parisTimestamp(today, '10:15'),
    ),
  ];
}
