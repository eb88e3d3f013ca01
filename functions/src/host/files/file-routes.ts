import { Router } from 'express';
import type { BlobStore } from './blob-store';

/** GET /files/{path}: serves uploaded images with their type; never sniffed, never run as a page. */
export function filesRouter(blobs: BlobStore): Router {
  const router = Router();
  router.get('/*path', async (req, res) => {
    const raw = req.params.path;
    const path = Array.isArray(raw) ? raw.join('/') : String(raw);
    const file = await blobs.read(path);
    if (!file) {
      res.status(404).json({ error: { code: 'not-found', message: 'Fichier introuvable' } });
      return;
    }
    res.set({
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    res.send(file.bytes);
  });
  return router;
}
