// The rule's own module, not the domain's index: the boot script's chunk takes it with no more of the domain (the
// index's zod schemas would bring zod's classic build, ~20 KB gzipped, into the booking route).
import { PAGE_DEFAULT_BRAND_COLOR, resolveBrandColor } from '@app/domain/brand-color';
import type { CSSProperties } from 'react';

export { resolveBrandColor };

/** The product's teal, DEFAULT_BRAND_COLOR of @app/domain. */
export const PORTAL_DEFAULT_BRAND_COLOR = PAGE_DEFAULT_BRAND_COLOR;

/** The style of a page root that takes the restaurant's colour: `--brand`, read by portal.css. */
export function brandStyle({ brandColor }: { brandColor?: string | null }): CSSProperties {
  return { '--brand': resolveBrandColor({ brandColor }) } as CSSProperties;
}
