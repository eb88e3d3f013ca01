import { describe, expect, it } from 'vitest';
import { AutoConfirmRuleSchema, DEFAULT_AUTO_CONFIRM_RULE, shouldAutoConfirm } from './auto-confirm-rule';

const rule = { enabled: true, maxPartySize: 4, maxSlotFillPercent: 80 };

describe('shouldAutoConfirm', () => {
  it('confirms a small party while the slot stays within the fill rate, this party included', () => {
    expect(shouldAutoConfirm({ rule, partySize: 4, slotCapacity: 30, slotBookedCovers: 20 })).toBe(true); // 80 %
    expect(shouldAutoConfirm({ rule, partySize: 4, slotCapacity: 30, slotBookedCovers: 21 })).toBe(false); // 83 %
  });

  it('leaves larger parties, rules turned off and slots without covers to staff', () => {
    expect(shouldAutoConfirm({ rule, partySize: 5, slotCapacity: 30, slotBookedCovers: 0 })).toBe(false);
    expect(
      shouldAutoConfirm({
        rule: DEFAULT_AUTO_CONFIRM_RULE,
        partySize: 2,
        slotCapacity: 30,
        slotBookedCovers: 0,
      }),
    ).toBe(false);
    expect(shouldAutoConfirm({ rule: undefined, partySize: 2, slotCapacity: 30, slotBookedCovers: 0 })).toBe(
      false,
    );
    expect(shouldAutoConfirm({ rule, partySize: 2, slotCapacity: 0, slotBookedCovers: 0 })).toBe(false);
  });

  it('at 0 % confirms nothing, at 100 % confirms up to a full slot', () => {
    const none = { ...rule, maxSlotFillPercent: 0 };
    expect(shouldAutoConfirm({ rule: none, partySize: 1, slotCapacity: 30, slotBookedCovers: 0 })).toBe(
      false,
    );
    const all = { ...rule, maxSlotFillPercent: 100 };
    expect(shouldAutoConfirm({ rule: all, partySize: 2, slotCapacity: 30, slotBookedCovers: 28 })).toBe(true);
  });
});

describe('AutoConfirmRuleSchema', () => {
  it('answers out-of-range values in French', () => {
    const size = AutoConfirmRuleSchema.safeParse({ ...rule, maxPartySize: 51 });
    expect(size.error?.issues[0]?.message).toBe(
      'La taille de groupe confirmée automatiquement est comprise entre 1 et 50 personnes',
    );
    const fill = AutoConfirmRuleSchema.safeParse({ ...rule, maxSlotFillPercent: 101 });
    expect(fill.error?.issues[0]?.message).toBe('Le taux de remplissage est compris entre 0 et 100 %');
    expect(AutoConfirmRuleSchema.safeParse({ ...rule, maxPartySize: 2.5 }).success).toBe(false);
  });
});
