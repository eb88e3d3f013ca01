import { describe, expect, it } from 'vitest';
import { MESSAGES, describeRateLimit } from '@app/domain';
import { dinerDomainMessages } from './domain-messages';

describe('dinerDomainMessages', () => {
  const texts = dinerDomainMessages();

  it('writes a parameterised message as a template with numbered values', () => {
    expect(texts).toContain('Il vous faut {0} points pour obtenir ce cadeau');
    expect(MESSAGES.reward.pointsNeeded(150)).toBe('Il vous faut 150 points pour obtenir ce cadeau');
    expect(texts).toContain(
      'Délai de 5h requis ! Prochaine visite possible dans {0}h {1}min (depuis votre dernière activité)',
    );
  });

  it('lists each form of a message that changes its words with its number', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    const one = describeRateLimit({ retryInMs: 30_000, now }).replace(/\d+/, '{0}');
    const many = describeRateLimit({ retryInMs: 200_000, now }).replace(/\d+/, '{0}');
    expect(texts).toContain(one);
    expect(texts).toContain(many);
  });

  it('leaves out what only staff read', () => {
    expect(texts).not.toContain(MESSAGES.review.responseRequired);
    expect(texts).not.toContain(MESSAGES.tablet.unknownCode);
    expect(texts).toContain(MESSAGES.booking.tableHeld);
  });
});
