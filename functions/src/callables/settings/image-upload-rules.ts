/**
 * Checks on establishment images before they reach the file store (administration.md §5): logo at most 2 MB,
 * at most 6 images in total, each image at most 5 MB, JPG, PNG or WebP. The type is read from the file's
 * first bytes, not trusted from the browser, so that a renamed file cannot be served as an image.
 */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 6;

export const UPLOAD_MESSAGES = {
  logoTooLarge: 'Logo trop volumineux (max 2MB)',
  tooManyImages: 'Maximum 6 images',
  imageTooLarge: (file: string) => `${file} est trop volumineux (max 5MB)`,
  unsupportedFormat: 'Format non supporté : utilisez une image JPG, PNG ou WebP',
  empty: 'Fichier vide',
} as const;

export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp';

const EXTENSIONS: Record<ImageContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The image type from the magic numbers, or null when it is none of JPG, PNG, WebP. */
export function detectImageType(bytes: Uint8Array): ImageContentType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export type UploadCheck =
  { ok: true; contentType: ImageContentType; extension: string } | { ok: false; message: string };

/** Applies the spec's limits in its order: count, then size, then format. */
export function checkImageUpload(options: {
  kind: 'logo' | 'image';
  fileName: string;
  bytes: Uint8Array;
  existingImages: number;
}): UploadCheck {
  const { kind, fileName, bytes, existingImages } = options;
  if (kind === 'image' && existingImages >= MAX_IMAGES)
    return { ok: false, message: UPLOAD_MESSAGES.tooManyImages };
  if (bytes.length === 0) return { ok: false, message: UPLOAD_MESSAGES.empty };
  if (kind === 'logo' && bytes.length > MAX_LOGO_BYTES)
    return { ok: false, message: UPLOAD_MESSAGES.logoTooLarge };
  if (kind === 'image' && bytes.length > MAX_IMAGE_BYTES)
    return { ok: false, message: UPLOAD_MESSAGES.imageTooLarge(fileName) };
  const contentType = detectImageType(bytes);
  if (!contentType) return { ok: false, message: UPLOAD_MESSAGES.unsupportedFormat };
  return { ok: true, contentType, extension: EXTENSIONS[contentType] };
}
