import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobStore } from './blob-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'blob-store-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('BlobStore', () => {
  it('serves what it stores at {base}/files/{path}, knows that URL back, and deletes it', async () => {
    const blobs = new BlobStore(dir, 'http://127.0.0.1:5001');
    const url = await blobs.putFile('restaurants/r1/logo-1.png', new Uint8Array([1, 2]), 'image/png');
    expect(url).toBe('http://127.0.0.1:5001/files/restaurants/r1/logo-1.png');
    expect(blobs.pathOf(url)).toBe('restaurants/r1/logo-1.png');
    expect((await blobs.read('restaurants/r1/logo-1.png'))?.contentType).toBe('image/png');
    await blobs.deleteFile('restaurants/r1/logo-1.png');
    await blobs.deleteFile('restaurants/r1/logo-1.png');
    expect(await blobs.read('restaurants/r1/logo-1.png')).toBeUndefined();
  });

  it('claims no URL of another host, no query, and no path that would leave its folder', () => {
    const blobs = new BlobStore(dir, 'http://127.0.0.1:5001');
    for (const url of [
      'http://127.0.0.1:5002/files/restaurants/r1/a.png',
      'http://127.0.0.1:5001/files/restaurants/r1/a.png?x=1',
      'http://127.0.0.1:5001/files/restaurants/%2E%2E/a.png',
      'http://127.0.0.1:5001/files/restaurants/r1/a.png.meta.json',
      'http://127.0.0.1:5001/files/%E0%A4%A',
      'https://firebasestorage.googleapis.com/v0/b/x/o/restaurants%2Fr1%2Fa.png?alt=media',
      'data:image/png;base64,iVBORw0KGgo=',
    ])
      expect(blobs.pathOf(url), url).toBeUndefined();
  });
});
