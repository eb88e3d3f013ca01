import { TIMELINE_MESSAGES, formatTableNumbers, type DayClock } from '@app/domain';
import { useToast } from '@app/ui';
import { useCallback, useState } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import { useCallables } from '../../../lib/services-context';
import { tableClashOf } from '../../../lib/table-clash';
import { isStretched, isUnmoved, type TimelineDraft } from '../timeline-draft';

/** A move the server refused: its reason in French, and « Attribuer quand même » when a table is held. */
export interface MoveRefusal {
  bookingId: string;
  message: string;
  force: (() => Promise<void>) | null;
}

/** Where a draft sends its booking, as staff read it ('Table 5, 20:30–22:00'). */
export function describeDraft(draft: TimelineDraft, clock: DayClock): string {
  const from = clock.wallTimeOf(draft.start);
  const to = clock.wallTimeOf(draft.start + draft.minutes);
  return `${formatTableNumbers({ tables: draft.tables })}, ${from}–${to}`;
}

/**
 * Confirms a draft with `moveReservation`: the server's engine decides under the day's lock; a refusal keeps
 * its French reason for the screen (a held table may then be given all the same), a success says where the
 * booking went. `announce` speaks both to screen readers.
 */
export function useTimelineMove({
  clock,
  announce,
  onMoved,
}: {
  clock: DayClock | null;
  announce(text: string): void;
  onMoved(bookingId: string): void;
}) {
  const callables = useCallables();
  const toast = useToast();
  const [refusal, setRefusal] = useState<MoveRefusal | null>(null);
  const [busy, setBusy] = useState(false);

  const succeed = useCallback(
    (draft: TimelineDraft, warning: string | null) => {
      const where = clock ? describeDraft(draft, clock) : '';
      toast.success(TIMELINE_MESSAGES.moved, { title: where });
      if (warning) toast.warning(warning);
      announce(`${TIMELINE_MESSAGES.moved} : ${where}`);
      onMoved(draft.bookingId);
    },
    [announce, clock, onMoved, toast],
  );

  const refuse = useCallback(
    (bookingId: string, message: string, force: MoveRefusal['force']) => {
      setRefusal({ bookingId, message, force });
      announce(message);
    },
    [announce],
  );

  const confirm = useCallback(
    async (draft: TimelineDraft): Promise<boolean> => {
      if (!clock || isUnmoved(draft)) return true;
      setRefusal(null);
      const run = async (force: boolean) => {
        const result = await callables.moveReservation({
          reservationId: draft.bookingId,
          tables: draft.tables,
          time: clock.wallTimeOf(draft.start),
          ...(isStretched(draft) ? { minutes: draft.minutes } : {}),
          ...(force ? { force: true } : {}),
        });
        succeed(draft, result.warning);
      };
      // « Attribuer quand même »: the same move, forced; both bookings then marked in conflict.
      const force = async () => {
        setBusy(true);
        try {
          await run(true);
          setRefusal(null);
        } catch (error) {
          refuse(draft.bookingId, toUserMessage(error, TIMELINE_MESSAGES.moveError), null);
        } finally {
          setBusy(false);
        }
      };
      setBusy(true);
      try {
        await run(false);
        return true;
      } catch (error) {
        const clash = tableClashOf(error);
        const message = clash?.message ?? toUserMessage(error, TIMELINE_MESSAGES.moveError);
        refuse(draft.bookingId, message, clash ? force : null);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [callables, clock, refuse, succeed],
  );

  const dismiss = useCallback(() => setRefusal(null), []);

  return { confirm, refusal, dismiss, busy };
}
