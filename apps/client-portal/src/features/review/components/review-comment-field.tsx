import {
  MAX_REVIEW_COMMENT_LENGTH,
  MIN_REVIEW_COMMENT_LENGTH,
  REVIEW_COMMENT_COUNTER_MAX,
} from '@app/domain';
import { useTranslator } from '@app/i18n/react';
import { useId } from 'react';
import { clampComment } from '../hooks/review-draft';

/**
 * The comment: a textarea held at 500 characters (maxLength, and a paste is cut there), its minimum said under
 * it, and the counter 'x / 500' read politely by screen readers.
 */
export function ReviewCommentField({
  value,
  onChange,
  disabled = false,
}: {
  value: string;
  onChange: (comment: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslator();
  const id = useId();
  const full = value.length >= MAX_REVIEW_COMMENT_LENGTH;
  return (
    <div className="field review-comment">
      <label className="field__label" htmlFor={`${id}-comment`}>
        {t('review.yourComment')} <span aria-hidden="true">*</span>
      </label>
      <textarea
        className="ui-input ui-input--multiline review-comment__input"
        id={`${id}-comment`}
        name="comment"
        rows={5}
        required
        maxLength={MAX_REVIEW_COMMENT_LENGTH}
        aria-describedby={`${id}-hint ${id}-counter`}
        readOnly={disabled}
        value={value}
        onChange={(event) => onChange(clampComment(event.target.value))}
      />
      <div className="review-comment__meta">
        <span className="field__hint" id={`${id}-hint`}>
          {t('review.commentMin', { min: MIN_REVIEW_COMMENT_LENGTH })}
        </span>
        <span
          className={`review-comment__counter${full ? ' is-full' : ''}`}
          id={`${id}-counter`}
          aria-live="polite"
        >
          {value.length} / {REVIEW_COMMENT_COUNTER_MAX}
        </span>
      </div>
    </div>
  );
}
