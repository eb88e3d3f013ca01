import { MESSAGES } from '@app/domain';
import { formatPointsIn } from '@app/i18n/formats';
import { useTranslator } from '@app/i18n/react';
import { Skeleton } from '@app/ui';
import { AlertTriangle, CheckCircle, ChevronLeft, Clock, Refresh } from '@app/ui/icons';
import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ReviewVisit, SubmitReviewResult } from '../api/review-types';
import { StrongValue } from '../../../lib/i18n/strong-value';
import { formatEarnedPoints } from './review-format';
import { VisitSummary } from './visit-summary';

/** Delay before the thank-you goes back to the customer space (customer-flows §4, §9: 2 s). */
export const REVIEW_REDIRECT_MS = 2000;

/** The heading of a state reached by an action takes the focus, so that screen readers hear what changed. */
function useFocusOnMount(enabled: boolean) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}

/** The way back to the customer space: a full-width button in a state, a quiet link under the form. */
export function SpaceLink({ href, primary = false }: { href: string; primary?: boolean }) {
  const { t } = useTranslator();
  return primary ? (
    <Link className="ui-button ui-button--primary ui-button--block" to={href}>
      {t('review.goToSpace')}
    </Link>
  ) : (
    <Link className="icon-link" to={href}>
      <ChevronLeft className="icon-link__icon" aria-hidden="true" />
      {t('review.mySpace')}
    </Link>
  );
}

/** The placeholder of the visit while its context loads: the shapes of the form, so the page does not jump. */
export function ReviewLoading() {
  const { t } = useTranslator();
  return (
    <div className="review-loading">
      <Skeleton label={t('review.loadingVisit')} width="70%" height="1.6rem" />
      <Skeleton shape="rect" height="132px" />
      <Skeleton shape="rect" width="260px" height="48px" className="review-loading__stars" />
      <Skeleton shape="rect" height="132px" />
    </div>
  );
}

/** The context could not be read (network, server): 'Erreur lors du chargement' and a retry. */
export function ReviewLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t, message } = useTranslator();
  return (
    <div className="notice notice--error review-state" role="alert">
      <p className="review-state__text">{message(MESSAGES.review.loadError)}</p>
      <p className="review-state__text">{t('review.checkConnection')}</p>
      <div>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={onRetry}
          disabled={isRetrying}
          aria-busy={isRetrying}
        >
          <Refresh className="ui-button__icon" aria-hidden="true" />
          {t('review.retry')}
        </button>
      </div>
    </div>
  );
}

/** Unknown reservation, another restaurant's, or a malformed link ('Réservation non trouvée'). */
export function ReviewInvalidLink({ spaceHref, focus = false }: { spaceHref: string; focus?: boolean }) {
  const { t, message } = useTranslator();
  const id = useId();
  const heading = useFocusOnMount(focus);
  return (
    <section className="step review-state" aria-labelledby={id}>
      <p className="review-state__mark review-state__mark--warning" aria-hidden="true">
        <AlertTriangle className="review-state__icon" />
      </p>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {t('review.invalidTitle')}
      </h2>
      <p className="review-state__text">
        {t('review.invalidText', { notFound: message(MESSAGES.review.reservationNotFound) })}
      </p>
      <SpaceLink href={spaceHref} primary />
    </section>
  );
}

/** A review already exists for this visit: 'Avis laissé - Merci ! +5 points' with the restaurant's own points. */
export function ReviewAlreadyDone({
  visit,
  pointsPerReview,
  spaceHref,
  focus = false,
}: {
  visit: ReviewVisit;
  pointsPerReview: number;
  spaceHref: string;
  focus?: boolean;
}) {
  const { t, message } = useTranslator();
  const id = useId();
  const heading = useFocusOnMount(focus);
  return (
    <section className="step review-state" aria-labelledby={id}>
      <p className="review-state__mark review-state__mark--success" aria-hidden="true">
        <CheckCircle className="review-state__icon" />
      </p>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {t('review.alreadyTitle')}
      </h2>
      <p className="review-state__text review-state__text--strong">
        {message(MESSAGES.review.alreadyReviewedWith(pointsPerReview))}
      </p>
      <p className="review-state__text">{t('review.onePerVisit')}</p>
      <VisitSummary visit={visit} />
      <SpaceLink href={spaceHref} primary />
    </section>
  );
}

/** The visit is not honoured yet (to come, in progress, cancelled): reviews open once it is over. */
export function ReviewNotCompleted({
  visit,
  spaceHref,
  focus = false,
}: {
  visit: ReviewVisit;
  spaceHref: string;
  focus?: boolean;
}) {
  const { t, message } = useTranslator();
  const id = useId();
  const heading = useFocusOnMount(focus);
  return (
    <section className="step review-state" aria-labelledby={id}>
      <p className="review-state__mark review-state__mark--pending" aria-hidden="true">
        <Clock className="review-state__icon" />
      </p>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {t('review.notYetTitle')}
      </h2>
      <p className="review-state__text">{message(MESSAGES.review.notCompleted)}.</p>
      <VisitSummary visit={visit} />
      <SpaceLink href={spaceHref} primary />
    </section>
  );
}

/**
 * The review is in: the points it earned and the new balance. A signed-in diner goes back to their space after
 * 2 s; anyone else stays on the thanks (their space would only open on the login page), with the way to it.
 */
export function ReviewThanks({
  result,
  visit,
  spaceHref,
  signedIn,
}: {
  result: SubmitReviewResult;
  visit: ReviewVisit;
  spaceHref: string;
  signedIn: boolean;
}) {
  const words = useTranslator();
  const { t, locale } = words;
  const id = useId();
  const heading = useFocusOnMount(true);
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => void navigate(spaceHref, { replace: true }), REVIEW_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, spaceHref, signedIn]);
  return (
    <section className="step review-state" aria-labelledby={id}>
      <p className="review-state__mark review-state__mark--success" aria-hidden="true">
        <CheckCircle className="review-state__icon" />
      </p>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {t('review.thanksTitle')}
      </h2>
      {visit.restaurantName && (
        <p className="review-state__text">{t('review.thanksText', { restaurant: visit.restaurantName })}</p>
      )}
      {result.pointsEarned > 0 ? (
        <p className="review-points">
          <StrongValue
            className="review-points__value"
            value={formatEarnedPoints(words, result.pointsEarned)}
            render={(points) => t('review.earnedLine', { points })}
          />
          {result.totalPoints !== null && (
            <span className="review-points__total">
              {t('review.balance', { points: formatPointsIn(locale, result.totalPoints) })}
            </span>
          )}
        </p>
      ) : null}
      {signedIn ? (
        <>
          <p className="review-state__text" role="status">
            {t('review.backIn2s')}
          </p>
          <SpaceLink href={spaceHref} primary />
        </>
      ) : (
        <>
          {result.pointsEarned > 0 && <p className="review-state__text">{t('review.pointsAdded')}</p>}
          <Link className="ui-button ui-button--primary ui-button--block" to={spaceHref}>
            {t('review.openSpace')}
          </Link>
        </>
      )}
    </section>
  );
}
