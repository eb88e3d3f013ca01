import { formatGuests, formatLongDate, MESSAGES } from '@app/domain';
import { PageLoader } from '@app/ui';
import { AlertTriangle, Calendar, Clock, Users, Utensils } from '@app/ui/icons';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { callableErrorMessage } from '../../../lib/callable-error-message';
import {
  useAnswerBooking,
  type BookingAnswerLink,
  type BookingAnswerResult,
} from '../api/use-answer-booking';

/** The loader's words while the answer is saved. */
export const ANSWER_SAVING = 'Enregistrement de votre réponse...';

/** The booking the answer was about: restaurant, long French date, time and guests. */
function AnswerSummary({ answer }: { answer: BookingAnswerResult }) {
  const rows = [
    { icon: Utensils, label: 'Restaurant', value: answer.restaurantName },
    { icon: Calendar, label: 'Date', value: formatLongDate({ date: answer.date }) },
    { icon: Clock, label: 'Heure', value: answer.time },
    { icon: Users, label: 'Convives', value: formatGuests({ count: answer.partySize }) },
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

/** The answer's outcome heading takes the focus, so that screen readers hear it. */
function useFocusedHeading(ready: boolean) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (ready) ref.current?.focus();
  }, [ready]);
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
 * The reminder's one-tap answer: sent once when the page opens (a ref guards against StrictMode's second
 * effect and re-renders), then « Merci, votre venue est confirmée » or « Votre réservation est annulée » with
 * the booking, or the server's French refusal (used, expired, invalid, no longer confirmed).
 */
export function BookingAnswerScreen({ link, bookingHref, chooserHref }: BookingAnswerScreenProps) {
  const answer = useAnswerBooking(link);
  const { mutate } = answer;
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);
  const failed = answer.isError;
  const result = answer.data;
  const heading = useFocusedHeading(failed || result !== undefined);

  if (failed) {
    return (
      <section className="step" aria-labelledby="booking-answer-title">
        <h2 id="booking-answer-title" ref={heading} tabIndex={-1}>
          Réponse non enregistrée
        </h2>
        <div className="notice notice--error" role="alert">
          <AlertTriangle className="recap__icon" aria-hidden="true" />{' '}
          {callableErrorMessage(answer.error, MESSAGES.bookingAnswer.invalidLink)}
        </div>
        <Link className="ui-button ui-button--primary ui-button--block" to={chooserHref}>
          Réserver en ligne
        </Link>
      </section>
    );
  }
  if (!result) return <PageLoader label={ANSWER_SAVING} />;
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
