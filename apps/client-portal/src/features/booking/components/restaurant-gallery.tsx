import { useTranslator } from '@app/i18n/react';
import { useState } from 'react';

/** Only web addresses are shown and linked (the server gives no other; a `javascript:` link is never made). */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** Shown size of a photo (4:3); set on the element so the page does not move when the photos arrive. */
const THUMB = { width: 128, height: 96 };

/**
 * The restaurant's photos under the booking page's header: a row of thumbnails that scrolls sideways, each loaded
 * only when near the screen and opening the full photo. A photo that fails to load is taken out of the row, and
 * the row is not shown at all without photos. Alt texts « Photo 1 de {nom} », numbered as shown.
 */
export function RestaurantGallery({ name, images }: { name: string; images: readonly string[] }) {
  const { t } = useTranslator();
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = images.filter((url) => isWebUrl(url) && !failed.has(url));
  if (shown.length === 0) return null;
  return (
    <section className="booking-gallery" aria-label={t('booking.galleryLabel', { name })}>
      <ul className="booking-gallery__list">
        {shown.map((url, index) => (
          <li key={`${index}-${url}`} className="booking-gallery__item">
            <a className="booking-gallery__link" href={url} target="_blank" rel="noopener noreferrer">
              <img
                className="booking-gallery__image"
                src={url}
                alt={t('booking.photoAlt', { index: index + 1, name })}
                loading="lazy"
                decoding="async"
                width={THUMB.width}
                height={THUMB.height}
                onError={() => setFailed((previous) => new Set(previous).add(url))}
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
