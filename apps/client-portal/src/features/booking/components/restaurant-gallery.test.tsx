import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RestaurantGallery } from './restaurant-gallery';

afterEach(cleanup);

const PHOTOS = [
  'https://firebasestorage.googleapis.com/v0/b/b/o/restaurants%2Fr1%2Fa.webp?alt=media&token=t1',
  'https://firebasestorage.googleapis.com/v0/b/b/o/restaurants%2Fr1%2Fb.png?alt=media&token=t2',
  'http://127.0.0.1:5001/files/restaurants/r1/c.jpg',
];

describe('RestaurantGallery', () => {
  it('shows each photo lazily, with « Photo n de {nom} » and a link to the full photo', () => {
    render(<RestaurantGallery name="Au Bureau" images={PHOTOS} />);
    const gallery = screen.getByRole('region', { name: 'Photos de Au Bureau' });
    const images = within(gallery).getAllByRole('img') as HTMLImageElement[];
    expect(images.map((img) => img.alt)).toEqual([
      'Photo 1 de Au Bureau',
      'Photo 2 de Au Bureau',
      'Photo 3 de Au Bureau',
    ]);
    expect(images.map((img) => img.getAttribute('src'))).toEqual(PHOTOS);
    for (const img of images) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['128', '96']);
    }
    const link = screen.getByRole('link', { name: 'Photo 2 de Au Bureau' });
    expect(link.getAttribute('href')).toBe(PHOTOS[1]);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('takes out a photo that fails to load, and shows nothing without photos', () => {
    const { container } = render(<RestaurantGallery name="Le Zinc" images={PHOTOS} />);
    fireEvent.error(screen.getByAltText('Photo 1 de Le Zinc'));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(PHOTOS.slice(1));
    expect(screen.getByAltText('Photo 1 de Le Zinc').getAttribute('src')).toBe(PHOTOS[1]);
    fireEvent.error(screen.getByAltText('Photo 1 de Le Zinc'));
    fireEvent.error(screen.getByAltText('Photo 1 de Le Zinc'));
    expect(container.innerHTML).toBe('');
    cleanup();
    expect(render(<RestaurantGallery name="Le Zinc" images={[]} />).container.innerHTML).toBe('');
  });

  it('never links anything but a web address', () => {
    render(
      <RestaurantGallery
        name="Au Bureau"
        images={['javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', PHOTOS[0] as string]}
      />,
    );
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([PHOTOS[0]]);
    expect(screen.getByAltText('Photo 1 de Au Bureau')).toBeTruthy();
  });
});
