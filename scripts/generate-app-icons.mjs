// Draws the apps' icons (manifest 192/512, maskable 512, apple-touch 180): the brand's white star on its teal
// (packages/ui tokens --ui-color-primary-fill). Run: node scripts/generate-app-icons.mjs; the PNGs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEAL = [0x0f, 0x76, 0x6e];
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4; // 4×4 samples per pixel: smooth edges

/** The five-pointed star's corners around (cx, cy), outer radius r. */
function starPolygon(cx, cy, r) {
  const inner = r * 0.42;
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
}

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * One icon: `cornerRatio` rounds the tile (0 = full bleed, as maskable and Apple icons need), `starRatio` is the
 * star's outer radius against the size (maskable keeps it inside the 80 % safe circle).
 */
function drawIcon(size, { cornerRatio, starRatio }) {
  const png = new PNG({ width: size, height: size });
  const star = starPolygon(size / 2, size / 2 + size * starRatio * 0.1, size * starRatio);
  const corner = size * cornerRatio;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let tile = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const px = x + (sx + 0.5) / SAMPLES;
          const py = y + (sy + 0.5) / SAMPLES;
          if (corner === 0 || insideRoundedSquare(px, py, size, corner)) {
            tile++;
            if (insidePolygon(px, py, star)) mark++;
          }
        }
      }
      const total = SAMPLES * SAMPLES;
      const share = tile === 0 ? 0 : mark / tile;
      const offset = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) png.data[offset + c] = Math.round(TEAL[c] + (WHITE[c] - TEAL[c]) * share);
      png.data[offset + 3] = Math.round((255 * tile) / total);
    }
  }
  return PNG.sync.write(png);
}

const icons = {
  'icon-192.png': drawIcon(192, { cornerRatio: 0.22, starRatio: 0.34 }),
  'icon-512.png': drawIcon(512, { cornerRatio: 0.22, starRatio: 0.34 }),
  'maskable-512.png': drawIcon(512, { cornerRatio: 0, starRatio: 0.26 }),
  'apple-touch-icon.png': drawIcon(180, { cornerRatio: 0, starRatio: 0.3 }),
};

for (const app of ['backoffice', 'client-portal', 'tablet']) {
  const folder = join(root, 'apps', app, 'public', 'icons');
  mkdirSync(folder, { recursive: true });
  for (const [name, data] of Object.entries(icons)) writeFileSync(join(folder, name), data);
}
console.log('icons written for backoffice, client-portal, tablet');
