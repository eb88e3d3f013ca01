import { z } from 'zod';
import { MESSAGES } from '../errors';
import type { LoyaltyLevelInfo, LoyaltyLevelKey } from '../loyalty/compute-loyalty-level';
import { requiredId } from './inputs/form-checks';
import type { RewardStatus } from './reward';
import { safeString } from './safe-string';

/**
 * The rewards chain (issue 'Rewards end to end', customer-flows §2, §4, §5; staff-operations §2): what the
 * diner's rewards and loyalty-card pages and the staff scan pages read and send. Codes keep the spec's formats
 * (`REWARD:` 3 + 8 digits, `LOYALTY:` 2 + 7 digits) but are drawn at random on the server, stored, unique, and
 * found by lookup (ARCHITECTURE §8).
 */

/** Longest text a scan field accepts (a code is 17 characters; room for spaces around it). */
export const MAX_SCAN_CODE_LENGTH = 40;

/** `getMyRewards` and `getMyLoyaltyCard` take no input. */
export const NoInputSchema = z.object({}).strict().nullish();

/** One of the customer's vouchers, as `/client/rewards` lists it. */
export interface MyVoucher {
  id: string;
  restaurantId: string;
  restaurantName: string;
  description: string;
  /** Voucher value (the gift number for a gift voucher). */
  value: number;
  /** The `REWARD:` code, drawn as a QR code; people read its digits (formatScanCode). */
  code: string;
  status: RewardStatus;
  createdAt: string;
  usedAt?: string;
  expiryDate?: string;
  giftNumber?: number;
  /** The gift a gift voucher gives (« Dessert offert »): what the voucher is called (nameVoucher). */
  giftName?: string;
  /** What it is worth in euros, when it is (a discount, a gift the venue valued: readVoucherEuros). */
  euros?: number;
  /** Points it cost (a discount bought with points). */
  pointsUsed?: number;
  /** Why it was cancelled (status 'cancelled', issue 49). */
  cancelledReason?: string;
}

/** A gift of a venue's cycle, earned and not yet claimed, or the next one still out of reach. */
export interface VenueGift {
  restaurantId: string;
  restaurantName: string;
  giftNumber: number;
  name: string;
  emoji: string;
  /** Balance needed: giftNumber × the venue's gift interval. */
  pointsRequired: number;
  /** 0 when it can be claimed now; otherwise the points still missing. */
  pointsMissing: number;
}

/**
 * A gift as `/client/rewards` shows it (issue 48): with the loyalty level its points belong to at the venue (the
 * page groups gifts by level) and the customer's balance there (a claim spends no points: the balance stays).
 */
export interface MyGift extends VenueGift {
  level: LoyaltyLevelKey;
  balance: number;
}

/** A venue's offer to turn points into a discount voucher (its rate), with the customer's balance there. */
export interface MyDiscountOffer {
  restaurantId: string;
  restaurantName: string;
  pointsPerVoucher: number;
  /** Euros the voucher is worth. */
  voucherValue: number;
  /** The customer's balance at the venue. */
  points: number;
}

/** `getMyRewards` answer. */
export interface MyRewards {
  customerName: string;
  /** Newest first. */
  vouchers: MyVoucher[];
  /** Per venue where the customer is known: every gift that can be claimed now, then the next one (short). */
  gifts: MyGift[];
  /** Venues offering discount vouchers for points, where the customer is known. */
  discounts: MyDiscountOffer[];
}

/** `claimGift` answer (input: ClaimGiftInputSchema). */
export interface ClaimGiftResult {
  rewardId: string;
  barcode: string;
  created: boolean;
}

/** `convertPointsToDiscount` answer (input: ConvertPointsToDiscountInputSchema). */
export interface ConvertPointsResult {
  rewardId: string;
  barcode: string;
  /** False when this request had already made its voucher (a retry, a double tap). */
  created: boolean;
  value: number;
  pointsUsed: number;
}

/** `getMyLoyaltyCard` answer: the customer's own `LOYALTY:` code and a card per venue. */
export interface MyLoyaltyCard {
  customerName: string;
  code: string;
  cards: Array<{
    restaurantId: string;
    restaurantName: string;
    restaurantEmoji: string;
    points: number;
    level: LoyaltyLevelInfo;
  }>;
}

/** `lookupScanCode` (staff): what a typed or scanned code stands for, before anything is applied. */
export const LookupScanCodeInputSchema = z.object({
  code: safeString(MESSAGES.scan.codeRequired)
    .max(MAX_SCAN_CODE_LENGTH, MESSAGES.scan.invalidCode)
    .trim()
    .min(1, MESSAGES.scan.codeRequired),
  /** The venue staff are working for (the back office's selected restaurant). */
  restaurantId: requiredId(MESSAGES.generic.restaurantNotFound),
});
/** {@link LookupScanCodeInputSchema} output type. */
export type LookupScanCodeInput = z.output<typeof LookupScanCodeInputSchema>;

/** A voucher as the till sees it before applying it: whose it is, what it is worth, whether it can be used. */
export interface ScannedVoucher {
  kind: 'reward';
  code: string;
  rewardId: string;
  customerName: string;
  restaurantId: string;
  restaurantName: string;
  description: string;
  value: number;
  /** Set on a gift voucher: its value is the gift's number in the cycle, not euros. */
  giftNumber?: number;
  /** The gift it gives, which names it (nameVoucher). */
  giftName?: string;
  /** What it is worth in euros, when it is (a discount, a gift the venue valued: readVoucherEuros). */
  euros?: number;
  status: RewardStatus;
  createdAt: string;
  usedAt?: string;
  /** The spec's refusal when it cannot be applied ('Ce bon a déjà été utilisé/expiré (utilisé le …)'). */
  refusal?: string;
}

/** A loyalty card as the till sees it: the customer at the current venue. */
export interface ScannedLoyaltyCard {
  kind: 'loyalty';
  code: string;
  customerId: string;
  customerName: string;
  restaurantId: string;
  /** Balance at the current venue, one decimal. */
  points: number;
  level: LoyaltyLevelInfo;
  /** Whether the customer is in this venue's file (else points 0 and no profile link). */
  knownHere: boolean;
}

/** `lookupScanCode` answer. */
export type ScannedCode = ScannedVoucher | ScannedLoyaltyCard;
