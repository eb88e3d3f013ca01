/** Width of every QR code the diner is shown (customer-flows §9). */
export const QR_WIDTH = 300;

/**
 * Draws a code (`REWARD:…`, `LOYALTY:…`) as a QR code, a PNG data URL 300 px wide. The `qrcode` package is
 * loaded on first use only, so the booking pages never download it.
 */
export async function toQrDataUrl(code: string): Promise<string> {
  const loaded = await import('qrcode');
  // A CommonJS package: depending on the bundler's interop its functions sit on the namespace or on `default`.
  const qrcode = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
  return qrcode.toDataURL(code, { width: QR_WIDTH, margin: 1, errorCorrectionLevel: 'M' });
}
