import type { ClaimGiftInput, ClaimGiftResult, MyGift, MyRewards } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAsCustomer } from '../../../lib/customer-functions';
import { customerKeys } from '../../../session/customer-session-context';

/** Under the customer's keys: cleared at sign-out, read again every 30 minutes with the rest. */
export const rewardsKey = [...customerKeys.all, 'rewards'] as const;

/** The customer's vouchers (newest first) and gifts, with the name printed on a voucher. */
export function useMyRewards() {
  return useQuery({
    queryKey: rewardsKey,
    queryFn: () => callAsCustomer<MyRewards>('getMyRewards', {}),
  });
}

/** Turns an earned gift into a voucher; the rewards and the space (its gift counter) are read again. */
export function useClaimGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gift: MyGift) =>
      callAsCustomer<ClaimGiftResult>('claimGift', {
        restaurantId: gift.restaurantId,
        giftNumber: gift.giftNumber,
      } satisfies ClaimGiftInput),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
