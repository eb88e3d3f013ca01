/**
 * WCAG 2 contrast between two '#rrggbb' colours. A restaurant's brand colour carries white text (mail header,
 * buttons), so it must reach {@link MIN_TEXT_CONTRAST} against white to stay readable.
 */

/** WCAG AA minimum for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** Relative luminance of a '#rrggbb' colour (WCAG 2 definition, sRGB channels linearised). */
function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1, 4).map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Contrast ratio between two '#rrggbb' colours, from 1 (same) to 21 (black on white); order does not matter.
 * @example computeContrastRatio({ foreground: '#ffffff', background: '#0f766e' }) // ≈ 5.47
 */
export function computeContrastRatio({
  foreground,
  background,
}: {
  foreground: string;
  background: string;
}): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
