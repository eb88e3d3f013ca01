import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_IMAGE_BYTES,
  MAX_LOGO_BYTES,
  MAX_RESTAURANT_IMAGES,
  checkImageUpload,
  detectImageType,
} from './check-image-upload';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 16) => {
  const bytes = new Uint8Array(Math.max(size, PNG.length));
  bytes.set(PNG);
  return bytes;
};
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
/** ASCII bytes of a text (the domain compiles without the DOM's TextEncoder). */
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);

describe('checkImageUpload', () => {
  it('recognises JPG, PNG and WebP by their first bytes only', () => {
    expect(detectImageType({ bytes: jpeg })).toBe('image/jpeg');
    expect(detectImageType({ bytes: png() })).toBe('image/png');
    expect(detectImageType({ bytes: webp })).toBe('image/webp');
    expect(detectImageType({ bytes: ascii('<svg></svg>') })).toBeNull();
    // RIFF without the WEBP mark is a WAV or an AVI, not an image.
    expect(
      detectImageType({ bytes: Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41]) }),
    ).toBeNull();
  });

  it('accepts a logo up to 2 MB and refuses one byte more', () => {
    expect(
      checkImageUpload({ kind: 'logo', fileName: 'l.png', bytes: png(MAX_LOGO_BYTES), existingImages: 0 }),
    ).toEqual({ ok: true, contentType: 'image/png', extension: 'png' });
    expect(
      checkImageUpload({
        kind: 'logo',
        fileName: 'l.png',
        bytes: png(MAX_LOGO_BYTES + 1),
        existingImages: 0,
      }),
    ).toEqual({ ok: false, message: 'Logo trop volumineux (max 2MB)' });
  });

  it('names the image over 5 MB and stops at 6 images; the logo does not count', () => {
    expect(
      checkImageUpload({
        kind: 'image',
        fileName: 'salle.png',
        bytes: png(MAX_IMAGE_BYTES + 1),
        existingImages: 0,
      }),
    ).toEqual({ ok: false, message: 'salle.png est trop volumineux (max 5MB)' });
    expect(checkImageUpload({ kind: 'image', fileName: 'x.jpg', bytes: jpeg, existingImages: 6 })).toEqual({
      ok: false,
      message: 'Maximum 6 images',
    });
    expect(checkImageUpload({ kind: 'image', fileName: 'x.jpg', bytes: jpeg, existingImages: 5 })).toEqual({
      ok: true,
      contentType: 'image/jpeg',
      extension: 'jpg',
    });
    expect(checkImageUpload({ kind: 'logo', fileName: 'l.webp', bytes: webp, existingImages: 6 })).toEqual({
      ok: true,
      contentType: 'image/webp',
      extension: 'webp',
    });
  });

  it('refuses an empty file and any other format', () => {
    expect(
      checkImageUpload({ kind: 'logo', fileName: 'l.png', bytes: new Uint8Array(0), existingImages: 0 }),
    ).toEqual({
      ok: false,
      message: 'Fichier vide',
    });
    expect(
      checkImageUpload({
        kind: 'image',
        fileName: 'x.gif',
        bytes: ascii('GIF89a'),
        existingImages: 0,
      }),
    ).toEqual({ ok: false, message: 'Format non supporté : utilisez une image JPG, PNG ou WebP' });
  });

  it('accepts exactly the JPG, PNG and WebP files within their size and count limits (property)', () => {
    const header = fc.constantFrom<[string, readonly number[] | null]>(
      ['png', PNG],
      ['jpeg', [0xff, 0xd8, 0xff]],
      ['webp', [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]],
      ['other', null],
    );
    fc.assert(
      fc.property(
        fc.constantFrom<'logo' | 'image'>('logo', 'image'),
        header,
        // Sizes around both limits, and small files.
        fc.oneof(
          fc.integer({ min: 0, max: 64 }),
          fc.integer({ min: MAX_LOGO_BYTES - 2, max: MAX_LOGO_BYTES + 2 }),
          fc.integer({ min: MAX_IMAGE_BYTES - 2, max: MAX_IMAGE_BYTES + 2 }),
        ),
        fc.integer({ min: 0, max: 10 }),
        (kind, [, signature], size, existingImages) => {
          const bytes = new Uint8Array(size);
          // A file too small for its signature is not that format.
          const recognised = signature !== null && size >= signature.length;
          if (recognised) bytes.set(signature);
          const result = checkImageUpload({ kind, fileName: 'f', bytes, existingImages });
          const limit = kind === 'logo' ? MAX_LOGO_BYTES : MAX_IMAGE_BYTES;
          const roomLeft = kind === 'logo' || existingImages < MAX_RESTAURANT_IMAGES;
          expect(result.ok).toBe(roomLeft && size > 0 && size <= limit && recognised);
          if (!roomLeft) expect(result).toEqual({ ok: false, message: 'Maximum 6 images' });
        },
      ),
      { numRuns: 60 },
    );
  });
});
