import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RestaurantMark } from './restaurant-mark';

afterEach(cleanup);

describe('RestaurantMark', () => {
  it('shows the logo, lazily, as decoration beside the name', () => {
    const { container } = render(
      <RestaurantMark
        restaurant={{ name: 'Au Bureau', logo: 'https://img.example/logo.png' }}
        className="mark"
      />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://img.example/logo.png');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.className).toBe('mark mark--logo');
    expect(container.textContent).toBe('');
  });

  it('falls back to the initials (never an emoji) without a logo, and when the logo cannot be loaded', () => {
    for (const logo of [undefined, null, '']) {
      const { container, unmount } = render(
        <RestaurantMark restaurant={{ name: 'Au Bureau', logo }} className="mark" />,
      );
      expect(container.querySelector('img')).toBeNull();
      const mark = container.querySelector('[aria-hidden="true"]');
      expect(mark?.textContent).toBe('B');
      expect(mark?.className).toBe('mark mark--initials');
      unmount();
    }
    const { container, rerender } = render(
      <RestaurantMark
        restaurant={{ name: 'Brasserie des Halles', logo: 'https://img.example/gone.png' }}
        className="mark"
      />,
    );
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('BH');
    // A new logo is tried again.
    rerender(
      <RestaurantMark
        restaurant={{ name: 'Brasserie des Halles', logo: 'https://img.example/new.png' }}
        className="mark"
      />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.example/new.png');
  });
});
