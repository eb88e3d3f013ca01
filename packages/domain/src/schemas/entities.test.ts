import { describe, expect, it } from 'vitest';
import { CampaignSchema, CampaignTrackingEventSchema } from './campaign';
import { closedTimeSlotsId, ClosedTimeSlotsSchema } from './closed-time-slots';
import { IdempotencyRecordSchema } from './idempotency-record';
import { LoyaltyLedgerEntrySchema, LoyaltyPointsRecordSchema } from './loyalty-ledger-entry';
import { AutomationRunLogSchema, EmailLogSchema, MailOutboxItemSchema } from './mail';
import { ReviewSchema } from './review';
import { ScanCodeRecordSchema } from './scan-code-record';
import { RewardUsageSchema, RewardVoucherSchema } from './reward';
import { getInvitationState, InvitationSchema, StaffUserSchema } from './staff-user';

const at = '2026-11-22T10:00:00.000Z';

describe('entity schemas', () => {
  it('ledger entries carry a signed delta and a known type', () => {
    const e = LoyaltyLedgerEntrySchema.parse({
      id: 'reservation:r1:completed',
      customerId: 'c',
      restaurantId: 'r',
      delta: -5,
      type: 'cancellation',
      createdAt: at,
    });
    expect(e).toMatchObject({ delta: -5, sourceId: '', reason: '' });
    expect(LoyaltyLedgerEntrySchema.safeParse({ ...e, type: 'bonus' }).success).toBe(false);
    expect(
      LoyaltyPointsRecordSchema.parse({
        id: 'p',
        customerId: 'c',
        restaurantId: 'r',
        points: 10,
        createdAt: at,
      }).type,
    ).toBe('walk_in_visit');
  });

  it('reviews: rating 1..5, public internal by default', () => {
    const r = ReviewSchema.parse({ id: 'v', restaurantId: 'r', rating: 5, createdAt: at });
    expect(r).toMatchObject({ source: 'internal', isPublic: true, comment: '' });
    expect(ReviewSchema.safeParse({ id: 'v', restaurantId: 'r', rating: 6, createdAt: at }).success).toBe(
      false,
    );
    expect(ReviewSchema.safeParse({ id: 'v', restaurantId: 'r', rating: 4.5, createdAt: at }).success).toBe(
      false,
    );
  });

  it('vouchers and usages', () => {
    const base = {
      id: 'w',
      restaurantId: 'r',
      rewardType: 'gift',
      value: 2,
      barcode: 'REWARD:312345602',
      status: 'active',
      createdAt: at,
    };
    expect(RewardVoucherSchema.parse(base).pointsUsed).toBe(0);
    expect(RewardVoucherSchema.safeParse({ ...base, status: 'spent' }).success).toBe(false);
    expect(
      RewardUsageSchema.parse({ id: 'u', rewardId: 'w', restaurantId: 'r', value: 2, usedAt: at }).usedByRole,
    ).toBe('unknown');
  });

  it('staff users and invitations', () => {
    expect(
      StaffUserSchema.safeParse({ id: 'u', email: 'a@b.fr', role: 'client', createdAt: at }).success,
    ).toBe(false);
    const inv = InvitationSchema.parse({
      id: 'i',
      token: 't',
      name: 'Ana',
      email: 'A@b.fr',
      role: 'admin',
      createdAt: at,
      expiresAt: '2026-11-29T10:00:00.000Z',
    });
    expect(inv.used).toBe(false);
    expect(getInvitationState(inv, new Date(at))).toBe('pending');
    expect(getInvitationState(inv, new Date('2026-11-29T10:00:00.000Z'))).toBe('expired');
    expect(getInvitationState({ ...inv, used: true }, new Date('2030-01-01'))).toBe('accepted');
  });

  it('campaigns and tracking events', () => {
    const c = CampaignSchema.parse({
      id: 'c',
      type: 'promotion',
      subject: 'S',
      content: 'C',
      targetRestaurant: 'r',
      status: 'pending',
      createdAt: at,
    });
    expect(c).toMatchObject({ scheduleTime: '09:00', totalSent: 0, targetSegment: 'all' });
    expect(CampaignSchema.safeParse({ ...c, subject: '' }).success).toBe(false);
    const t = CampaignTrackingEventSchema.parse({
      id: 't',
      campaignId: 'c',
      action: 'open',
      timestamp: at,
      ip: undefined,
    });
    expect(t.ip).toBe('unknown');
    expect(CampaignTrackingEventSchema.safeParse({ ...t, ip: '1.2.3.4' }).success).toBe(false);
  });

  it('e-mail logs tolerate unknown types, the outbox does not', () => {
    expect(EmailLogSchema.parse({ id: 'l', type: 'weird', status: 'sent', sentAt: at }).type).toBe('other');
    const item = {
      id: 'm',
      to: 'a@b.fr',
      subject: 'S',
      html: '<p/>',
      text: 't',
      type: 'confirmation',
      status: 'pending',
      nextAttemptAt: at,
      createdAt: at,
    };
    expect(MailOutboxItemSchema.parse(item).attempts).toBe(0);
    expect(MailOutboxItemSchema.safeParse({ ...item, type: 'weird' }).success).toBe(false);
  });

  it('automation run logs', () => {
    const log = AutomationRunLogSchema.parse({
      id: 'a',
      restaurantId: 'r',
      executionDate: '2026-11-22',
      status: 'partial',
    });
    expect(log).toMatchObject({ successRate: 100, errorDetails: [] });
    expect(AutomationRunLogSchema.safeParse({ ...log, successRate: 120 }).success).toBe(false);
  });

  it('closed slots and idempotency records', () => {
    expect(closedTimeSlotsId('r1', '2026-11-22')).toBe('r1_2026-11-22');
    expect(
      ClosedTimeSlotsSchema.parse({ restaurantId: 'r1', date: '2026-11-22', lunch: ['12:00'] }).dinner,
    ).toEqual([]);
    expect(
      ClosedTimeSlotsSchema.safeParse({ restaurantId: 'r1', date: '2026-11-22', lunch: ['midi'] }).success,
    ).toBe(false);
    expect(
      IdempotencyRecordSchema.safeParse({ id: 'k', kind: 'online', resultId: '', createdAt: at }).success,
    ).toBe(false);
  });

  it('scan codes: a voucher or loyalty code in the spec formats, with what it stands for', () => {
    expect(
      ScanCodeRecordSchema.parse({ code: 'REWARD:312345678', kind: 'reward', rewardId: 'v1', createdAt: at }),
    ).toMatchObject({ kind: 'reward', rewardId: 'v1' });
    expect(
      ScanCodeRecordSchema.safeParse({ code: 'LOYALTY:2123456', kind: 'loyalty', createdAt: at }).success,
    ).toBe(false);
  });
});
