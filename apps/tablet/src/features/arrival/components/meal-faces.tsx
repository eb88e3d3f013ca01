import { IconButton } from '@app/ui';
import { Angry, Frown, Laugh, Meh, Smile } from '@app/ui/icons';
import { useId } from 'react';
import { ARRIVAL_TEXTS as T } from './arrival-texts';

/** The five faces, from the worst meal (1) to the best (5), each named for a screen reader. */
const FACES = [
  { rating: 1, icon: Angry, label: T.faces[0] },
  { rating: 2, icon: Frown, label: T.faces[1] },
  { rating: 3, icon: Meh, label: T.faces[2] },
  { rating: 4, icon: Smile, label: T.faces[3] },
  { rating: 5, icon: Laugh, label: T.faces[4] },
] as const;

/**
 * « Comment s'est passé votre repas ? » (issue 54): five drawn faces, one tap, then « Merci ». The tap is sent
 * once: the faces are disabled while it is on its way and gone once it is thanked.
 */
export function MealFaces({
  rated,
  isPending,
  onRate,
}: {
  rated: boolean;
  isPending: boolean;
  onRate: (rating: number) => void;
}) {
  const questionId = useId();
  if (rated)
    return (
      <p className="arrival-answer__main" role="status">
        {T.thanks}
      </p>
    );
  return (
    <div className="meal-faces">
      <p id={questionId} className="meal-faces__question">
        {T.rateQuestion}
      </p>
      <div role="group" aria-labelledby={questionId} className="meal-faces__row">
        {FACES.map((face) => (
          <IconButton
            key={face.rating}
            label={face.label}
            icon={face.icon}
            size="lg"
            variant="secondary"
            className="meal-faces__face"
            isDisabled={isPending}
            onPress={() => onRate(face.rating)}
          />
        ))}
      </div>
    </div>
  );
}
