import { describeCancellationTerms, MESSAGES } from '@app/domain';
import { formatLongDate } from '@app/i18n/formats';
import { useTranslator } from '@app/i18n/react';
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

/** The booking the answer is about: restaurant, long date, time and guests, in the diner's language. */
function AnswerSummary({ answer }: { answer: Omit<BookingAnswerResult, 'action'> }) {
  const { t, locale } = useTranslator();
  const rows = [
    { icon: Utensils, label: t('answer.restaurant'), value: answer.restaurantName },
    { icon: Calendar, label: t('answer.date'), value: formatLongDate(locale, answer.date) },
    { icon: Clock, label: t('answer.time'), value: answer.time },
    { icon: Users, label: t('answer.guests'), value: t('answer.guestCount', { count: answer.partySize }) },
  ];
  return (
    <dl className="recap" aria-label={t('answer.pageTitle')}>
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
  const { t, message } = useTranslator();
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
          {t('answer.notSaved')}
        </h2>
        <div className="notice notice--error" role="alert">
          <AlertTriangle className="recap__icon" aria-hidden="true" /> {message(refusal)}
        </div>
        {preview.data ? <AnswerSummary answer={preview.data} /> : null}
        <Link className="ui-button ui-button--primary ui-button--block" to={chooserHref}>
          {t('answer.bookOnline')}
        </Link>
      </section>
    );
  }
  if (result) {
    const confirmed = result.action === 'confirm';
    return (
      <section className="step" aria-labelledby="booking-answer-title">
        <h2 id="booking-answer-title" ref={heading} tabIndex={-1}>
          {confirmed ? t('answer.confirmedTitle') : t('answer.cancelledTitle')}
        </h2>
        <p>{confirmed ? t('answer.confirmedText') : t('answer.cancelledText')}</p>
        <AnswerSummary answer={result} />
        {!confirmed && result.restaurantSlug ? (
          <Link
            className="ui-button ui-button--primary ui-button--block"
            to={bookingHref(result.restaurantSlug)}
          >
            {t('answer.bookAnotherDate')}
          </Link>
        ) : null}
      </section>
    );
  }
  if (!preview.data) return <PageLoader label={t('answer.reading')} />;
  const confirm = preview.data.action === 'confirm';
  const terms = preview.data.cancellation;
  return (
    <section className="step" aria-labelledby="booking-answer-title">
      <h2 id="booking-answer-title" ref={heading} tabIndex={-1}>
        {confirm ? t('answer.confirmQuestion') : t('answer.cancelQuestion')}
      </h2>
      <AnswerSummary answer={preview.data} />
      {!confirm ? <p>{t('answer.cancelWarning')}</p> : null}
      {!confirm && terms ? (
        <p className={`cancel-terms cancel-terms--${terms.charge}`}>
          {message(describeCancellationTerms({ terms }))}
        </p>
      ) : null}
      <Button
        variant={confirm ? 'primary' : 'danger'}
        icon={confirm ? Check : X}
        isBlock
        isLoading={answer.isPending}
        onPress={() => answer.mutate(terms?.charge === 'penalty' ? terms.penaltyPoints : undefined)}
      >
        {confirm ? t('answer.confirmButton') : t('answer.cancelButton')}
      </Button>
      {answer.isPending ? (
        <p className="sr-only" role="status">
          {t('answer.saving')}
        </p>
      ) : null}
    </section>
  );
}
