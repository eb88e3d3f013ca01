import { DEFAULT_RESTAURANT_SETTINGS, GPS_POSITION_INVALID, RestaurantSchema, WEEKDAYS } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { EstablishmentScreen } from './establishment-screen';

afterEach(cleanup);

const restaurant = RestaurantSchema.parse({
  id: 'r1',
  slug: 'au-bureau',
  name: 'Au Bureau',
  createdAt: '2026-01-01T00:00:00.000Z',
});

/**
 * A week of one dinner slot a day: these tests are about the booking parameters, and the default week's hundreds of
 * slot checkboxes made every render and query of the screen take seconds on a busy machine.
 */
const ONE_SLOT_A_DAY = Object.fromEntries(
  WEEKDAYS.map((weekday) => [
    weekday,
    { closed: false, timeSlots: [{ time: '20:00', enabled: true, maxCapacity: 30 }] },
  ]),
) as unknown as typeof DEFAULT_RESTAURANT_SETTINGS.openingHours;

function renderScreen() {
  const saveRestaurantSettings = vi.fn(async () => ({ ok: true as const, slug: 'au-bureau' }));
  const callables = { saveRestaurantSettings } as unknown as StaffCallables;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <EstablishmentScreen
            restaurant={restaurant}
            settings={{
              ...DEFAULT_RESTAURANT_SETTINGS,
              openingHours: ONE_SLOT_A_DAY,
              location: { latitude: 48.8708, longitude: 2.3316 },
            }}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <ServicesProvider value={{ repositories: {} as Repositories, callables }}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { saveRestaurantSettings };
}

/** The « Paramètres de réservation » card and the save bar: the queries look inside them, not the whole screen. */
const bookingCard = () => within(screen.getByRole('region', { name: 'Paramètres de réservation' }));
const save = () =>
  within(screen.getByRole('region', { name: 'Enregistrement' })).getByRole('button', { name: 'Enregistrer' });

describe('EstablishmentScreen: reminder, other venues and position', () => {
  it('saves the reminder delay, the other venues and the position with « Enregistrer »', async () => {
    const { saveRestaurantSettings } = renderScreen();
    const card = bookingCard();
    const position = card.getByRole('textbox', { name: 'Position GPS (latitude, longitude)' });
    expect((position as HTMLInputElement).value).toBe('48.8708, 2.3316');
    fireEvent.click(card.getByRole('button', { name: /Rappel par e-mail avant la réservation/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '48 heures avant' }));
    fireEvent.click(
      card.getByRole('checkbox', { name: 'Proposer nos autres restaurants quand un créneau est complet' }),
    );
    fireEvent.change(position, { target: { value: '45,764 ; 4,8357' } });
    fireEvent.click(save());
    await waitFor(() => expect(saveRestaurantSettings).toHaveBeenCalled());
    expect(saveRestaurantSettings).toHaveBeenCalledWith({
      restaurantId: 'r1',
      settings: {
        reminderHours: 48,
        suggestSisterVenues: false,
        location: { latitude: 45.764, longitude: 4.8357 },
      },
    });
  });

  it('refuses to save an unreadable position, and removes an emptied one', async () => {
    const { saveRestaurantSettings } = renderScreen();
    const position = bookingCard().getByRole('textbox', { name: 'Position GPS (latitude, longitude)' });
    fireEvent.change(position, { target: { value: '48,8708,2,3316' } });
    expect(screen.getAllByText(GPS_POSITION_INVALID).length).toBeGreaterThan(0);
    fireEvent.click(save());
    expect(saveRestaurantSettings).not.toHaveBeenCalled();
    fireEvent.change(position, { target: { value: '' } });
    fireEvent.click(save());
    await waitFor(() =>
      expect(saveRestaurantSettings).toHaveBeenCalledWith({
        restaurantId: 'r1',
        settings: { location: null },
      }),
    );
  });

  it('switches to « Par tables », edits a band and the pacing, refuses a wrong band and saves only what changed', async () => {
    const { saveRestaurantSettings } = renderScreen();
    const card = within(screen.getByRole('region', { name: 'Disponibilités en ligne' }));
    const covers = card.getByRole('radio', { name: /^Par couverts/ });
    expect((covers as HTMLInputElement).checked).toBe(true);
    // « Par couverts » shows no table settings.
    expect(card.queryByRole('textbox', { name: /Couverts maximum/ })).toBeNull();
    fireEvent.click(card.getByRole('radio', { name: /^Par tables/ }));
    const dinnerSecondFrom = card.getByRole('textbox', {
      name: 'Dîner, tranche 2 : à partir de (personnes)',
    });
    expect((dinnerSecondFrom as HTMLInputElement).value).toBe('3');
    fireEvent.change(dinnerSecondFrom, { target: { value: '6' } });
    // Band 3 (5+) now starts before band 2: refused in French, nothing sent.
    expect(card.getByRole('alert').textContent).toBe('Chaque tranche commence après la précédente');
    fireEvent.click(save());
    expect(saveRestaurantSettings).not.toHaveBeenCalled();
    fireEvent.click(card.getByRole('button', { name: 'Retirer la tranche 3 du dîner' }));
    expect(card.queryByRole('alert')).toBeNull();
    fireEvent.change(card.getByRole('textbox', { name: "Couverts maximum commençant par quart d'heure" }), {
      target: { value: '20' },
    });
    fireEvent.click(save());
    await waitFor(() => expect(saveRestaurantSettings).toHaveBeenCalled());
    expect(saveRestaurantSettings).toHaveBeenCalledWith({
      restaurantId: 'r1',
      settings: {
        availabilityMode: 'tables',
        tableDurationBands: {
          lunch: [
            { fromPartySize: 1, minutes: 90 },
            { fromPartySize: 3, minutes: 120 },
            { fromPartySize: 5, minutes: 150 },
          ],
          dinner: [
            { fromPartySize: 1, minutes: 90 },
            { fromPartySize: 6, minutes: 120 },
          ],
        },
        pacingCoversPer15Min: 20,
      },
    });
  });
});
