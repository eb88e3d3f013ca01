import { describe, expect, it } from 'vitest';
import { customerViewContribution } from './customer-view-contribution';
import { emailLogContribution } from './email-log-contribution';
import { reviewContribution } from './review-contribution';
import { rewardContribution } from './reward-contribution';

describe('customerViewContribution', () => {
  it('counts a new customer on the Paris day of firstSeenAt, else createdAt', () => {
    expect(
      customerViewContribution({
        restaurantId: 'r1',
        firstSeenAt: '2026-11-22T23:30:00.000Z',
        createdAt: '2026-10-01T10:00:00.000Z',
      }),
    ).toEqual([{ restaurantId: 'r1', day: '2026-11-23', counters: { newCustomers: 1 } }]);
    expect(
      customerViewContribution({ restaurantId: 'r1', createdAt: new Date('2026-07-01T22:30:00.000Z') }),
    ).toEqual([{ restaurantId: 'r1', day: '2026-07-02', counters: { newCustomers: 1 } }]);
    expect(customerViewContribution({ restaurantId: 'r1' })).toEqual([]);
    expect(customerViewContribution({ restaurantId: 'r1', createdAt: 'not a date' })).toEqual([]);
  });
});

describe('reviewContribution', () => {
  it('counts a review and its rating on its Paris day', () => {
    expect(
      reviewContribution({ restaurantId: 'r1', rating: 4, createdAt: '2026-11-22T12:00:00.000Z' }),
    ).toEqual([{ restaurantId: 'r1', day: '2026-11-22', counters: { reviews: 1, reviewRatingSum: 4 } }]);
    expect(reviewContribution({ restaurantId: 'r1', createdAt: '2026-11-22T12:00:00.000Z' })).toEqual([]);
  });
});

describe('rewardContribution', () => {
  const voucher = {
    restaurantId: 'r1',
    rewardType: 'discount',
    value: 15,
    createdAt: '2026-11-01T09:00:00.000Z',
  };
  it('counts a gift at the value the venue set, never at its number in the cycle', () => {
    const gift = {
      ...voucher,
      rewardType: 'gift',
      giftNumber: 4,
      value: 4,
      status: 'used',
      usedAt: '2026-11-20T20:00:00.000Z',
    };
    expect(rewardContribution(gift).map((day) => day.counters)).toEqual([
      { vouchersIssued: 1 },
      { vouchersUsed: 1 },
    ]);
    expect(rewardContribution({ ...gift, value: 12.5, valueSet: true }).map((day) => day.counters)).toEqual([
      { vouchersIssued: 1, vouchersIssuedValue: 12.5 },
      { vouchersUsed: 1, vouchersUsedValue: 12.5 },
    ]);
  });
  it('counts an active voucher as issued with its value', () => {
    expect(rewardContribution({ ...voucher, status: 'active' })).toEqual([
      { restaurantId: 'r1', day: '2026-11-01', counters: { vouchersIssued: 1, vouchersIssuedValue: 15 } },
    ]);
  });
  it('counts a used voucher again on the day it was used', () => {
    expect(rewardContribution({ ...voucher, status: 'used', usedAt: '2026-11-20T20:00:00.000Z' })).toEqual([
      { restaurantId: 'r1', day: '2026-11-01', counters: { vouchersIssued: 1, vouchersIssuedValue: 15 } },
      { restaurantId: 'r1', day: '2026-11-20', counters: { vouchersUsed: 1, vouchersUsedValue: 15 } },
    ]);
  });
  it('counts an expired voucher on its issue day', () => {
    expect(rewardContribution({ ...voucher, status: 'expired' })[0]?.counters).toEqual({
      vouchersIssued: 1,
      vouchersIssuedValue: 15,
      vouchersExpired: 1,
    });
  });
});

describe('emailLogContribution', () => {
  const log = {
    restaurantId: 'r1',
    type: 'confirmation',
    status: 'sent',
    sentAt: '2026-11-22T08:00:00.000Z',
  };
  it('counts a sent mail by status and type', () => {
    expect(emailLogContribution(log)).toEqual([
      {
        restaurantId: 'r1',
        day: '2026-11-22',
        counters: { emails: 1, emails_sent: 1, emailType_confirmation: 1 },
      },
    ]);
  });
  it('counts failures by type, tracking, openings, clicks and bounces', () => {
    const [entry] = emailLogContribution({
      ...log,
      type: 'unheard_of',
      status: 'failed',
      trackingEnabled: true,
      openedAt: '2026-11-23T08:00:00.000Z',
      clickedAt: '2026-11-23T08:01:00.000Z',
      bouncedAt: '2026-11-22T08:00:05.000Z',
    });
    expect(entry?.day).toBe('2026-11-22');
    expect(entry?.counters).toEqual({
      emails: 1,
      emails_failed: 1,
      emailType_other: 1,
      emailTypeFailed_other: 1,
      emailsTracked: 1,
      emailsOpened: 1,
      emailsClicked: 1,
      emailsBounced: 1,
    });
  });
  it('counts nothing without a known status or a sending time', () => {
    expect(emailLogContribution({ ...log, status: 'queued' })).toEqual([]);
    expect(emailLogContribution({ ...log, sentAt: undefined })).toEqual([]);
  });
});
