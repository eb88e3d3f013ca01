import { DEFAULT_RESTAURANT_SETTINGS, RestaurantCustomerSchema } from '@app/domain';
import type { StaffCreateReservationInput } from '@app/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { FormSubmitError } from '../../../lib/form-submit-error';
import { ServicesProvider } from '../../../lib/services-context';
import { makeReservation } from '../../../test/make-reservation';
import { NewReservationForm } from './new-reservation-form';

afterEach(cleanup);

// 2026-11-23 is a Monday; the restaurant is closed on Sundays (2026-11-22, 2026-11-29).
const TODAY = '2026-11-22';
const MONDAY = '2026-11-23';

const customers = [
  RestaurantCustomerSchema.parse({
    id: 'r1_lea@exemple.fr',
    restaurantId: 'r1',
    customerId: 'lea@exemple.fr',
    name: 'Léa Bernard',
    firstName: 'Léa',
    lastName: 'Bernard',
    email: 'lea@exemple.fr',
    phone: '0611223344',
    createdAt: '2026-01-01T10:00:00.000Z',
  }),
];

const settings = {
  ...DEFAULT_RESTAURANT_SETTINGS,
  openingHours: {
    ...DEFAULT_RESTAURANT_SETTINGS.openingHours,
    monday: {
      closed: false,
      timeSlots: [
        { time: '12:00', enabled: true, maxCapacity: 10 },
        { time: '19:30', enabled: true, maxCapacity: 20 },
        { time: '20:00', enabled: true, maxCapacity: 4 },
      ],
    },
  },
};

function fakeRepositories(closed: { lunch: string[]; dinner: string[] } = { lunch: [], dinner: [] }) {
  return {
    restaurants: { getBookingSettings: vi.fn(async () => settings) },
    closedSlots: {
      get: vi.fn(async ({ restaurantId, date }: { restaurantId: string; date: string }) => ({
        id: `${restaurantId}_${date}`,
        restaurantId,
        date,
        ...closed,
      })),
    },
    reservations: {
      listForDay: vi.fn(async ({ date }: { date: string }) =>
        date === MONDAY
          ? [
              makeReservation({ date, time: '19:30', partySize: 8 }),
              makeReservation({ date, time: '20:00', partySize: 4, status: 'PENDING' }),
            ]
          : [],
      ),
    },
  } as unknown as Repositories;
}

function renderForm({
  onSubmit = vi.fn(async (_input: StaffCreateReservationInput) => undefined),
  date = MONDAY,
  repositories = fakeRepositories(),
  onClose = () => undefined,
}: {
  onSubmit?: (input: StaffCreateReservationInput) => Promise<void>;
  date?: string;
  repositories?: Repositories;
  onClose?: () => void;
} = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ServicesProvider value={{ repositories, callables: {} as StaffCallables }}>
      <QueryClientProvider client={client}>
        <NewReservationForm
          restaurantId="r1"
          date={date}
          today={TODAY}
          customers={customers}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return onSubmit;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer la réservation' }));
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
/** The text of the first message a field is described by (its error comes first). */
const errorOf = (element: HTMLElement) =>
  document.getElementById((element.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '')?.textContent;
const hint = () => screen.queryByTestId('time-hint')?.textContent;
const fillValid = () => {
  fireEvent.change(input(/^Nom\b/), { target: { value: 'Durand' } });
  fireEvent.change(input(/^Téléphone/), { target: { value: '06 00 00 00 00' } });
};

describe('NewReservationForm', () => {
  it('refuses a first name alone: « Nom » is marked, described and focused, with every other fault', async () => {
    const onSubmit = renderForm();
    fireEvent.change(input(/^Prénom/), { target: { value: 'Léa' } });
    submit();
    const name = input(/^Nom\b/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(name)).toBe('❌ Le nom du client est obligatoire');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(errorOf(input(/^Téléphone/))).toBe('❌ Veuillez fournir au moins un téléphone ou un email');
    expect(errorOf(screen.getByLabelText(/^Heure/))).toBe("❌ L'heure de réservation est obligatoire");
    expect(input(/^Prénom/).getAttribute('aria-invalid')).toBeNull();
    // Field faults are not a form-level alert.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    // Correcting the field clears its fault.
    fireEvent.change(name, { target: { value: 'Durand' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for a phone or an e-mail on the « Téléphone » field, the e-mail field pointing to it', async () => {
    const onSubmit = renderForm();
    fireEvent.change(input(/^Nom\b/), { target: { value: 'Durand' } });
    fireEvent.change(screen.getByLabelText(/^Heure/), { target: { value: '19:30' } });
    submit();
    const phone = input(/^Téléphone/);
    expect(errorOf(phone)).toBe('❌ Veuillez fournir au moins un téléphone ou un email');
    expect(errorOf(input(/^E-mail/))).toBe('❌ Veuillez fournir au moins un téléphone ou un email');
    expect(input(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a date before today on the date field', async () => {
    renderForm();
    fillValid();
    fireEvent.change(screen.getByLabelText(/^Heure/), { target: { value: '19:30' } });
    fireEvent.change(input(/^Date/), { target: { value: '2026-11-20' } });
    submit();
    expect(errorOf(input(/^Date/))).toBe('La date de réservation ne peut pas être dans le passé');
    await waitFor(() => expect(document.activeElement).toBe(input(/^Date/)));
  });

  it('offers the day’s slots with the covers left, full ones marked, the other times under « Autre heure »', async () => {
    renderForm();
    const slots = await screen.findByRole('group', { name: 'Créneaux du jour' });
    expect(
      within(slots)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['12:00 · 10 places restantes', '19:30 · 12 places restantes', '20:00 · complet']);
    const others = within(screen.getByRole('group', { name: 'Autre heure' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(others).toContain('11:00');
    expect(others).toContain('23:00');
    expect(others).not.toContain('19:30');
    expect(hint()).toBeUndefined();
  });

  it('says when the day or a service is closed', async () => {
    renderForm({ repositories: fakeRepositories({ lunch: ['12:00'], dinner: [] }) });
    await waitFor(() => expect(hint()).toBe('Service Midi fermé ce jour'));
    expect(screen.getByRole('option', { name: '12:00 · fermé' })).toBeTruthy();
    cleanup();
    renderForm({ date: '2026-11-29' });
    await waitFor(() => expect(hint()).toBe('Restaurant fermé ce jour : aucun créneau ouvert'));
    expect(screen.queryByRole('group', { name: 'Créneaux du jour' })).toBeNull();
  });

  it('warns off the slots and above the covers left, but still books', async () => {
    const onSubmit = renderForm();
    await screen.findByRole('group', { name: 'Créneaux du jour' });
    fillValid();
    const time = screen.getByLabelText(/^Heure/);
    fireEvent.change(time, { target: { value: '19:30' } });
    expect(screen.getByTestId('time-warning').textContent).toBe('');
    fireEvent.change(time, { target: { value: '18:15' } });
    expect(screen.getByTestId('time-warning').textContent).toBe('Hors créneau : vérifiez la capacité');
    expect(time.getAttribute('aria-describedby')).toContain('new-time-warning');
    fireEvent.change(time, { target: { value: '20:00' } });
    expect(screen.getByTestId('time-warning').textContent).toBe('Hors créneau : vérifiez la capacité');
    fireEvent.change(time, { target: { value: '18:15' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(vi.mocked(onSubmit).mock.calls[0]?.[0]).toMatchObject({ time: '18:15', date: MONDAY });
  });

  it('books in the guest’s language set by staff, « Langue du client » (issue 51)', async () => {
    const onSubmit = renderForm();
    fillValid();
    fireEvent.change(screen.getByLabelText(/^Heure/), { target: { value: '19:30' } });
    fireEvent.change(screen.getByLabelText('Langue du client'), { target: { value: 'de' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(vi.mocked(onSubmit).mock.calls[0]?.[0]).toMatchObject({ locale: 'de' });
  });

  it('puts a server fault that names a field under it, any other in the alert on top', async () => {
    const onSubmit = vi
      .fn<(input: StaffCreateReservationInput) => Promise<void>>()
      .mockRejectedValueOnce(new FormSubmitError('❌ Le nom du client est obligatoire', 'customerLastName'))
      .mockRejectedValueOnce(new FormSubmitError('Erreur lors de la création: Service indisponible'));
    renderForm({ onSubmit });
    fillValid();
    fireEvent.change(screen.getByLabelText(/^Heure/), { target: { value: '19:30' } });
    submit();
    await waitFor(() => expect(errorOf(input(/^Nom\b/))).toBe('❌ Le nom du client est obligatoire'));
    await waitFor(() => expect(document.activeElement).toBe(input(/^Nom\b/)));
    expect(screen.queryByRole('alert')).toBeNull();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erreur lors de la création: Service indisponible');
    expect(input(/^Nom\b/).getAttribute('aria-invalid')).toBeNull();
  });

  it('fills the customer from a suggestion and submits a valid booking', async () => {
    const onSubmit = renderForm();
    const name = input(/^Nom\b/);
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: 'Be' } });
    fireEvent.click(screen.getByRole('button', { name: /Léa Bernard/ }));
    expect(input(/^E-mail/).value).toBe('lea@exemple.fr');
    fireEvent.change(screen.getByLabelText(/^Heure/), { target: { value: '19:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Une personne de plus' }));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(vi.mocked(onSubmit).mock.calls[0]?.[0]).toMatchObject({
      restaurantId: 'r1',
      customerLastName: 'Bernard',
      customerFirstName: 'Léa',
      customerPhone: '+33611223344', // the customer's '0611223344', in the E.164 form stored
      date: MONDAY,
      time: '19:30',
      partySize: 3,
    });
  });

  it('closes the name suggestions on Escape and keeps the form and what was typed; a second Escape closes it (issue 48, defect 4)', () => {
    const onClose = vi.fn();
    renderForm({ onClose });
    const name = input(/^Nom\b/);
    fireEvent.change(input(/^Prénom/), { target: { value: 'Anne' } });
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: 'Be' } });
    expect(screen.getByRole('listbox', { name: 'Clients existants' })).toBeTruthy();
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(screen.queryByRole('listbox', { name: 'Clients existants' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(input(/^Nom\b/).value).toBe('Be');
    expect(input(/^Prénom/).value).toBe('Anne');
    // Typing again offers them again.
    fireEvent.change(name, { target: { value: 'Ber' } });
    expect(screen.getByRole('listbox', { name: 'Clients existants' })).toBeTruthy();
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    // No suggestions open: Escape is the dialog's again.
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
