import { abbreviateStaffName, closedTimeSlotsId, type ClosedTimeSlots } from '@app/domain';
import { addDays, parisTimestamp } from './demo-calendar';

/**
 * Au Bureau closed the last lunch slot of the day after tomorrow yesterday evening, so that « Pourquoi complet ? »
 * (day screen and slot manager) names who closed a slot and when on first start. `closer` is the venue's own
 * account; a lunch slot is closed so that no dinner the demo fills changes.
 */
export function buildDemoClosedSlots(
  today: string,
  closer: { uid: string; name: string },
): Array<ClosedTimeSlots & { id: string }> {
  const date = addDays(today, 2);
  const at = parisTimestamp(addDays(today, -1), '18:02');
  return [
    {
      id: closedTimeSlotsId('rest-bureau', date),
      restaurantId: 'rest-bureau',
      date,
      lunch: ['14:30'],
      dinner: [],
      updatedAt: at,
      updatedBy: closer.uid,
      closures: {
        '14:30': { by: abbreviateStaffName({ name: closer.name }) ?? closer.name, byUid: closer.uid, at },
      },
    },
  ];
}
