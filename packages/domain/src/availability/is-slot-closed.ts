import { classifyService } from './classify-service';

/** Times staff closed for one restaurant and date, per service (closedTimeSlots/{restaurantId}_{date}). */
export interface ClosedSlotLists {
  lunch: readonly string[];
  dinner: readonly string[];
}

/**
 * Whether staff closed a slot for that date. Times outside lunch and dinner cannot be closed from the
 * service modals, so both lists are searched for them.
 */
export function isSlotClosed({
  time,
  closedSlots,
}: {
  time: string;
  closedSlots: ClosedSlotLists | undefined;
}): boolean {
  if (!closedSlots) return false;
  const service = classifyService({ time });
  if (service === 'lunch') return closedSlots.lunch.includes(time);
  if (service === 'dinner') return closedSlots.dinner.includes(time);
  return closedSlots.lunch.includes(time) || closedSlots.dinner.includes(time);
}

/** Toggles a slot in the closed lists of its service (the Ouvert / Fermé switch); returns new lists. */
export function toggleClosedSlot({ time, closedSlots }: { time: string; closedSlots: ClosedSlotLists }): {
  lunch: string[];
  dinner: string[];
} {
  const key = classifyService({ time }) === 'dinner' ? 'dinner' : 'lunch';
  const next = { lunch: [...closedSlots.lunch], dinner: [...closedSlots.dinner] };
  next[key] = next[key].includes(time) ? next[key].filter((t) => t !== time) : [...next[key], time].sort();
  return next;
}
