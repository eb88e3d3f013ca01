import { describeCancellationTerms, formatGuests, formatLongDate, MESSAGES } from '@app/domain';
import { Button, PageLoader } from '@app/ui';
import { AlertTriangle, Calendar, Check, Clock, Users, Utensils, X } from '@app/ui/icons';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { callableErrorMessage } from '../../../lib/callable-error-message';
import {
  useAnswerBooking,
  useBookingAnswerPreview,
  type BookingAnswerLink,
  type BookingAnswerResult,
} from '../api/use-answer-booking';

/** The loader's words while the link is read, and while the answer is saved. */
export const ANSWER_READING = 'Chargement de votre réservation...';
export const ANSWER_SAVING = 'Enregistrement de votre réponse...';

/** The booking the answer is about: restaurant, long French date, time and guests. */
function AnswerSummary({ answer }: { answer: Omit<BookingAnswerResult, 'action'> }) {
  const rows = [
    { icon: Utensils, label: 'Restaurant', value: answer.restaurantName },
    { icon: Calendar, label: 'Date', value: formatLongDate({ date: answer.date }) },
    { icon: Clock, label: 'Heure', value: answer.time },
    { icon: Users, label: 'Personnes', value: formatGuests({ count: answer.partySize }) },
  ];
  return (
    <dl className="recap" aria-label="Votre réservation">
      {rows.map(({ icon: Icon, label, value }) => (
        <div key={label}>
          <dt>
            <Icon className="recap__icon" aria-hidden="true" />
            {label}
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The heading of each step takes the focus, so that screen readers hear it. */
function useFocusedHeading(step: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step) ref.current?.focus();
  }, [step]);
  return ref;
}

export interface BookingAnswerScreenProps {
  link: BookingAnswerLink;
  /** The booking page of a restaurant (« Réserver une autre date »). */
  bookingHref: (slug: string) => string;
  /** The restaurants' chooser (« Réserver en ligne »). */
  chooserHref: string;
}

/**
 * The reminder's answer page: it shows the booking first and answers only on its button (a POST), so that a mail
 * scanner opening « J'annule ma réservation » cancels nothing. Then « Merci, votre venue est confirmée » or
 * « Votre réservation est annulée » with the booking, or the server's French refusal (used, expired, invalid, no
 * longer confirmed).
 */
export function BookingAnswerScreen({ link, bookingHref, chooserHref }: BookingAnswerScreenProps) {
  const preview = useBookingAnswerPreview(link);
  const answer = useAnswerBooking(link);
  const result = answer.data;
  const refusal = answer.isError
    ? callableErrorMessage(answer.error, MESSAGES.bookingAnswer.invalidLink)
    : preview.isError
      ? callableErrorMessage(preview.error, MESSAGES.bookingAnswer.invalidLink)
      : preview.data?.refusal || '';
  const step = result ? 'done' : refusal ? 'refused' : preview.data ? 'ask' : '';
  const heading = useFocusedHeading(step);

  if (refusal) {
    return (
      <section className="step" aria-labelledby="booking-answer-title">
        <h2 id="booking-answer-title" ref={heading} tabIndex={-1}>
          Réponse non enregistrée
        </h2>
        <div className="notice notice--error" role="alert">
          <AlertTriangle className="recap__icon" aria-hidden="true" /> {refusal}
        </div>
        {preview.data ? <AnswerSummary answer={preview.data} /> : null}
        <Link className="ui-button ui-button--primary ui-button--block" to={chooserHref}>
          Réserver en ligne
        </Link>
      </section>
    );
  }
  if (result) {
    const confirmed = result.action === 'confirm';
    return (
      <section className="step" aria-labelledby="booking-answer-title">
        <h2 id="booking-answer-title" ref={heading} tabIndex={-1}>
          {confirmed ? 'Merci, votre venue est confirmée' : 'Votre réservation est annulée'}
        </h2>
        <p>
          {confirmed
            ? 'Le restaurant est prévenu : votre table vous attend.'
            : 'Le restaurant est prévenu et votre table est libérée. Un e-mail de confirmation vous a été envoyé.'}
        </p>
        <AnswerSummary answer={result} />
        {!confirmed && result.restaurantSlug ? (
          <Link
            className="ui-button ui-button--primary ui-button--block"
            to={bookingHref(result.restaurantSlug)}
          >
            Réserver une autre date
          </Link>
        ) : null}
      </section>
    );
  }
  if (!preview.data) return <PageLoader label={ANSWER_READING} />;
  const confirm = preview.data.action === 'confirm';
  const terms = preview.data.cancellation;
  return (
    <section className="step" aria-labelledby="booking-answer-title">
      <h2 id="booking-answer-title" ref={heading} tabIndex={-1}>
        {confirm ? 'Confirmez-vous votre venue ?' : 'Voulez-vous annuler votre réservation ?'}
      </h2>
      <AnswerSummary answer={preview.data} />
      {!confirm ? (
        <p>Le restaurant sera prévenu et votre table libérée ; l'annulation ne peut pas être reprise.</p>
      ) : null}
      {!confirm && terms ? (
        <p className={`cancel-terms cancel-terms--${terms.charge}`}>{describeCancellationTerms({ terms })}</p>
      ) : null}
      <Button
        variant={confirm ? 'primary' : 'danger'}
        icon={confirm ? Check : X}
        isBlock
        isLoading={answer.isPending}
        onPress={() => answer.mutate(terms?.charge === 'penalty' ? terms.penaltyPoints : undefined)}
      >
        {confirm ? 'Je confirme ma venue' : "J'annule ma réservation"}
      </Button>
      {answer.isPending ? (
        <p className="sr-only" role="status">
          {ANSWER_SAVING}
        </p>
      ) : null}
    </section>
  );
}
