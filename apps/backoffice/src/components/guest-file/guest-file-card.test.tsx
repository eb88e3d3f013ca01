import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithAnalytics } from '../../test/render-with-analytics';
import { GuestFileCard, type GuestFileView } from './guest-file-card';

afterEach(cleanup);

function renderCard(view: GuestFileView) {
  // No read nor call: the card only shows the file here (read only).
  renderWithAnalytics({}, <GuestFileCard restaurantId="r1" customerId="c1" view={view} readOnly />);
}

describe('GuestFileCard', () => {
  it('names the guest’s language at the venue, and nothing for French (issue 51)', () => {
    renderCard({ locale: 'de' });
    expect(screen.getByTestId('guest-language').textContent).toBe('Allemand');
    cleanup();
    renderCard({ locale: 'fr' });
    expect(screen.queryByTestId('guest-language')).toBeNull();
  });
});
