import { describe, expect, it } from 'vitest';
import { settingsTabsFor } from './settings-screen';

describe('settingsTabsFor', () => {
  it('gives master_admin the four tabs, establishments first, and admin_full loyalty and campaigns only', () => {
    expect(settingsTabsFor('master_admin')).toEqual(['establishments', 'users', 'loyalty', 'campaigns']);
    expect(settingsTabsFor('admin_full')).toEqual(['loyalty', 'campaigns']);
  });
});
