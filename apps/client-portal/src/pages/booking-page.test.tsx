import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as BookingPage } from './booking-page';

const backend = vi.hoisted(() => ({ restaurant: {} as Record<string, unknown> }));

vi.mock('../lib/functions', () => ({
  callFunction: async (name: string, data: { slug?: string; date?: string }) => {
    if (name === 'getRestaurantBySlug') return { restaurant: { ...backend.restaurant, slug: data.slug } };
    if (name === 'getAvailability')
      return { date: data.date, closed: true, maxPartySize: 12, slots: [], nextAvailability: null };
    if (name === 'recordProductEvent') return { recorded: true };
    throw new Error(`unexpected ${name}`);
  },
}));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function open(restaurant: Record<string, unknown>) {
  // getRestaurantBySlug's public view, every field answered (functions' toPublicRestaurant).
  backend.restaurant = {
    id: 'r1',
    name: 'Au Bureau',
    emoji: '🍺',
    logo: null,
    images: [],
    address: '',
    phone: '',
    description: '',
    maxOnlineReservation: 12,
    onlineBookingEnabled: true,
    ...restaurant,
  };
  const router = createMemoryRouter([{ path: '/reservation/:restaurantSlug', element: <BookingPage /> }], {
    initialEntries: ['/reservation/au-bureau'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('booking page', () => {
  it('heads the page with the logo and shows the photos under it, their row kept while they load', async () => {
    open({
      logo: 'https://img.example/logo.png',
      images: ['https://img.example/salle.webp', 'https://img.example/terrasse.jpg'],
    });
    const header = (await screen.findByRole('heading', { level: 1, name: 'Au Bureau' })).closest('header');
    expect(header?.querySelector('img')?.getAttribute('src')).toBe('https://img.example/logo.png');
    // The photos' row comes in a chunk of its own, after the band.
    const gallery = await screen.findByRole('region', { name: 'Photos de Au Bureau' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo 1 de Au Bureau', 'Photo 2 de Au Bureau']);
    // The wizard follows the band in a background render.
    expect((await screen.findAllByRole('heading', { name: 'Quel jour ?' })).length).toBeGreaterThan(0);
  });

  it('shows the initials (no emoji) and no gallery for a restaurant without logo or photos', async () => {
    open({ logo: null });
    const header = (await screen.findByRole('heading', { level: 1, name: 'Au Bureau' })).closest('header');
    expect(header?.querySelector('img')).toBeNull();
    expect(header?.querySelector('.booking-header__mark--initials')?.textContent).toBe('B');
    expect(screen.queryByRole('region', { name: /^Photos de/ })).toBeNull();
  });
});
