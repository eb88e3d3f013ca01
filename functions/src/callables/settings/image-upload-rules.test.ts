import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_LOGO_BYTES, checkImageUpload, detectImageType } from './image-upload-rules';

const png = (size = 16) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);

describe('image upload rules', () => {
  it('recognises JPG, PNG and WebP by their first bytes only', () => {
    expect(detectImageType(jpeg)).toBe('image/jpeg');
    expect(detectImageType(png())).toBe('image/png');
    expect(detectImageType(webp)).toBe('image/webp');
    expect(detectImageType(new TextEncoder().encode('<svg></svg>'))).toBeNull();
  });

  it('accepts a logo up to 2 MB and refuses one byte more', () => {
    expect(
      checkImageUpload({ kind: 'logo', fileName: 'l.png', bytes: png(MAX_LOGO_BYTES), existingImages: 0 }),
    ).toEqual({
      ok: true,
      contentType: 'image/png',
      extension: 'png',
    });
    expect(
      checkImageUpload({
        kind: 'logo',
        fileName: 'l.png',
        bytes: png(MAX_LOGO_BYTES + 1),
        existingImages: 0,
      }),
    ).toEqual({
      ok: false,
      message: 'Logo trop volumineux (max 2MB)',
    });
  });

  it('names the file that is over 5 MB and stops at 6 images', () => {
    expect(
      checkImageUpload({
        kind: 'image',
        fileName: 'salle.png',
        bytes: png(MAX_IMAGE_BYTES + 1),
        existingImages: 0,
      }),
    ).toEqual({
      ok: false,
      message: 'salle.png est trop volumineux (max 5MB)',
    });
    expect(checkImageUpload({ kind: 'image', fileName: 'x.jpg', bytes: jpeg, existingImages: 6 })).toEqual({
      ok: false,
      message: 'Maximum 6 images',
    });
    expect(checkImageUpload({ kind: 'image', fileName: 'x.jpg', bytes: jpeg, existingImages: 5 }).ok).toBe(
      true,
    );
  });

  it('refuses other formats and empty files', () => {
    const gif = new TextEncoder().encode('GIF89a....');
    expect(
      checkImageUpload({ kind: 'image', fileName: 'a.gif', bytes: gif, existingImages: 0 }),
    ).toMatchObject({ ok: false });
    expect(
      checkImageUpload({ kind: 'logo', fileName: 'a.png', bytes: new Uint8Array(), existingImages: 0 }),
    ).toEqual({
      ok: false,
      message: 'Fichier vide',
    });
  });
});
