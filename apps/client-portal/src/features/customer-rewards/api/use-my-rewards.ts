import type {
  ClaimGiftInput,
  ClaimGiftResult,
  ConvertPointsResult,
  ConvertPointsToDiscountInput,
  MyGift,
  MyRewards,
} from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { callAsCustomer } from '../../../lib/customer-functions';
import { useMyLoyalty } from '../../../lib/my-data/use-my-loyalty';
import { useMyVouchers } from '../../../lib/my-data/use-my-vouchers';
import { useCustomerSession } from '../../../session/customer-session-context';

/**
 * The customer's vouchers (newest first) and gifts, with the name printed on a voucher, live: a voucher staff
 * apply reads « Utilisé » at once, a gift claimed leaves the gifts as its voucher arrives.
 */
export function useMyRewards() {
  const { email } = useCustomerSession();
  const loyalty = useMyLoyalty(email);
  const vouchers = useMyVouchers(email);
  const data: MyRewards | undefined =
    loyalty.data && vouchers.data
      ? {
          customerName: loyalty.data.customerName,
          vouchers: vouchers.data,
          gifts: loyalty.data.gifts,
          discounts: loyalty.data.discounts,
        }
      : undefined;
  return {
    data,
    isPending: loyalty.isPending || vouchers.isPending,
    isFetching: loyalty.isFetching || vouchers.isFetching,
    refetch: async () => {
      await Promise.all([loyalty.refetch(), vouchers.refetch()]);
    },
  };
}

/** Turns an earned gift into a voucher; the live reads bring the voucher and the new gift count. */
export function useClaimGift() {
  return useMutation({
    mutationFn: (gift: MyGift) =>
      callAsCustomer<ClaimGiftResult>('claimGift', {
        restaurantId: gift.restaurantId,
        giftNumber: gift.giftNumber,
      } satisfies ClaimGiftInput),
  });
}

/**
 * Turns points of a venue into a discount voucher at its rate. `requestId` is drawn once per confirmation, so a
 * retry of the same confirmation gives the same voucher; the live reads bring the voucher and the new balance.
 */
export function useConvertPoints() {
  return useMutation({
    mutationFn: (input: ConvertPointsToDiscountInput) =>
      callAsCustomer<ConvertPointsResult>('convertPointsToDiscount', input),
  });
}
