import { CallableError } from '@app/data/functions-client';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BookingRestaurant } from '../api/booking-types';
import { useAvailability } from '../api/use-availability';
import { useCreateReservation } from '../api/use-create-reservation';
import { defaultBookingDate } from '../hooks/default-booking-date';
import { loadPhoneParser } from '../hooks/load-phone-parser';
import { useBookingFlow } from '../hooks/use-booking-flow';
import { validateBookingDetails, type DetailsErrors } from '../hooks/validate-booking-details';
import { lastBookableDate, parisToday } from './booking-dates';
import { ConfirmationStep } from './confirmation-step';
import { DateStep } from './date-step';
import { DetailsStep } from './details-step';
import { partyLimit } from './party-limit';
import { PartyStep } from './party-step';
import { SlotStep } from './slot-step';
import { StepProgress } from './step-progress';

/** Refusals that mean "pick another slot" rather than "fix the form". */
const SLOT_REFUSALS = new Set([
  'RESOURCE_EXHAUSTED',
  'resource-exhausted',
  'FAILED_PRECONDITION',
  'failed-precondition',
]);

/** 'Erreur: {message}. Veuillez réessayer.' (customer-flows §8) without doubling the message's own full stop. */
export function bookingErrorText(message: string): string {
  return `Erreur: ${message.replace(/[\s.!]+$/, '')}. Veuillez réessayer.`;
}

/**
 * The five booking steps for one restaurant. Each step and choice is in the URL (Back steps back, a reload keeps
 * them) and nothing typed is lost on the way back (useBookingFlow).
 */
export function BookingWizard({
  restaurant,
  chooserHref,
  clientSpaceHref,
}: {
  restaurant: BookingRestaurant;
  chooserHref: string;
  clientSpaceHref: (email: string) => string;
}) {
  const navigate = useNavigate();
  const today = useRef(parisToday()).current;
  const flow = useBookingFlow({ restaurantId: restaurant.id, today, lastDate: lastBookableDate(today) });
  const { step, url, draft } = flow;
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [submitError, setSubmitError] = useState<string>();
  const wizardRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    // The control that was used is gone with its step: focus the new step's title, so that keyboard and
    // screen-reader users go on from the top of the step rather than from the top of the page.
    wizardRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);

  // Without a chosen day, today's answer says whether today still has a table, or which day is next.
  const needsDefault = step === 'date' && !flow.chosenDate;
  const todayAvailability = useAvailability(restaurant.id, needsDefault ? today : undefined);
  const availability = useAvailability(restaurant.id, step === 'date' ? undefined : url.date);
  const create = useCreateReservation();
  const maxPartySize = availability.data?.maxPartySize ?? restaurant.maxOnlineReservation;
  const chosenSlot = availability.data?.slots.find((slot) => slot.time === url.time);
  const partyMax = partyLimit(maxPartySize, chosenSlot?.remaining);
  const partySize = Math.min(flow.partySize, partyMax);

  const submit = async (): Promise<DetailsErrors> => {
    const found = validateBookingDetails(draft.details, await loadPhoneParser());
    setErrors(found);
    setSubmitError(undefined);
    if (Object.keys(found).length > 0 || create.isPending || !url.date || !url.time) return found;
    create.mutate(
      {
        restaurantId: restaurant.id,
        date: url.date,
        time: url.time,
        partySize,
        requestId: draft.requestId,
        ...draft.details,
      },
      {
        onSuccess: (result) => flow.booked(result),
        onError: (error) => {
          const message = error instanceof CallableError ? error.message : 'Erreur inconnue';
          if (error instanceof CallableError && SLOT_REFUSALS.has(error.status)) {
            flow.slotRefused(message);
          } else {
            setSubmitError(bookingErrorText(message));
          }
        },
      },
    );
    return found;
  };

  if (step === 'done' && draft.booked) {
    const booked = draft.booked;
    return (
      <ConfirmationStep
        restaurant={restaurant}
        date={booked.date}
        time={booked.time}
        partySize={booked.partySize}
        details={booked.details}
        clientSpaceHref={clientSpaceHref(booked.details.email)}
        onBookAgain={() => {
          flow.reset();
          create.reset();
          void navigate(chooserHref);
        }}
      />
    );
  }

  return (
    <div className="wizard" ref={wizardRef}>
      <StepProgress step={step === 'done' ? 'details' : step} />
      {step === 'date' && (
        <DateStep
          today={today}
          date={
            flow.chosenDate ??
            defaultBookingDate({
              today,
              openingHours: restaurant.openingHours,
              todayAvailability: todayAvailability.data,
            })
          }
          openingHours={restaurant.openingHours}
          onPick={flow.pickDate}
        />
      )}
      {step === 'slot' && url.date && (
        <SlotStep
          date={url.date}
          availability={availability.data}
          isPending={availability.isPending}
          isError={availability.isError}
          refusal={flow.refusal}
          selected={flow.chosenTime}
          restaurantPhone={restaurant.phone}
          onPick={(time) => url.date && flow.pickTime(url.date, time)}
          onPickNext={flow.pickTime}
          onRetry={() => void availability.refetch()}
          onBack={() => flow.goBackTo('date')}
        />
      )}
      {step === 'party' && (
        <PartyStep
          partySize={partySize}
          max={maxPartySize}
          slot={chosenSlot && { time: chosenSlot.time, remaining: chosenSlot.remaining }}
          restaurantPhone={restaurant.phone}
          onChange={flow.setPartySize}
          onContinue={() => flow.confirmParty(partySize)}
          onBack={() => flow.goBackTo('slot')}
        />
      )}
      {step === 'details' && url.date && url.time && (
        <DetailsStep
          restaurant={restaurant}
          date={url.date}
          time={url.time}
          partySize={partySize}
          details={draft.details}
          errors={errors}
          submitError={submitError}
          isSubmitting={create.isPending}
          onChange={flow.editDetails}
          onSubmit={submit}
          onEdit={flow.goBackTo}
        />
      )}
    </div>
  );
}
