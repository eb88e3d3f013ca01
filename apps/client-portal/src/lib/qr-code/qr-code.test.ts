// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QR_WIDTH, toQrDataUrl } from './qr-code';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(dataUrl: string): { width: number; height: number } {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('toQrDataUrl', () => {
  it('draws the code as a 300 px PNG', async () => {
    const url = await toQrDataUrl('REWARD:312345602');
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(pngSize(url)).toEqual({ width: QR_WIDTH, height: QR_WIDTH });
  });
});
