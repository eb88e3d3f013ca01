import { CallableError } from '@app/data/functions-client';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BookingRestaurant } from '../api/booking-types';
import { useAvailability } from '../api/use-availability';
import { useCreateReservation } from '../api/use-create-reservation';
import { bookingReducer, initialBookingState } from '../hooks/booking-reducer';
import { validateBookingDetails } from '../hooks/validate-booking-details';
import { parisToday } from './booking-dates';
import { ConfirmationStep } from './confirmation-step';
import { DateStep } from './date-step';
import { DetailsStep, type DetailsErrors } from './details-step';
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

const newRequestId = () => crypto.randomUUID();

/** 'Erreur: {message}. Veuillez réessayer.' (customer-flows §8) without doubling the message's own full stop. */
export function bookingErrorText(message: string): string {
  return `Erreur: ${message.replace(/[\s.!]+$/, '')}. Veuillez réessayer.`;
}

/** The five booking steps for one restaurant, with nothing typed lost on the way back. */
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
  const [state, dispatch] = useReducer(bookingReducer, undefined, () =>
    initialBookingState(today, newRequestId()),
  );
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [submitError, setSubmitError] = useState<string>();
  const wizardRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    // The control that was used is gone with its step: focus the new step's title, so that keyboard and
    // screen-reader users go on from the top of the step rather than from the top of the page.
    wizardRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [state.step]);
  const availability = useAvailability(restaurant.id, state.step === 'date' ? undefined : state.date);
  const create = useCreateReservation();
  const maxPartySize = availability.data?.maxPartySize ?? restaurant.maxOnlineReservation;
  const chosenSlot = availability.data?.slots.find((slot) => slot.time === state.time);
  const partyMax = partyLimit(maxPartySize, chosenSlot?.remaining);

  const submit = (): DetailsErrors => {
    const found = validateBookingDetails(state.details);
    setErrors(found);
    setSubmitError(undefined);
    if (Object.keys(found).length > 0 || create.isPending) return found;
    create.mutate(
      {
        restaurantId: restaurant.id,
        date: state.date,
        time: state.time,
        partySize: state.partySize,
        requestId: state.requestId,
        ...state.details,
      },
      {
        onSuccess: (result) => dispatch({ type: 'booked', ...result }),
        onError: (error) => {
          const message = error instanceof CallableError ? error.message : 'Erreur inconnue';
          if (error instanceof CallableError && SLOT_REFUSALS.has(error.status)) {
            dispatch({ type: 'slotRefused', message });
          } else {
            setSubmitError(bookingErrorText(message));
          }
        },
      },
    );
    return found;
  };

  if (state.step === 'done') {
    return (
      <ConfirmationStep
        restaurant={restaurant}
        date={state.date}
        time={state.time}
        partySize={state.partySize}
        details={state.details}
        clientSpaceHref={clientSpaceHref(state.details.email)}
        onBookAgain={() => {
          dispatch({ type: 'reset', today: parisToday(), requestId: newRequestId() });
          create.reset();
          navigate(chooserHref);
        }}
      />
    );
  }

  return (
    <div className="wizard" ref={wizardRef}>
      <StepProgress step={state.step} />
      {state.step === 'date' && (
        <DateStep today={today} date={state.date} onPick={(date) => dispatch({ type: 'pickDate', date })} />
      )}
      {state.step === 'slot' && (
        <SlotStep
          date={state.date}
          availability={availability.data}
          isPending={availability.isPending}
          isError={availability.isError}
          refusal={state.refusal}
          selected={state.time}
          onPick={(time) => dispatch({ type: 'pickTime', time })}
          onRetry={() => void availability.refetch()}
          onBack={() => dispatch({ type: 'goTo', step: 'date' })}
        />
      )}
      {state.step === 'party' && (
        <PartyStep
          partySize={Math.min(state.partySize, partyMax)}
          max={maxPartySize}
          slot={chosenSlot && { time: chosenSlot.time, remaining: chosenSlot.remaining }}
          restaurantPhone={restaurant.phone}
          onChange={(partySize) => dispatch({ type: 'setPartySize', partySize })}
          onContinue={() => {
            if (state.partySize > partyMax) dispatch({ type: 'setPartySize', partySize: partyMax });
            dispatch({ type: 'confirmParty' });
          }}
          onBack={() => dispatch({ type: 'goTo', step: 'slot' })}
        />
      )}
      {state.step === 'details' && (
        <DetailsStep
          restaurant={restaurant}
          date={state.date}
          time={state.time}
          partySize={state.partySize}
          details={state.details}
          errors={errors}
          submitError={submitError}
          isSubmitting={create.isPending}
          onChange={(details) => dispatch({ type: 'editDetails', details })}
          onSubmit={submit}
          onEdit={(step) => dispatch({ type: 'goTo', step })}
        />
      )}
    </div>
  );
}
