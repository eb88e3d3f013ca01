import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SendCampaignInputSchema, sendCampaignInputSchemaFor } from './campaign-inputs';
import { firstErrorMessage } from './form-checks';

const msg = (schema: z.ZodType, input: unknown) => firstErrorMessage(schema.safeParse(input));
const campaign = {
  type: 'promotion',
  subject: 'Soirée jazz',
  content: 'Bonjour [Prénom]',
  targetRestaurant: 'r1',
};

describe('campaign inputs', () => {
  it('accepts a campaign with defaults', () => {
    expect(SendCampaignInputSchema.parse(campaign)).toMatchObject({
      targetSegment: 'all',
      scheduleTime: '09:00',
      scheduleDate: '',
    });
  });

  it('requires subject, content and restaurant', () => {
    for (const field of ['subject', 'content', 'targetRestaurant']) {
      expect(msg(SendCampaignInputSchema, { ...campaign, [field]: ' ' })).toBe(
        'Tous les champs obligatoires doivent être remplis',
      );
    }
  });

  it('refuses a send date before today', () => {
    const s = sendCampaignInputSchemaFor('2026-11-22');
    expect(msg(s, { ...campaign, scheduleDate: '2026-11-21' })).toBe(
      "La date d'envoi ne peut pas être antérieure à aujourd'hui",
    );
    expect(s.safeParse({ ...campaign, scheduleDate: '2026-11-22' }).success).toBe(true);
    expect(s.safeParse(campaign).success).toBe(true);
    expect(msg(s, { ...campaign, scheduleDate: '22/11/2026' })).toBe('Date ou heure invalide');
    expect(SendCampaignInputSchema.safeParse({ ...campaign, scheduleDate: '2020-01-01' }).success).toBe(true);
  });
});
