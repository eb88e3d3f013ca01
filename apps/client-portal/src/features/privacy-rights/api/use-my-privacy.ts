import { useQuery } from '@tanstack/react-query';
import { customerKeys } from '../../../session/customer-session-context';
import { privacyCallables } from './privacy-callables';

/** Under the customer's keys: cleared at sign-out with the rest of their data. */
export const privacyKey = [...customerKeys.all, 'privacy'] as const;

/** Each venue's consents and the terms accepted (`getMyPrivacy`). */
export function useMyPrivacy() {
  return useQuery({ queryKey: privacyKey, queryFn: privacyCallables.getMyPrivacy });
}
