import {
  TIMELINE_MESSAGES,
  checkTimelineMove,
  type TimelineBar,
  type TimelineService,
  type UnplacedBooking,
} from '@app/domain';
import { Button, PageLoader, useNow, useToast } from '@app/ui';
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { longFrenchDate } from '../../../lib/dates';
import { toUserMessage } from '../../../lib/error-message';
import { useCallables } from '../../../lib/services-context';
import { useBarDrag } from '../hooks/use-bar-drag';
import { useServiceTimeline } from '../hooks/use-service-timeline';
import { describeDraft, useTimelineMove } from '../hooks/use-timeline-move';
import { draftAfterKey, draftOf, isStretched, type TimelineDraft } from '../timeline-draft';
import { BookingPanel } from './booking-panel';
import { FreeCellDialog } from './free-cell-dialog';
import { TimelineGrid } from './timeline-grid';
import { TimelineLegend } from './timeline-legend';
import { TimelineToolbar } from './timeline-toolbar';
import { UnplacedLane } from './unplaced-lane';
import '../timeline.css';

export interface TimelineScreenProps {
  restaurantId: string;
  date: string;
  today: string;
  service: TimelineService;
  onDateChange(date: string): void;
  onServiceChange(service: TimelineService): void;
  /** « Réservation par téléphone » on a free cell: the staff booking form at that table and time. */
  onPhoneBooking(table: string, time: string): void;
}

const HELP_ID = 'tl-keyboard-help';

/**
 * « Planning » (issue 48): the service's tables across its hours, live. A bar dragged (or picked up with Enter
 * and moved with the arrows) previews the engine's verdict; released (Enter) the server decides, and a refusal
 * shows its reason; a free cell seats a walk-in or opens the phone booking there.
 */
export function TimelineScreen(props: TimelineScreenProps) {
  const { restaurantId, date, today, service } = props;
  const data = useServiceTimeline({ restaurantId, date, service });
  const { timeline, nameOf } = data;
  const callables = useCallables();
  const toast = useToast();
  const [draft, setDraft] = useState<TimelineDraft | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [cell, setCell] = useState<{ table: string; time: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const [keeping, setKeeping] = useState(false);
  const clock = timeline?.clock ?? null;
  const rows = useMemo(
    () => timeline?.rooms.flatMap((room) => room.tables.map((row) => row.table)) ?? [],
    [timeline],
  );
  const names = useMemo(
    () => new Map(data.bookings.map((b) => [b.id, nameOf(b.id)])),
    [data.bookings, nameOf],
  );
  const nowAt = useNow();

  const announce = useCallback((text: string) => setAnnouncement(text), []);
  const move = useTimelineMove({ clock, announce, onMoved: setFocusId });

  /** The engine's verdict on a draft, as the server will decide it (null: accepted). */
  const refusalOf = useCallback(
    (candidate: TimelineDraft | null): string | null => {
      const booking = candidate && data.bookings.find((b) => b.id === candidate.bookingId);
      if (!candidate || !booking || !clock) return null;
      const check = checkTimelineMove({
        date,
        floor: data.floor,
        // An untouched « Table proposée » gives way to staff's move, as on the server.
        bookings: data.bookings.filter((b) => !b.proposed || b.id === candidate.bookingId),
        bands: data.bands,
        booking,
        target: {
          tables: candidate.tables,
          time: clock.wallTimeOf(candidate.start),
          ...(isStretched(candidate) ? { minutes: candidate.minutes } : {}),
        },
        names,
      });
      return check.ok ? null : check.message;
    },
    [clock, data.bands, data.bookings, data.floor, date, names],
  );
  const draftRefusal = useMemo(() => refusalOf(draft), [draft, refusalOf]);

  const drop = useCallback(
    (next: TimelineDraft) => {
      setDraft(next);
      void move.confirm(next).then(() => setDraft(null));
    },
    [move],
  );
  const drag = useBarDrag({ axis: timeline?.axis ?? null, rows, onDraft: setDraft, onDrop: drop });

  // After a move the bar is drawn on its new row: the focus follows it there.
  useEffect(() => {
    if (!focusId) return;
    const bar = document.querySelector<HTMLElement>(`[data-bar="${focusId}"][tabindex="0"]`);
    if (bar && bar !== document.activeElement) bar.focus();
  }, [focusId, timeline]);

  const onKey = useCallback(
    (event: KeyboardEvent<HTMLElement>, bar: TimelineBar) => {
      if (!timeline || !clock) return;
      const own = draft?.bookingId === bar.bookingId ? draft : null;
      if (!own) {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        if (bar.finished) {
          announce(TIMELINE_MESSAGES.notMovable(TIMELINE_MESSAGES.finished));
          return;
        }
        move.dismiss();
        setDraft(draftOf(bar));
        announce(
          `Déplacement de ${nameOf(bar.bookingId)} : ${describeDraft(draftOf(bar), clock)}. Flèches pour déplacer, Maj+flèches pour la durée, Entrée pour valider, Échap pour annuler.`,
        );
        return;
      }
      if (event.key === 'Escape') {
        // The move is cancelled; the page (or a dialog around it) must not close too.
        event.preventDefault();
        event.stopPropagation();
        setDraft(null);
        announce('Déplacement annulé');
        return;
      }
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        drop(own);
        return;
      }
      const next = draftAfterKey(own, event, { axis: timeline.axis, rows });
      if (!next) return;
      event.preventDefault();
      setDraft(next);
      const verdict = refusalOf(next);
      announce(`${describeDraft(next, clock)}${verdict ? ` : ${verdict}` : ''}`);
    },
    [announce, clock, draft, drop, move, nameOf, refusalOf, rows, timeline],
  );

  const onSelect = useCallback(
    (bar: TimelineBar) => {
      if (drag.endedDrag()) return;
      setSelectedId((current) => (current === bar.bookingId ? null : bar.bookingId));
    },
    [drag],
  );
  const onFreeCell = useCallback(
    (table: string, _minutes: number, time: string) => setCell({ table, time }),
    [],
  );

  const place = (booking: UnplacedBooking, tables: string[]) =>
    drop({
      bookingId: booking.bookingId,
      origin: { tables: [], start: booking.start, minutes: booking.end - booking.start },
      tables,
      start: booking.start,
      minutes: booking.end - booking.start,
    });

  async function keep(bar: TimelineBar) {
    setKeeping(true);
    try {
      await callables.keepTableProposal({ reservationId: bar.bookingId });
      toast.success(TIMELINE_MESSAGES.kept(bar.tables.join(' + ')));
    } catch (error) {
      toast.error(toUserMessage(error));
    } finally {
      setKeeping(false);
    }
  }

  const selected = timeline?.bars.find((bar) => bar.bookingId === selectedId) ?? null;
  const seatsOf = (table: string) =>
    timeline?.rooms.flatMap((room) => room.tables).find((row) => row.table === table)?.seats ?? 2;
  const nowMinutes = clock && date === today ? clock.minutesOfInstant(nowAt.getTime()) : null;

  return (
    <div className="tl-screen">
      <TimelineToolbar
        date={date}
        today={today}
        service={service}
        onDateChange={props.onDateChange}
        onServiceChange={props.onServiceChange}
      />
      <TimelineLegend />
      <p id={HELP_ID} className="tl-help">
        Faites glisser une réservation vers une autre table ou une autre heure, ou son bord droit pour la
        prolonger. Au clavier : Entrée pour la prendre, flèches pour la déplacer, Maj+flèches pour la durée,
        Entrée pour valider, Échap pour annuler.
      </p>
      <div className="sr-only" role="status" aria-live="polite">
        {announcement}
      </div>
      {move.refusal ? (
        <div className="tl-refusal" role="alert">
          <p>{move.refusal.message}</p>
          {move.refusal.force ? (
            <Button
              size="sm"
              variant="danger"
              isDisabled={move.busy}
              onPress={() => void move.refusal?.force?.()}
            >
              Attribuer quand même
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onPress={move.dismiss}>
            Fermer
          </Button>
        </div>
      ) : null}
      {data.loading ? (
        <PageLoader />
      ) : data.error && !timeline ? (
        <p className="tl-empty" role="alert">
          Erreur de chargement du planning : {toUserMessage(data.error)}
        </p>
      ) : !timeline ? (
        <p className="tl-empty">{TIMELINE_MESSAGES.empty}</p>
      ) : (
        <>
          <UnplacedLane unplaced={timeline.unplaced} nameOf={nameOf} busy={move.busy} onPlace={place} />
          <TimelineGrid
            timeline={timeline}
            label={TIMELINE_MESSAGES.gridLabel(longFrenchDate(date))}
            draft={draft}
            draftRefusal={draftRefusal}
            selectedId={selectedId}
            nowMinutes={nowMinutes}
            nameOf={nameOf}
            helpId={HELP_ID}
            onGrab={drag.onGrab}
            onKey={onKey}
            onSelect={onSelect}
            onFreeCell={onFreeCell}
          />
          {selected ? (
            <BookingPanel
              bar={selected}
              reservation={data.byId.get(selected.bookingId)}
              name={nameOf(selected.bookingId)}
              busy={keeping}
              onKeep={(bar) => void keep(bar)}
              onClose={() => setSelectedId(null)}
            />
          ) : null}
        </>
      )}
      {cell ? (
        <FreeCellDialog
          restaurantId={restaurantId}
          table={cell.table}
          seats={seatsOf(cell.table)}
          time={cell.time}
          today={date === today}
          onPhoneBooking={() => {
            setCell(null);
            props.onPhoneBooking(cell.table, cell.time);
          }}
          onClose={() => setCell(null)}
        />
      ) : null}
    </div>
  );
}
