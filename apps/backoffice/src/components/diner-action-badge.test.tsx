import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DinerActionBadge } from './diner-action-badge';

afterEach(cleanup);

const CHANGED = '2026-11-22T09:00:00.000Z';

describe('DinerActionBadge (issue 48)', () => {
  it('says « Modifiée par le client » in words, and as a named mark on a phone’s card', () => {
    render(<DinerActionBadge reservation={{ status: 'PENDING', dinerChangedAt: CHANGED }} />);
    expect(screen.getByText('Modifiée par le client').getAttribute('title')).toMatch(
      /^Modifiée par le client le 22\/11\/2026 à \d\d:\d\d$/,
    );
    cleanup();
    render(<DinerActionBadge reservation={{ status: 'PENDING', dinerChangedAt: CHANGED }} compact />);
    expect(screen.getByRole('img', { name: 'Modifiée par le client' })).toBeTruthy();
  });

  it('says « Annulée par le client » while the diner’s cancellation stands, nothing for staff’s own', () => {
    const cancelled = { status: 'CANCELLED' as const, dinerChangedAt: CHANGED, dinerCancelledAt: CHANGED };
    render(<DinerActionBadge reservation={cancelled} compact />);
    expect(screen.getByRole('img', { name: 'Annulée par le client' })).toBeTruthy();
    cleanup();
    const { container } = render(<DinerActionBadge reservation={{ status: 'CANCELLED' }} />);
    expect(container.textContent).toBe('');
  });
});
