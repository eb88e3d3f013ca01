import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

describe('Tabs', () => {
  it('moves between tabs with the arrows and shows the matching panel', async () => {
    render(
      <Tabs
        label="Statut des réservations"
        items={[
          { id: 'pending', label: 'À confirmer', content: <p>Liste à confirmer</p> },
          { id: 'cancelled', label: 'Annulées', content: <p>Liste annulées</p> },
          { id: 'archived', label: 'Archivées', content: <p>Liste archivées</p>, isDisabled: true },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Statut des réservations' })).toBeTruthy();
    const user = userEvent.setup();
    await user.tab();
    const first = screen.getByRole('tab', { name: 'À confirmer' });
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: 'Annulées' });
    expect(document.activeElement).toBe(second);
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Liste annulées');
    // The disabled tab is skipped: ArrowRight wraps to the first tab.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(first);
  });
});
