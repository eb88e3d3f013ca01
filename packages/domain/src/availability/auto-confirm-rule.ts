import { z } from 'zod';
import { ESTABLISHMENT_MESSAGES } from '../errors/admin-messages';

/** Largest party an auto-confirm rule may name (the online maximum's upper bound). */
export const AUTO_CONFIRM_MAX_PARTY = 50;

/**
 * A venue's rule for online bookings (issue 36, « Établissement »): when `enabled`, a request of at most
 * `maxPartySize` people is confirmed at once, unless its slot would then be filled above `maxSlotFillPercent`
 * of its covers; the others wait for staff in « À confirmer ». Off by default.
 */
export const AutoConfirmRuleSchema = z.object({
  enabled: z.boolean(),
  maxPartySize: z
    .number(ESTABLISHMENT_MESSAGES.autoConfirmPartyRange)
    .int(ESTABLISHMENT_MESSAGES.autoConfirmPartyRange)
    .min(1, ESTABLISHMENT_MESSAGES.autoConfirmPartyRange)
    .max(AUTO_CONFIRM_MAX_PARTY, ESTABLISHMENT_MESSAGES.autoConfirmPartyRange),
  maxSlotFillPercent: z
    .number(ESTABLISHMENT_MESSAGES.autoConfirmFillRange)
    .int(ESTABLISHMENT_MESSAGES.autoConfirmFillRange)
    .min(0, ESTABLISHMENT_MESSAGES.autoConfirmFillRange)
    .max(100, ESTABLISHMENT_MESSAGES.autoConfirmFillRange),
});
/** {@link AutoConfirmRuleSchema} output type. */
export type AutoConfirmRule = z.infer<typeof AutoConfirmRuleSchema>;

/** The rule of a venue that saved none: off, with the values the form proposes when it is turned on. */
export const DEFAULT_AUTO_CONFIRM_RULE: AutoConfirmRule = Object.freeze({
  enabled: false,
  maxPartySize: 4,
  maxSlotFillPercent: 80,
});

/**
 * Whether an online request is confirmed at once by the venue's rule: the rule is on, the party is within its
 * size, and the slot, this party included, stays at or below the rule's fill rate of its covers (a slot without
 * covers is never auto-confirmed).
 * @example shouldAutoConfirm({ rule: { enabled: true, maxPartySize: 4, maxSlotFillPercent: 80 }, partySize: 2, slotCapacity: 30, slotBookedCovers: 20 }) // true (22/30 = 73 %)
 */
export function shouldAutoConfirm({
  rule,
  partySize,
  slotCapacity,
  slotBookedCovers,
}: {
  rule: AutoConfirmRule | undefined;
  partySize: number;
  slotCapacity: number;
  /** Covers the slot already holds, without this request. */
  slotBookedCovers: number;
}): boolean {
  if (!rule?.enabled || partySize > rule.maxPartySize || slotCapacity <= 0) return false;
  return (slotBookedCovers + partySize) * 100 <= rule.maxSlotFillPercent * slotCapacity;
}
