import type { ReactNode } from 'react';

export interface GallerySectionProps {
  /** The component's French name: the section's h2 and accessible name. */
  title: string;
  id: string;
  children: ReactNode;
}

/** One component of the gallery: a region named by its h2. */
export function GallerySection({ title, id, children }: GallerySectionProps) {
  const headingId = `gallery-${id}`;
  return (
    <section className="ui-gallery__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="ui-gallery__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A row of examples with a caption saying which state they show. */
export function GalleryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ui-gallery__row">
      <p className="ui-gallery__label">{label}</p>
      <div className="ui-gallery__items">{children}</div>
    </div>
  );
}
