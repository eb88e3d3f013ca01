import { describe, expect, it } from 'vitest';
import { detectLevelChange } from './detect-level-change';
import { DEFAULT_LOYALTY_CONFIG } from './loyalty-config-schema';

const levels = DEFAULT_LOYALTY_CONFIG.levels;

describe('detectLevelChange', () => {
  it('is null when the level stays', () => {
    expect(detectLevelChange({ pointsBefore: 100, pointsAfter: 240, levels })).toBeNull();
  });
  it('reports an upgrade with the French names', () => {
    expect(detectLevelChange({ pointsBefore: 95, pointsAfter: 260, levels })).toEqual({
      direction: 'up',
      oldLevel: { key: 'new', name: 'Nouveau' },
      newLevel: { key: 'silver', name: 'Argent' },
    });
  });
  it('reports a downgrade after a no-show', () => {
    expect(detectLevelChange({ pointsBefore: 120, pointsAfter: 70, levels })).toMatchObject({
      direction: 'down',
      newLevel: { name: 'Nouveau' },
    });
  });
});
