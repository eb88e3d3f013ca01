import { useSearchParams } from 'react-router-dom';
import type { BookingAnswerLink } from '../api/use-answer-booking';

/**
 * The answer link's parameters (`?r=…&action=…&exp=…&sig=…`). Missing ones are sent as they are: the server
 * answers a broken link with its own French words, the page never guesses.
 */
export function useAnswerLink(): BookingAnswerLink {
  const [params] = useSearchParams();
  const expires = Number(params.get('exp') ?? '');
  return {
    reservationId: params.get('r') ?? '',
    action: params.get('action') ?? '',
    expires: Number.isFinite(expires) ? expires : 0,
    signature: params.get('sig') ?? '',
  };
}
