/**
 * QR codes in journeys: read the code a page draws (the image decodes to the code shown), and turn that image
 * into a video Chromium plays as its camera (`--use-file-for-fake-video-capture`), so that staff scan a voucher
 * through the real camera path.
 */
import { writeFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

function pngOf(dataUrl: string): PNG {
  const base64 = dataUrl.replace(/^data:image\/png;base64,/, '');
  return PNG.sync.read(Buffer.from(base64, 'base64'));
}

/** The text a PNG data URL's QR code holds ('' when none is found). */
export function decodeQrDataUrl(dataUrl: string): string {
  const png = pngOf(dataUrl);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
}

const WIDTH = 640;
const HEIGHT = 480;
/** Side of the QR in the frame: inside the scanner's 250 px box, with white all around. */
const QR_SIDE = 200;

/**
 * Writes a Y4M video (640×480, 4:2:0, a few identical frames that Chromium loops) of the QR code centred on a
 * white page, as a phone held over the till would see it.
 */
export async function writeQrVideo(dataUrl: string, path: string): Promise<void> {
  const png = pngOf(dataUrl);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = (WIDTH - QR_SIDE) / 2;
  const top = (HEIGHT - QR_SIDE) / 2;
  for (let y = 0; y < QR_SIDE; y += 1) {
    for (let x = 0; x < QR_SIDE; x += 1) {
      const sx = Math.floor((x * png.width) / QR_SIDE);
      const sy = Math.floor((y * png.height) / QR_SIDE);
      const i = (sy * png.width + sx) * 4;
      const grey = 0.299 * png.data[i]! + 0.587 * png.data[i + 1]! + 0.114 * png.data[i + 2]!;
      luma[(top + y) * WIDTH + left + x] = grey < 128 ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}
