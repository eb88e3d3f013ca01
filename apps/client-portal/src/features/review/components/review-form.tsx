import { useTranslator } from '@app/i18n/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { ReviewableContext } from '../api/review-types';
import { reviewBlockers } from '../hooks/review-draft';
import { ReviewCommentField } from './review-comment-field';
import { pointsText } from './review-format';
import { StarRating } from './star-rating';
import { StrongValue } from '../../../lib/i18n/strong-value';
import { VisitSummary } from './visit-summary';

/**
 * The form: the visit, the note, the comment and the button. The button stays disabled while a note is missing,
 * the comment is under 5 characters or the review is being sent, and the reason is written beside it.
 */
export function ReviewForm({
  context,
  isSending,
  onSubmit,
}: {
  context: ReviewableContext;
  isSending: boolean;
  onSubmit: (review: { rating: number; comment: string }) => void;
}) {
  const words = useTranslator();
  const { t, message } = words;
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const blockers = reviewBlockers({ rating, comment });
  const canSend = blockers.length === 0 && !isSending;
  const { reservation: visit, pointsPerReview } = context;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend && rating !== null) onSubmit({ rating, comment });
  };

  return (
    <section className="step review" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('review.formTitle')}</h2>
      {visit.customerName && (
        <p className="review__greeting">{t('review.greeting', { name: visit.customerName })}</p>
      )}
      <VisitSummary visit={visit} />
      {pointsPerReview > 0 && (
        <p className="review__reward">
          <StrongValue
            value={pointsText(words, pointsPerReview)}
            render={(points) => t('review.rewardLine', { points })}
          />
        </p>
      )}
      <form className="form review__form" noValidate onSubmit={handleSubmit}>
        <div className="field">
          <span className="field__label" id={`${id}-rating`}>
            {t('review.yourRating')} <span aria-hidden="true">*</span>
          </span>
          <StarRating value={rating} onChange={setRating} labelledBy={`${id}-rating`} disabled={isSending} />
        </div>
        <ReviewCommentField value={comment} onChange={setComment} disabled={isSending} />
        <div className="review__submit">
          <button
            type="submit"
            className="ui-button ui-button--primary ui-button--block"
            disabled={!canSend}
            aria-busy={isSending}
            aria-describedby={blockers.length > 0 && !isSending ? `${id}-why` : undefined}
          >
            {isSending ? t('review.sending') : t('review.send')}
          </button>
          {blockers.length > 0 && !isSending && (
            <ul className="review__why" id={`${id}-why`}>
              {blockers.map((reason) => (
                <li key={reason}>{message(reason)}</li>
              ))}
            </ul>
          )}
        </div>
      </form>
    </section>
  );
}
