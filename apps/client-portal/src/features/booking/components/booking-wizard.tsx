import type { Translate } from '@app/i18n';
import { useTranslator } from '@app/i18n/react';
import { now, PageLoader, useToast } from '@app/ui';
import { lazy, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { callableErrorMessage } from '../../../lib/callable-error-message';
import type { BookingRestaurant } from '../api/booking-types';
import { useAvailability } from '../api/use-availability';
import { useCreateReservation } from '../api/use-create-reservation';
import { useProductEvent } from '../api/use-product-event';
import { useWaitlistOffer } from '../api/use-waitlist-offer';
import { useDeclineOffer } from '../api/use-decline-offer';
import type { SisterVenue } from '../api/waitlist-types';
import { bookingSearch } from '../hooks/booking-url';
import { defaultBookingDate } from '../hooks/default-booking-date';
import { loadPhoneParser } from '../hooks/load-phone-parser';
import { useBookingFlow } from '../hooks/use-booking-flow';
import { widgetChannel } from '../hooks/widget-channel';
import type { DetailsErrors } from '../hooks/validate-booking-details';
import { lastBookableDate, parisToday } from './booking-dates';
import { DateStep } from './date-step';
import { partyLimit } from './party-limit';
import { StepProgress } from './step-progress';

// The first screen is the date step; the others come in one chunk, fetched as soon as the diner touches the
// wizard (a step change waits for it inside the router's transition, the current step staying on screen).
const loadLaterSteps = () => import('./later-steps');
const prefetchLaterSteps = () => void loadLaterSteps();
const SlotStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.SlotStep })));
const PartyStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.PartyStep })));
const DetailsStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.DetailsStep })));
const ConfirmationStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.ConfirmationStep })));
const OfferBanner = lazy(() => loadLaterSteps().then((m) => ({ default: m.OfferBanner })));

/**
 * 'Erreur: {message}. Veuillez réessayer.' (customer-flows §8) in the page's language, without doubling the
 * message's own full stop (the message already translated).
 */
export function bookingErrorText(message: string, t: Translate): string {
  return t('booking.errorRetry', { message: message.replace(/[\s.!]+$/, '') });
}

/**
 * The five booking steps for one restaurant. Each step and choice is in the URL (Back steps back, a reload keeps
 * them) and nothing typed is lost on the way back (useBookingFlow). A venue « Par tables » asks the party before
 * the time, and its times are those a table of that size allows (the server answers for that size). Opened from a waiting-list offer
 * (`?offre={token}`), it reads the offer and goes straight to the details of the offered table.
 */
export function BookingWizard({
  restaurant,
  chooserHref,
  clientSpaceHref,
  bookingHref = (slug) => `/reservation/${slug}`,
}: {
  restaurant: BookingRestaurant;
  chooserHref: string;
  clientSpaceHref: (email: string) => string;
  /** Another restaurant's booking page (the group's other venues on a full slot). */
  bookingHref?: (slug: string) => string;
}) {
  const navigate = useNavigate();
  const { t, message, locale } = useTranslator();
  const OFFER_NOT_READ = t('booking.offerNotRead');
  const today = useRef(parisToday()).current;
  const tables = restaurant.availabilityMode === 'tables';
  const flow = useBookingFlow({
    restaurantId: restaurant.id,
    today,
    lastDate: lastBookableDate(today),
    tables,
  });
  const { step, url, draft } = flow;
  const toast = useToast();
  const report = useProductEvent(restaurant.slug);
  // Once per page opened (and per venue, when a link leads to another one): the funnel's first step.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => report('booking_page_opened'), [restaurant.slug]);
  const pickTime = (date: string, time: string) => {
    report('slot_chosen');
    flow.pickTime(date, time);
  };
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
  // « Par tables » the times are those of the party's size, asked once it is chosen: another size, other times.
  const availability = useAvailability(
    restaurant.id,
    step === 'date' || (tables && step === 'party') ? undefined : url.date,
    tables ? Math.min(flow.partySize, restaurant.maxOnlineReservation) : undefined,
  );
  const create = useCreateReservation();
  const [channel] = useState(() => widgetChannel(window.location.search));
  const maxPartySize = availability.data?.maxPartySize ?? restaurant.maxOnlineReservation;
  const chosenSlot = availability.data?.slots.find((slot) => slot.time === url.time);
  const partyMax = partyLimit(maxPartySize, tables ? undefined : chosenSlot?.remaining);
  // The offered table is held for its size, whatever the slot shows as left.
  const partySize = flow.offer ? flow.offer.partySize : Math.min(flow.partySize, partyMax);

  const offerToken = flow.offerToken;
  const offer = useWaitlistOffer(offerToken);
  const [offerError, setOfferError] = useState<string>();
  const [offerDeclined, setOfferDeclined] = useState(false);
  const decline = useDeclineOffer();
  useEffect(() => {
    if (!offerToken) return;
    if (offer.isError) setOfferError(callableErrorMessage(offer.error, OFFER_NOT_READ));
    if (!offer.data) return;
    if (offer.data.slug !== restaurant.slug) {
      void navigate(`${bookingHref(offer.data.slug)}?offre=${encodeURIComponent(offerToken)}`, {
        replace: true,
      });
      return;
    }
    setOfferError(undefined);
    flow.acceptOffer(offerToken, offer.data);
    // Once per answer: acceptOffer takes the token out of the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offerToken, offer.data, offer.isError]);

  const bookElsewhere = (venue: SisterVenue, time: string, size: number) => {
    flow.shareContact(venue.restaurantId);
    void navigate(
      `${bookingHref(venue.slug)}${bookingSearch('details', { date: url.date, time, partySize: size })}`,
    );
  };

  const submit = async (): Promise<DetailsErrors> => {
    // The details' checks and their messages come with the later steps, not with the first screen.
    const [{ validateBookingDetails }, parsePhone] = await Promise.all([loadLaterSteps(), loadPhoneParser()]);
    const found = validateBookingDetails(draft.details, parsePhone);
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
        // The language the diner reads the page in: the booking's, for every message about it (issue 51).
        locale,
        ...(flow.offer ? { waitlistOffer: flow.offer.token } : {}),
        ...(channel ? { channel } : {}),
      },
      {
        // Sent, not confirmed: the toast says the request left (customer-flows §8), the step below what it awaits.
        onSuccess: (result) => {
          toast.success(t('booking.sentToast'));
          flow.booked(result);
        },
        // The refusal's reading (and the limit's wording with its Paris time) loads with the first refusal: the
        // booking page's first download stays within its budget (issue 38).
        onError: async (error) => {
          const { readBookingRefusal } = await import('../api/booking-refusal');
          const refusal = readBookingRefusal(error, now());
          // The full-slot panel opens for a full slot only; a limit is said as such, the details kept.
          if (refusal.kind === 'full' || refusal.kind === 'slot')
            flow.slotRefused(refusal.message, { full: refusal.kind === 'full' });
          else if (refusal.kind === 'limit') setSubmitError(message(refusal.message));
          else setSubmitError(bookingErrorText(message(refusal.message), t));
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
        confirmed={booked.confirmed === true}
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

  if (offerToken && offer.isPending) return <PageLoader label={t('booking.loadingOffer')} />;

  return (
    <div
      className="wizard"
      ref={wizardRef}
      onPointerDownCapture={prefetchLaterSteps}
      onKeyDownCapture={prefetchLaterSteps}
    >
      <StepProgress step={step === 'done' ? 'details' : step} tables={tables} />
      {offerDeclined && (
        <p className="notice" role="status">
          {t('booking.offerDeclined')}
        </p>
      )}
      {offerError && (
        <p className="notice notice--error" role="alert">
          {offerError}
        </p>
      )}
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
          onPick={(time) => url.date && pickTime(url.date, time)}
          onPickNext={pickTime}
          onRetry={() => void availability.refetch()}
          onBack={() => flow.goBackTo('date')}
          refusedTime={flow.refusedTime}
          party={tables ? { size: partySize, max: maxPartySize, onChange: flow.setPartySize } : undefined}
          fullSlot={{
            restaurantId: restaurant.id,
            partySize: tables ? partySize : flow.partySize,
            sizeChosen: tables,
            maxPartySize,
            details: draft.details,
            onDetailsChange: flow.editDetails,
            onBookElsewhere: bookElsewhere,
          }}
        />
      )}
      {step === 'party' && (
        <PartyStep
          partySize={partySize}
          max={maxPartySize}
          slot={tables ? undefined : chosenSlot && { time: chosenSlot.time, remaining: chosenSlot.remaining }}
          beforeTime={tables}
          restaurantPhone={restaurant.phone}
          onChange={flow.setPartySize}
          onContinue={() => flow.confirmParty(partySize)}
          onBack={() => flow.goBackTo(tables ? 'date' : 'slot')}
        />
      )}
      {step === 'details' && flow.offer && (
        <OfferBanner
          offer={flow.offer}
          declining={decline.isPending}
          onDecline={() => {
            const token = flow.offer?.token;
            if (!token) return;
            setOfferError(undefined);
            decline.mutate(token, {
              onSuccess: () => {
                setOfferDeclined(true);
                flow.goBackTo('slot');
              },
              onError: (error) => setOfferError(callableErrorMessage(error, OFFER_NOT_READ)),
            });
          }}
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
          formId={draft.requestId}
        />
      )}
    </div>
  );
}
