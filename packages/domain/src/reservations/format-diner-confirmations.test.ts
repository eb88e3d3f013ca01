import { describe, expect, it } from 'vitest';
import { formatDinerConfirmations } from './format-diner-confirmations';

describe('formatDinerConfirmations', () => {
  it('says one or several', () => {
    expect(formatDinerConfirmations({ count: 1 })).toBe('1 venue confirmée par le client');
    expect(formatDinerConfirmations({ count: 3 })).toBe('3 venues confirmées par le client');
  });
});
