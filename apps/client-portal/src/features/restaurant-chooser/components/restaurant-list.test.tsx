import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RestaurantList } from './restaurant-list';

vi.mock('../../../lib/functions', () => ({
  callFunction: async (name: string) => {
    if (name !== 'listPublicRestaurants') throw new Error(`unexpected ${name}`);
    return {
      restaurants: [
        {
          id: 'r2',
          name: 'Au Bureau',
          slug: 'au-bureau',
          emoji: '🍺',
          logo: 'https://img.example/bureau.png',
          brandColor: '#9a3412',
          address: '12 rue de la Paix, Paris',
          images: ['https://img.example/salle.webp'],
        },
        { id: 'r1', name: 'Le Zinc', slug: 'le-zinc-2', emoji: '🥐', logo: null, images: [] },
      ],
    };
  },
}));

afterEach(cleanup);

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RestaurantList bookingHref={(slug) => `/reservation/${slug}`} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RestaurantList', () => {
  it('shows each restaurant with its logo, or its initials on its colour (no emoji), and links to its own booking page', async () => {
    open();
    const bureau = await screen.findByRole('link', { name: /Au Bureau/ });
    expect(bureau.getAttribute('href')).toBe('/reservation/au-bureau');
    const logo = bureau.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('https://img.example/bureau.png');
    expect(logo?.getAttribute('loading')).toBe('lazy');
    expect(within(bureau).getByText('12 rue de la Paix, Paris')).toBeTruthy();

    const zinc = screen.getByRole('link', { name: /Le Zinc/ });
    expect(zinc.getAttribute('href')).toBe('/reservation/le-zinc-2');
    expect(zinc.querySelector('img')).toBeNull();
    expect(zinc.querySelector('.restaurant-card__mark')?.textContent).toBe('Z');
  });

  it('shows the initials when a logo cannot be loaded', async () => {
    open();
    const bureau = await screen.findByRole('link', { name: /Au Bureau/ });
    fireEvent.error(bureau.querySelector('img') as HTMLImageElement);
    expect(bureau.querySelector('img')).toBeNull();
    expect(bureau.querySelector('.restaurant-card__mark')?.textContent).toBe('B');
  });
});
