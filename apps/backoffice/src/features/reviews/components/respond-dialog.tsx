import {
  MAX_REVIEW_RESPONSE_LENGTH,
  MESSAGES,
  REVIEWS_SCREEN_TEXTS,
  RespondToReviewInputSchema,
  firstErrorMessage,
  type ReviewListItem,
} from '@app/domain';
import { Button, Dialog, TextField, useToast } from '@app/ui';
import { useState } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import { useRespondToReview } from '../api/use-respond-to-review';

export interface RespondDialogProps {
  restaurantId: string;
  /** The review answered; null keeps the dialog closed. */
  review: ReviewListItem | null;
  onClose(): void;
}

/**
 * « Répondre » / « Modifier la réponse »: the restaurant's response to a review, 1 to 1000 characters with a
 * counter. The server's refusal shows in the dialog as an alert (a toast behind a dialog is hidden from
 * assistive tools) and in the toast; success closes it with « Réponse enregistrée ».
 */
export function RespondDialog({ restaurantId, review, onClose }: RespondDialogProps) {
  return (
    <Dialog
      title={review?.response ? REVIEWS_SCREEN_TEXTS.editResponse : REVIEWS_SCREEN_TEXTS.respondTitle}
      isOpen={review !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
    >
      {review ? (
        <RespondForm key={review.id} restaurantId={restaurantId} review={review} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}

function RespondForm({
  restaurantId,
  review,
  onDone,
}: {
  restaurantId: string;
  review: ReviewListItem;
  onDone(): void;
}) {
  const toast = useToast();
  const respond = useRespondToReview(restaurantId);
  const [text, setText] = useState(review.response ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  function save() {
    const message = firstErrorMessage(RespondToReviewInputSchema.shape.response.safeParse(text));
    if (message) {
      setProblem(message);
      return;
    }
    respond.mutate(
      { reviewId: review.id, response: text },
      {
        onSuccess: () => {
          toast.success(MESSAGES.review.responseSaved);
          onDone();
        },
        onError: (error) => {
          const shown = toUserMessage(error, MESSAGES.review.responseSaveError);
          setRefusal(shown);
          toast.error(shown);
        },
      },
    );
  }

  return (
    <form
      className="respond-form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <blockquote className="respond-form__review">
        <p className="respond-form__author">{review.customerName || 'Client'}</p>
        {review.comment ? <p>{review.comment}</p> : null}
      </blockquote>
      <TextField
        label={REVIEWS_SCREEN_TEXTS.responseLabel}
        multiline
        rows={5}
        value={text}
        maxLength={MAX_REVIEW_RESPONSE_LENGTH}
        onChange={(value) => {
          setText(value);
          setProblem(null);
          setRefusal(null);
        }}
        isInvalid={problem !== null}
        errorMessage={problem}
        description={`${text.length} / ${MAX_REVIEW_RESPONSE_LENGTH}`}
      />
      {refusal ? (
        <p role="alert" className="respond-form__refusal">
          {refusal}
        </p>
      ) : null}
      <div className="respond-form__actions">
        <Button onPress={onDone}>Annuler</Button>
        <Button type="submit" variant="primary" isLoading={respond.isPending}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
