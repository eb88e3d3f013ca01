import { describe, expect, it } from 'vitest';
import { needsBillApproval } from './needs-bill-approval';

describe('needsBillApproval', () => {
  it('holds an admin’s bill above the ceiling times the guests', () => {
    expect(needsBillApproval({ amount: 100_000, partySize: 2, perCover: 150, role: 'admin' })).toEqual({
      held: true,
      ceiling: 300,
    });
    expect(needsBillApproval({ amount: 300.01, partySize: 2, perCover: 150, role: 'admin' }).held).toBe(true);
  });
  it('lets a bill up to the ceiling through', () => {
    expect(needsBillApproval({ amount: 300, partySize: 2, perCover: 150, role: 'admin' }).held).toBe(false);
  });
  it('counts an approver’s own bill at once', () => {
    for (const role of ['admin_full', 'master_admin'])
      expect(needsBillApproval({ amount: 100_000, partySize: 2, perCover: 150, role }).held).toBe(false);
  });
});
