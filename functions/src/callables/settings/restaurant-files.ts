import * as logger from 'firebase-functions/logger';
import type { DocData } from '@app/data';
import { runtime } from '../../lib/runtime';

/** The logo and images a restaurant document points at. */
export function fileUrlsOf(data: DocData | undefined): string[] {
  const images = Array.isArray(data?.images) ? data.images.filter((u) => typeof u === 'string') : [];
  const logo = typeof data?.logo === 'string' && data.logo !== '' ? [data.logo] : [];
  return [...logo, ...images];
}

/** URLs the document pointed at before a change and no longer does (the logo may also be one of the images). */
export function droppedUrls(before: DocData | undefined, after: DocData | undefined): string[] {
  const kept = new Set(fileUrlsOf(after));
  return [...new Set(fileUrlsOf(before))].filter((url) => !kept.has(url));
}

/**
 * Deletes the stored files behind URLs a restaurant no longer shows, once the change is committed. Only files of
 * this store under `restaurants/{restaurantId}/` are touched (a legacy data URL or a URL of elsewhere is left
 * alone). Best effort: a failure is logged and never fails the save that dropped them; at worst a file stays.
 */
export async function deleteDroppedFiles(restaurantId: string, urls: string[]): Promise<void> {
  const files = runtime().files;
  if (!files || urls.length === 0) return;
  const prefix = `restaurants/${restaurantId}/`;
  await Promise.all(
    urls.map(async (url) => {
      try {
        const path = files.pathOf(url);
        if (path?.startsWith(prefix)) await files.deleteFile(path);
      } catch (err) {
        logger.warn('a dropped restaurant image could not be deleted', { restaurantId, url, err });
      }
    }),
  );
}
