// Not DEFAULT_BRAND_COLOR from @app/domain: its module defines the restaurant's zod schemas, which would bring
// zod's classic build (~20 KB gzipped) into the booking route (150 KB budget). brand-color.test.ts checks the two agree.
// The rule's own module, not the domain's index: the boot script's chunk takes it with no more of the domain.
import { computeContrastRatio, MIN_TEXT_CONTRAST } from '@app/domain/contrast';
import type { CSSProperties } from 'react';

/** The product's teal, DEFAULT_BRAND_COLOR of @app/domain. */
export const PORTAL_DEFAULT_BRAND_COLOR = '#0f766e';

/** White, the text colour on a brand fill (header band, primary buttons, selected chips' marks). */
const ON_BRAND = '#ffffff';
/** The page background of the portal (tokens.css --ui-color-page-bg): brand-coloured links and titles sit on it. */
const PAGE_BG = '#f6f7f9';

/**
 * The accent colour a restaurant's pages use: its brand colour when white text on it, and it as text on the page,
 * reach 4.5:1; otherwise (absent, malformed or too light) the product's teal.
 */
export function resolveBrandColor({ brandColor }: { brandColor?: string | null }): string {
  if (!brandColor || !/^#[0-9a-f]{6}$/i.test(brandColor)) return PORTAL_DEFAULT_BRAND_COLOR;
  const readable =
    computeContrastRatio({ foreground: ON_BRAND, background: brandColor }) >= MIN_TEXT_CONTRAST &&
    computeContrastRatio({ foreground: brandColor, background: PAGE_BG }) >= MIN_TEXT_CONTRAST;
  return readable ? brandColor : PORTAL_DEFAULT_BRAND_COLOR;
}

/** The style of a page root that takes the restaurant's colour: `--brand`, read by portal.css. */
export function brandStyle({ brandColor }: { brandColor?: string | null }): CSSProperties {
  return { '--brand': resolveBrandColor({ brandColor }) } as CSSProperties;
}
