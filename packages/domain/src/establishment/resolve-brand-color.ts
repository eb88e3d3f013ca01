// Its own module, with no zod (not DEFAULT_BRAND_COLOR's, which defines the restaurant's schemas): the portal's
// boot script and the server-rendered booking page take it alone (resolve-brand-color.test.ts checks the two
// defaults agree).
import { computeContrastRatio, MIN_TEXT_CONTRAST } from './compute-contrast-ratio';

/** The product's teal, DEFAULT_BRAND_COLOR of the restaurant's schema. */
export const PAGE_DEFAULT_BRAND_COLOR = '#0f766e';

/** White, the text colour on a brand fill (header band, primary buttons, selected chips' marks). */
const ON_BRAND = '#ffffff';
/** The page background of the diners' pages (tokens.css --ui-color-page-bg): brand-coloured text sits on it. */
const PAGE_BG = '#f6f7f9';

/**
 * The accent colour a restaurant's public pages use: its brand colour when white text on it, and it as text on
 * the page, reach 4.5:1; otherwise (absent, malformed or too light) the product's teal.
 */
export function resolveBrandColor({ brandColor }: { brandColor?: string | null }): string {
  if (!brandColor || !/^#[0-9a-f]{6}$/i.test(brandColor)) return PAGE_DEFAULT_BRAND_COLOR;
  const readable =
    computeContrastRatio({ foreground: ON_BRAND, background: brandColor }) >= MIN_TEXT_CONTRAST &&
    computeContrastRatio({ foreground: brandColor, background: PAGE_BG }) >= MIN_TEXT_CONTRAST;
  return readable ? brandColor : PAGE_DEFAULT_BRAND_COLOR;
}
