import type { Translator } from '@app/i18n';
import { useTranslator } from '@app/i18n/react';
import { Star } from '@app/ui/icons';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

const STARS = [1, 2, 3, 4, 5] as const;

/** What each note means, shown beside the stars (the stars' spoken names carry the number). */
const RATING_WORDS = [
  'review.word1',
  'review.word2',
  'review.word3',
  'review.word4',
  'review.word5',
] as const;

/** '1 étoile sur 5', '4 étoiles sur 5' (« 4 stars out of 5 »). */
export function starLabel({ t }: Pick<Translator, 't'>, stars: number): string {
  return t('review.starLabel', { stars });
}

/**
 * A 1-to-5 star note as a radio group (WAI-ARIA radio pattern): one tab stop, the arrows move and choose (and
 * wrap), Home and End go to 1 and 5, Space or a tap chooses. Each star is a 48 px target named '4 étoiles sur 5';
 * the stars up to the one pointed at light up as a preview.
 */
export function StarRating({
  value,
  onChange,
  labelledBy,
  describedBy,
  disabled = false,
}: {
  value: number | null;
  onChange: (stars: number) => void;
  /** Id of the visible label of the group ('Votre note'). */
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
}) {
  const words = useTranslator();
  const [preview, setPreview] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const lit = preview ?? value ?? 0;

  const choose = (stars: number) => {
    if (disabled) return;
    onChange(stars);
    buttons.current[stars - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, stars: number) => {
    const target = {
      ArrowRight: stars === 5 ? 1 : stars + 1,
      ArrowUp: stars === 5 ? 1 : stars + 1,
      ArrowLeft: stars === 1 ? 5 : stars - 1,
      ArrowDown: stars === 1 ? 5 : stars - 1,
      Home: 1,
      End: 5,
      ' ': stars,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div
      className="star-rating"
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-required="true"
      aria-disabled={disabled || undefined}
      onMouseLeave={() => setPreview(null)}
    >
      <div className="star-rating__stars">
        {STARS.map((stars) => (
          <button
            key={stars}
            ref={(element) => {
              buttons.current[stars - 1] = element;
            }}
            type="button"
            role="radio"
            className={`star-rating__star${stars <= lit ? ' is-lit' : ''}`}
            aria-checked={value === stars}
            aria-label={starLabel(words, stars)}
            // One tab stop: the chosen star, or the first while none is chosen.
            tabIndex={(value ?? 1) === stars ? 0 : -1}
            onClick={() => choose(stars)}
            onKeyDown={(event) => onKeyDown(event, stars)}
            onMouseEnter={() => !disabled && setPreview(stars)}
          >
            <Star className="star-rating__icon" aria-hidden="true" />
          </button>
        ))}
      </div>
      <span className="star-rating__word" aria-hidden="true">
        {lit ? words.t(RATING_WORDS[lit - 1]!) : ''}
      </span>
    </div>
  );
}
