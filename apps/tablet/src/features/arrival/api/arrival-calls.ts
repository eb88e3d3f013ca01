import type { TabletArrivalAnswer, TabletCheckInInput, TabletFindArrivalInput } from '@app/domain';
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
