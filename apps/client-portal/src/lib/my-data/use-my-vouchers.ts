import type { MyVoucher } from '@app/domain';
import { now } from '@app/ui';
import { customerKeys } from '../../session/customer-session-context';
import { useLiveQuery } from '../live-query';
import { customerReads } from './customer-reads';

/**
 * The signed-in customer's vouchers, newest first, live: a voucher staff apply at the till reads « Utilisé » here
 * at once (no reload), one claimed shows up as soon as it is made.
 */
export function useMyVouchers(email: string) {
  return useLiveQuery<MyVoucher[]>({
    queryKey: customerKeys.vouchers(email),
    subscribe: (next, error) => customerReads().watchVouchers({ email, now }, next, error),
  });
}
