import { describe, expect, it } from 'vitest';
import { settingsTabsFor } from './settings-screen';

describe('settingsTabsFor', () => {
  it('gives master_admin every tab, establishments first, and admin_full loyalty, campaigns and integrations', () => {
    expect(settingsTabsFor('master_admin')).toEqual([
      'establishments',
      'users',
      'loyalty',
      'campaigns',
      'integrations',
    ]);
    expect(settingsTabsFor('admin_full')).toEqual(['loyalty', 'campaigns', 'integrations']);
  });
});
