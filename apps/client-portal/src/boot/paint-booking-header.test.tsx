import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingRestaurant } from '../features/booking/api/booking-types';
import { BookingHeader } from '../features/booking/components/booking-header';
import { bookingHeaderElement, BOOKING_PAGE_CLASS, paintBookingHeader } from './paint-booking-header';

const restaurant = {
  id: 'rest-bureau',
  name: 'Au Bureau',
  slug: 'au-bureau',
  emoji: '🍺',
  logo: null,
  brandColor: '#9a3412',
  images: [],
  address: '12 boulevard des Capucines, 75009 Paris',
  phone: '01 42 68 00 12',
  description: '',
  maxOnlineReservation: 8,
  onlineBookingEnabled: true,
} satisfies BookingRestaurant;

/** index.html's shell, as the boot script finds it before React renders. */
function shell() {
  document.body.innerHTML = `<div id="root"><header class="app-header"></header><div class="page-loader" data-static-shell><span>Chargement...</span></div></div>`;
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the booking band painted before React', () => {
  it.each([
    ['an emoji and an address', restaurant],
    ['a logo', { ...restaurant, logo: 'https://cdn.exemple.fr/logo.png' }],
    ['no address', { ...restaurant, address: '' }],
  ])('is the markup BookingHeader renders, with %s', (_case, venue) => {
    const { container } = render(<BookingHeader restaurant={venue} />);
    expect(bookingHeaderElement(venue).outerHTML).toBe(container.innerHTML);
  });

  it("writes the band into the shell's main with the restaurant's colour, the loader kept below", () => {
    const root = shell();
    paintBookingHeader({ restaurant });
    const main = root.querySelector('main') as HTMLElement;
    expect(main.className).toBe(BOOKING_PAGE_CLASS);
    expect(main.style.getPropertyValue('--brand')).toBe('#9a3412');
    expect(main.querySelector('h1')?.textContent).toBe('Au Bureau');
    expect(main.querySelector('.booking-header__address')?.textContent).toBe(restaurant.address);
    expect(main.lastElementChild?.hasAttribute('data-static-shell')).toBe(true);
    expect(root.firstElementChild?.className).toBe('app-header');
  });

  it('takes the teal for a colour white text cannot be read on, and writes names as text', () => {
    const root = shell();
    paintBookingHeader({
      restaurant: { ...restaurant, name: '<img src=x onerror=alert(1)>', brandColor: '#ffff00' },
    });
    expect((root.querySelector('main') as HTMLElement).style.getPropertyValue('--brand')).toBe('#0f766e');
    expect(root.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(root.querySelector('img')).toBeNull();
  });

  it('paints nothing once React has rendered, nor for an answer that is not a restaurant', () => {
    const root = shell();
    paintBookingHeader({ error: 'Restaurant introuvable' });
    paintBookingHeader(null);
    expect(root.querySelector('main')).toBeNull();
    root.innerHTML = '<main class="page"><p>React</p></main>';
    paintBookingHeader({ restaurant });
    expect(root.innerHTML).toBe('<main class="page"><p>React</p></main>');
  });
});
