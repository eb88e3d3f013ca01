import { ComponentGallery } from '@app/ui/gallery';

/** /design: the design system's component gallery (public, no data), loaded only on this route. */
export function Component() {
  return (
    <main id="main">
      <ComponentGallery />
    </main>
  );
}
