import { MESSAGES } from '../errors';

/** Largest logo accepted: 2 MB ('Logo trop volumineux (max 2MB)'). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** Largest establishment image accepted: 5 MB ('{file} est trop volumineux (max 5MB)'). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Most images an establishment shows ('Maximum 6 images'). */
export const MAX_RESTAURANT_IMAGES = 6;

/** The image formats the establishment page accepts: JPG, PNG, WebP. */
export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp';

/** File extension under which each accepted format is stored. */
export const IMAGE_EXTENSIONS: Readonly<Record<ImageContentType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The image type read from the file's first bytes (magic numbers), or null when it is none of JPG, PNG, WebP.
 * The browser's declared type is not trusted, so that a renamed file cannot be served as an image.
 */
export function detectImageType({ bytes }: { bytes: Uint8Array }): ImageContentType | null {
  const startsWith = (signature: readonly number[], at = 0) =>
    signature.every((byte, i) => bytes[at + i] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** An accepted upload with its detected type and extension, or the French message of the refusal. */
export type ImageUploadCheck =
  { ok: true; contentType: ImageContentType; extension: string } | { ok: false; message: string };

/**
 * Limits of the establishment page's logo and images (administration §5), in the order the page applies them:
 * at most 6 images in total, then size (logo 2 MB, image 5 MB, naming the file), then format JPG, PNG or WebP.
 * @example checkImageUpload({ kind: 'image', fileName: 'salle.png', bytes, existingImages: 6 }) // { ok: false, message: 'Maximum 6 images' }
 */
export function checkImageUpload({
  kind,
  fileName,
  bytes,
  existingImages,
}: {
  kind: 'logo' | 'image';
  fileName: string;
  bytes: Uint8Array;
  /** Images the establishment already has (ignored for the logo, which replaces the previous one). */
  existingImages: number;
}): ImageUploadCheck {
  const e = MESSAGES.establishment;
  if (kind === 'image' && existingImages >= MAX_RESTAURANT_IMAGES)
    return { ok: false, message: e.tooManyImages };
  if (bytes.length === 0) return { ok: false, message: e.emptyFile };
  if (kind === 'logo' && bytes.length > MAX_LOGO_BYTES) return { ok: false, message: e.logoTooLarge };
  if (kind === 'image' && bytes.length > MAX_IMAGE_BYTES)
    return { ok: false, message: e.imageTooLarge(fileName) };
  const contentType = detectImageType({ bytes });
  if (!contentType) return { ok: false, message: e.unsupportedImageFormat };
  return { ok: true, contentType, extension: IMAGE_EXTENSIONS[contentType] };
}
