import {
  DateExceptionSchema,
  MAX_DATE_EXCEPTIONS,
  type DateException,
} from '../availability/opening-hours-schema';
import { exceptionDates, listUpcomingExceptions } from './list-upcoming-exceptions';

/** Refusals of the exceptions form (French, shown under it). */
export const DATE_EXCEPTION_MESSAGES = {
  past: 'Choisissez une date à venir',
  specialExists: 'Des horaires spéciaux existent déjà ce jour-là',
  noSlot: 'Ajoutez au moins un service',
  tooMany: `Au plus ${MAX_DATE_EXCEPTIONS} fermetures ou horaires exceptionnels`,
} as const;

/**
 * The upcoming exceptions with `exception` added (passed ones dropped, sorted by date), or the French refusal:
 * an invalid exception, one starting before `today` (Paris date), special hours on a date that already has
 * some or without any slot, or one too many.
 * @example addDateException({ exceptions: [], exception: { kind: 'closed', from: '2026-12-24', to: '2026-12-26', reason: 'Noël' }, today: '2026-12-01' })
 */
export function addDateException({
  exceptions,
  exception,
  today,
}: {
  exceptions: readonly DateException[] | undefined;
  exception: DateException;
  today: string;
}): { ok: true; exceptions: DateException[] } | { ok: false; message: string } {
  const checked = DateExceptionSchema.safeParse(exception);
  if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? '' };
  const added = checked.data;
  if (exceptionDates(added).from < today) return { ok: false, message: DATE_EXCEPTION_MESSAGES.past };
  const upcoming = listUpcomingExceptions({ exceptions, today });
  if (added.kind === 'special') {
    if (added.timeSlots.length === 0) return { ok: false, message: DATE_EXCEPTION_MESSAGES.noSlot };
    if (upcoming.some((e) => e.kind === 'special' && e.date === added.date))
      return { ok: false, message: DATE_EXCEPTION_MESSAGES.specialExists };
  }
  if (upcoming.length >= MAX_DATE_EXCEPTIONS) return { ok: false, message: DATE_EXCEPTION_MESSAGES.tooMany };
  return { ok: true, exceptions: listUpcomingExceptions({ exceptions: [...upcoming, added], today }) };
}
