import { formatLongDate } from '@app/i18n/formats';
import { useCatalogs, useTranslator } from '@app/i18n/react';
import { PageLoader } from '@app/ui';
import { ChevronLeft, Refresh } from '@app/ui/icons';
import { useId, useState } from 'react';
import type { Availability } from '../api/booking-types';
import { FullSlotPanel, type FullSlotContext } from './full-slot-panel';
import { NextAvailabilityOffer } from './next-availability';
import { PartySizeStepper } from './party-size-stepper';
import { isFullSlot, SlotGroups } from './slot-groups';

/**
 * Step 2: the day's slots by service. Full or staff-closed slots read 'Complet' and, given `fullSlot`, open a panel
 * (waiting list, the group's other venues) under the grid; past ones and those inside the booking delay read
 * « Passé ». A day with nothing left says so and offers the next availability; when some of it is full, its grid
 * stays, so that a full slot can still be pressed. A time refused as full (`refusedTime`) opens its panel at once.
 * « Par tables » (`party`) the times are those of the party chosen before, whose size can still change here: the
 * times follow it.
 */
export function SlotStep({
  date,
  availability,
  isPending,
  isError,
  refusal,
  selected,
  restaurantPhone,
  onPick,
  onPickNext,
  onRetry,
  onBack,
  fullSlot,
  refusedTime,
  party,
}: {
  date: string;
  availability: Availability | undefined;
  isPending: boolean;
  isError: boolean;
  refusal?: string;
  selected: string;
  restaurantPhone: string;
  onPick: (time: string) => void;
  onPickNext: (date: string, time: string) => void;
  onRetry: () => void;
  onBack: () => void;
  fullSlot?: FullSlotContext;
  refusedTime?: string;
  /** « Par tables »: the party the times are for, and its change (the times are asked again). */
  party?: { size: number; max: number; onChange: (size: number) => void };
}) {
  const { t, message, locale } = useTranslator();
  const panelId = useId();
  // What a full slot or a full day shows comes in a catalogue of its own, asked for with the times (issue 51).
  const waitlistWords = useCatalogs(['waitlist']);
  // The panel belongs to the size it was opened for: another size has other full times.
  const [open, setOpen] = useState(
    fullSlot && refusedTime ? { time: refusedTime, size: party?.size } : undefined,
  );
  const openFull = open?.size === party?.size ? open?.time : undefined;
  const nothingLeft = availability !== undefined && !availability.slots.some((slot) => slot.available);
  const someInsideDelay =
    availability !== undefined &&
    availability.cutoffHours > 0 &&
    availability.slots.some((slot) => slot.status === 'passed');
  const someFull = fullSlot !== undefined && availability?.slots.some(isFullSlot) === true;
  const showGrid = availability !== undefined && (!nothingLeft || (someFull && !availability.closed));
  return (
    <section className="step" aria-labelledby="slot-step-title">
      <h2 id="slot-step-title" tabIndex={-1}>
        {t('booking.timeQuestion')}
      </h2>
      <p className="step__context">
        {formatLongDate(locale, date)}
        {party && `, ${t('booking.guests', { count: party.size })}`}
      </p>
      {party && <PartySizeStepper value={party.size} max={party.max} onChange={party.onChange} />}
      {refusal && (
        <p className="notice notice--error" role="alert">
          {/[.!?…]$/.test(message(refusal)) ? message(refusal) : `${message(refusal)}.`}{' '}
          {t('booking.slotRefusedTail')}
        </p>
      )}
      {isPending && <PageLoader label={t('booking.searchingSlots')} />}
      {isError && (
        <div className="notice notice--error" role="alert">
          <p>{t('booking.slotsNotLoaded')}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={onRetry}>
            <Refresh className="ui-button__icon" aria-hidden="true" />
            {t('booking.retry')}
          </button>
        </div>
      )}
      {availability && nothingLeft && (
        <p className="notice" role="status">
          {availability.closed || availability.slots.length === 0
            ? t('booking.closedThatDay')
            : t('booking.noTableThatDay')}
        </p>
      )}
      {availability && showGrid && (
        <>
          {someInsideDelay && (
            <p className="field__hint">{t('booking.cutoff', { hours: availability.cutoffHours })}</p>
          )}
          <SlotGroups
            slots={availability.slots}
            selected={selected}
            openFull={openFull}
            fullPanelId={panelId}
            onPick={onPick}
            onPickFull={
              fullSlot && ((time) => setOpen(openFull === time ? undefined : { time, size: party?.size }))
            }
          />
        </>
      )}
      {fullSlot && openFull && waitlistWords && (
        <FullSlotPanel
          id={panelId}
          date={date}
          time={openFull}
          context={fullSlot}
          here={availability && { slots: availability.slots, onPick }}
        />
      )}
      {availability && nothingLeft && waitlistWords && (
        <NextAvailabilityOffer
          next={availability.nextAvailability}
          restaurantPhone={restaurantPhone}
          onPick={onPickNext}
        />
      )}
      <button type="button" className="ui-button ui-button--ghost back-button" onClick={onBack}>
        <ChevronLeft className="ui-button__icon" aria-hidden="true" />
        {t('booking.changeDate')}
      </button>
    </section>
  );
}
