import type {
  TabletAccountPending,
  TabletConfirmAccountInput,
  TabletCreateAccountInput,
  TabletVisitResult,
} from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { callAsDevice } from '../../../lib/tablet-functions';

/** `tabletCreateAccount`: the account is kept aside and a code is mailed ('Un compte existe déjà avec cet email'...). */
export function useCreateAccount() {
  return useMutation({
    mutationFn: (input: TabletCreateAccountInput) =>
      callAsDevice<TabletAccountPending>('tabletCreateAccount', input),
    gcTime: 0,
  });
}

/** `tabletConfirmAccount`: the mailed code creates the account and counts the first visit ('Code incorrect'...). */
export function useConfirmAccount() {
  return useMutation({
    mutationFn: (input: TabletConfirmAccountInput) =>
      callAsDevice<TabletVisitResult>('tabletConfirmAccount', input),
    gcTime: 0,
  });
}
