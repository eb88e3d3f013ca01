import type {
  TabletArrivalAnswer,
  TabletCheckInInput,
  TabletFindArrivalInput,
  TabletMealFeedbackInput,
} from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { callAsDevice } from '../../../lib/tablet-functions';

/** `tabletFindArrival`: the booking of the moment, as first name and time only. */
export function useFindArrival() {
  return useMutation({
    mutationFn: (input: TabletFindArrivalInput) =>
      callAsDevice<TabletArrivalAnswer>('tabletFindArrival', input),
  });
}

/** `tabletCheckIn`: « Je suis arrivé », matched again on the server; a retry with the same request id counts once. */
export function useCheckIn() {
  return useMutation({
    mutationFn: (input: TabletCheckInInput) => callAsDevice<TabletArrivalAnswer>('tabletCheckIn', input),
  });
}

/** `tabletMealFeedback`: the face a checked-in guest tapped (1–5), the booking's review, once. */
export function useMealFeedback() {
  return useMutation({
    mutationFn: (input: TabletMealFeedbackInput) => callAsDevice<{ ok: true }>('tabletMealFeedback', input),
  });
}
