import { z } from 'zod';
import { MESSAGES } from '@app/domain';

/** Inputs of the voucher callables (customer-flows §5 "Reward creation", "Scan codes"). */
export const ClaimGiftInputSchema = z.object({
  restaurantId: z.string(MESSAGES.reward.createError).min(1, MESSAGES.reward.createError),
  giftNumber: z.number(MESSAGES.reward.createError).int().min(1, MESSAGES.reward.createError),
});

/** The scanned or typed code; its format is checked by the domain's parser to give the spec's messages. */
export const ValidateRewardInputSchema = z.object({ code: z.string(MESSAGES.scan.codeRequired) });
