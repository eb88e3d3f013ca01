import { describe, expect, it } from 'vitest';
import { abbreviateStaffName } from './abbreviate-staff-name';

describe('abbreviateStaffName', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(abbreviateStaffName({ name: '  Marie   Dupont ' })).toBe('Marie D.');
    expect(abbreviateStaffName({ name: 'Jean Pierre de la fontaine' })).toBe('Jean F.');
    expect(abbreviateStaffName({ name: 'Marie' })).toBe('Marie');
    expect(abbreviateStaffName({ name: ' ' })).toBeNull();
    expect(abbreviateStaffName({ name: undefined })).toBeNull();
  });
});
