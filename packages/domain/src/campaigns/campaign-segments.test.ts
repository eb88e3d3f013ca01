import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_CONFIG } from '../loyalty';
import { SendCampaignInputSchema } from '../schemas/inputs/campaign-inputs';
import {
  CAMPAIGN_SEGMENTS,
  CAMPAIGN_SEGMENT_LABELS,
  isCampaignSegment,
  levelOfCampaignSegment,
} from './campaign-segments';
import { isInCampaignSegment } from './is-in-campaign-segment';
import { isInactiveCampaignMember } from './is-inactive-campaign-member';
import { isNewCampaignMember } from './is-new-campaign-member';
import { isVipCampaignMember } from './is-vip-campaign-member';

const now = new Date('2026-11-22T10:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const dateDaysAgo = (days: number) => daysAgo(days).slice(0, 10);

describe('campaign segments', () => {
  it('lists every segment with its French label', () => {
    expect(CAMPAIGN_SEGMENTS).toEqual([
      'all',
      'vip',
      'new',
      'inactive',
      'level:new',
      'level:bronze',
      'level:silver',
      'level:gold',
      'level:diamond',
    ]);
    expect(CAMPAIGN_SEGMENT_LABELS).toEqual({
      all: 'Tous les clients',
      vip: 'Clients VIP',
      new: 'Nouveaux clients',
      inactive: 'Clients inactifs',
      'level:new': 'Niveau Nouveau',
      'level:bronze': 'Niveau Bronze',
      'level:silver': 'Niveau Argent',
      'level:gold': 'Niveau Or',
      'level:diamond': 'Niveau Ultra VIP',
    });
    expect(isCampaignSegment('level:gold')).toBe(true);
    expect(isCampaignSegment('level:platinum')).toBe(false);
    expect(levelOfCampaignSegment('level:silver')).toBe('silver');
    expect(levelOfCampaignSegment('vip')).toBeUndefined();
  });

  it("the input schema accepts exactly these values ('all' by default), anything else is 'Données invalides'", () => {
    const campaign = { subject: 'Promo', content: 'Bonjour', targetRestaurant: 'r1' };
    expect(SendCampaignInputSchema.parse(campaign).targetSegment).toBe('all');
    for (const segment of CAMPAIGN_SEGMENTS)
      expect(SendCampaignInputSchema.parse({ ...campaign, targetSegment: segment }).targetSegment).toBe(
        segment,
      );
    for (const bad of ['inconnu', 'VIP', 'level:', 'level:platinum', ' all', 42]) {
      const parsed = SendCampaignInputSchema.safeParse({ ...campaign, targetSegment: bad });
      expect(parsed.success, String(bad)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Données invalides');
    }
  });
});

describe('vip: at least 100 points at the restaurant', () => {
  it('counts the points of the view only', () => {
    expect(isVipCampaignMember({ member: { points: 100 } })).toBe(true);
    expect(isVipCampaignMember({ member: { points: 99.9 } })).toBe(false);
    expect(isVipCampaignMember({ member: {} })).toBe(false);
  });
});

describe('new: first seen at the restaurant within the last 7 days', () => {
  it('reads firstSeenAt, else the creation of the view', () => {
    expect(isNewCampaignMember({ member: { firstSeenAt: daysAgo(0) }, now })).toBe(true);
    expect(isNewCampaignMember({ member: { firstSeenAt: daysAgo(7) }, now })).toBe(true);
    expect(isNewCampaignMember({ member: { firstSeenAt: daysAgo(7.01) }, now })).toBe(false);
    expect(isNewCampaignMember({ member: { createdAt: daysAgo(2) }, now })).toBe(true);
    expect(isNewCampaignMember({ member: { firstSeenAt: daysAgo(30), createdAt: daysAgo(2) }, now })).toBe(
      false,
    );
    expect(isNewCampaignMember({ member: {}, now })).toBe(false);
  });
});

describe('inactive: no visit at the restaurant for 90 days', () => {
  it('compares the last visit there', () => {
    expect(isInactiveCampaignMember({ member: { lastVisit: dateDaysAgo(91) }, now })).toBe(true);
    expect(isInactiveCampaignMember({ member: { lastVisit: dateDaysAgo(89) }, now })).toBe(false);
    // Seen long ago but visited lately: active.
    expect(
      isInactiveCampaignMember({ member: { lastVisit: dateDaysAgo(10), firstSeenAt: daysAgo(400) }, now }),
    ).toBe(false);
  });
  it('counts a customer who never came as inactive once known for more than 90 days', () => {
    expect(isInactiveCampaignMember({ member: { lastVisit: null, firstSeenAt: daysAgo(91) }, now })).toBe(
      true,
    );
    expect(isInactiveCampaignMember({ member: { lastVisit: null, firstSeenAt: daysAgo(3) }, now })).toBe(
      false,
    );
    expect(isInactiveCampaignMember({ member: {}, now })).toBe(true);
  });
});

describe('level:…: the loyalty level of the points there under the restaurant thresholds', () => {
  const levels = DEFAULT_LOYALTY_CONFIG.levels; // 100 / 250 / 500 / 1000
  const segmentOf = (points: number, custom = levels) =>
    CAMPAIGN_SEGMENTS.filter(
      (segment) =>
        segment.startsWith('level:') &&
        isInCampaignSegment({ member: { points }, segment, levels: custom, now }),
    );
  it('puts each balance in exactly one level', () => {
    expect(segmentOf(0)).toEqual(['level:new']);
    expect(segmentOf(99.9)).toEqual(['level:new']);
    expect(segmentOf(100)).toEqual(['level:bronze']);
    expect(segmentOf(250)).toEqual(['level:silver']);
    expect(segmentOf(999)).toEqual(['level:gold']);
    expect(segmentOf(1000)).toEqual(['level:diamond']);
    expect(segmentOf(60, { bronze: 10, silver: 20, gold: 50, diamond: 80 })).toEqual(['level:gold']);
  });
  it("dispatches the other segments to their rule ('all' takes everybody)", () => {
    const member = { points: 150, lastVisit: dateDaysAgo(120), firstSeenAt: daysAgo(2) };
    const inSegment = (segment: (typeof CAMPAIGN_SEGMENTS)[number]) =>
      isInCampaignSegment({ member, segment, levels, now });
    expect(['all', 'vip', 'new', 'inactive'].map((s) => inSegment(s as 'all'))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isInCampaignSegment({ member: {}, segment: 'vip', levels, now })).toBe(false);
  });
});
