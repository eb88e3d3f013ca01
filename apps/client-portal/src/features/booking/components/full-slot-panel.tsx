import { nearestBookableTimes, type BookableSlot } from '@app/domain';
import { useTranslator } from '@app/i18n/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { BookingDetails } from '../api/booking-types';
import type { SisterVenue } from '../api/waitlist-types';
import { PartySizeStepper } from './party-size-stepper';
import { SisterVenues } from './sister-venues';
import { WaitlistForm } from './waitlist-form';

/** What the panel of a full slot needs from the booking: where, for how many, and the details typed so far. */
export interface FullSlotContext {
  restaurantId: string;
  /** The draft's party size, or 2. */
  partySize: number;
  /** « Par tables »: the slot is full for this size, chosen before the time; the panel does not ask it again. */
  sizeChosen?: boolean;
  /** The restaurant's online maximum. */
  maxPartySize: number;
  details: BookingDetails;
  onDetailsChange: (patch: Partial<BookingDetails>) => void;
  /** « Réserver chez … à … »: that venue's details step, with this date and size and the details typed here. */
  onBookElsewhere: (venue: SisterVenue, time: string, partySize: number) => void;
}

/**
 * Under the slots, when a full one is pressed: « {time} est complet », the party size, the venue's own free times
 * that day first (`here`), then the group's other venues nearby with room near that time, and « Me prévenir si
 * une table se libère ». Focus goes to its title when it opens or
 * shows another time, so that keyboard and screen-reader users land in it.
 */
export function FullSlotPanel({
  id,
  date,
  time,
  context,
  here,
}: {
  id: string;
  date: string;
  time: string;
  context: FullSlotContext;
  /** The venue's slots that day and what picking one of them does (as pressing it in the grid). */
  here?: { slots: readonly BookableSlot[]; onPick: (time: string) => void };
}) {
  const { t } = useTranslator();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [asked, setPartySize] = useState(Math.min(context.partySize, context.maxPartySize));
  const partySize = context.sizeChosen ? context.partySize : asked;
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  useEffect(() => titleRef.current?.focus(), [time]);
  return (
    <section id={id} className="full-slot" aria-labelledby={titleId}>
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className="full-slot__title">
        {context.sizeChosen
          ? t('waitlist.fullTitleFor', { time, count: partySize })
          : t('waitlist.fullTitle', { time })}
      </h3>
      {!context.sizeChosen && (
        <PartySizeStepper value={partySize} max={context.maxPartySize} onChange={setPartySize} />
      )}
      {here && <SameVenueTimes slots={here.slots} time={time} partySize={partySize} onPick={here.onPick} />}
      <SisterVenues
        restaurantId={context.restaurantId}
        date={date}
        time={time}
        partySize={partySize}
        onBook={(venue, at) => context.onBookElsewhere(venue, at, partySize)}
      />
      <button
        type="button"
        className="ui-button ui-button--secondary"
        aria-expanded={waitlistOpen}
        onClick={() => setWaitlistOpen((open) => !open)}
      >
        {t('waitlist.notifyMe')}
      </button>
      {waitlistOpen && (
        <WaitlistForm
          // A new slot or size is a new request.
          key={`${time}-${partySize}`}
          restaurantId={context.restaurantId}
          date={date}
          time={time}
          partySize={partySize}
          details={context.details}
          onChange={context.onDetailsChange}
        />
      )}
    </section>
  );
}

/** At most this many of the venue's own times are offered under a full slot. */
const MAX_TIMES = 4;

/**
 * « Autres horaires disponibles ici »: under a full slot, the same venue's free times of that day for the party,
 * nearest first, before any other venue of the group (issue 48, defect 19: Lyon and Marseille came before them).
 * Nothing when the day has none left.
 */
function SameVenueTimes({
  slots,
  time,
  partySize,
  onPick,
}: {
  slots: readonly BookableSlot[];
  time: string;
  partySize: number;
  onPick: (time: string) => void;
}) {
  const { t } = useTranslator();
  const id = useId();
  const times = nearestBookableTimes({ slots, time, partySize, max: MAX_TIMES, withinMinutes: 24 * 60 });
  if (times.length === 0) return null;
  return (
    <section className="sister-venues" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="sister-venues__title">
        {t('waitlist.otherTimesHere')}
      </h4>
      <div className="sister-venue__times">
        {times.map((at) => (
          <button
            key={at}
            type="button"
            className="slot sister-venue__time"
            aria-label={t('waitlist.bookAt', { time: at })}
            onClick={() => onPick(at)}
          >
            {at}
          </button>
        ))}
      </div>
    </section>
  );
}
