import { describe, expect, it } from 'vitest';
import { CloudStorageFiles, IMAGE_CACHE_CONTROL, type StorageBucket } from './cloud-storage-files';

/** A bucket in memory that records what the adapter asks of it, as firebase-admin's would receive it. */
function fakeBucket(name = 'resto-prod.firebasestorage.app') {
  const objects = new Map<string, { bytes: Uint8Array; options: unknown }>();
  const deletes: { path: string; options: unknown }[] = [];
  let failSave = false;
  const bucket: StorageBucket = {
    name,
    file: (path) => ({
      async save(bytes, options) {
        if (failSave) throw new Error('503 Service Unavailable');
        objects.set(path, { bytes, options });
      },
      async delete(options) {
        deletes.push({ path, options });
        objects.delete(path);
      },
    }),
  };
  return {
    bucket,
    objects,
    deletes,
    failSaves: () => {
      failSave = true;
    },
  };
}

const PATH = 'restaurants/r1/logo-1795341600000-abc123.png';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

describe('CloudStorageFiles', () => {
  it('saves the bytes with their type and a download token, and returns the Firebase download URL', async () => {
    const fake = fakeBucket();
    const files = new CloudStorageFiles(
      () => fake.bucket,
      () => 'tok-1',
    );
    const url = await files.putFile(PATH, PNG, 'image/png');
    expect(url).toBe(
      'https://firebasestorage.googleapis.com/v0/b/resto-prod.firebasestorage.app/o/' +
        'restaurants%2Fr1%2Flogo-1795341600000-abc123.png?alt=media&token=tok-1',
    );
    const saved = fake.objects.get(PATH);
    expect(saved?.bytes).toEqual(PNG);
    expect(saved?.options).toEqual({
      resumable: false,
      contentType: 'image/png',
      metadata: {
        contentType: 'image/png',
        cacheControl: IMAGE_CACHE_CONTROL,
        metadata: { firebaseStorageDownloadTokens: 'tok-1' },
      },
    });
  });

  it('draws a new token for each object', async () => {
    const fake = fakeBucket();
    const files = new CloudStorageFiles(() => fake.bucket);
    const a = new URL(await files.putFile('restaurants/r1/a.png', PNG, 'image/png'));
    const b = new URL(await files.putFile('restaurants/r1/b.png', PNG, 'image/png'));
    expect(a.searchParams.get('token')).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.searchParams.get('token')).not.toBe(b.searchParams.get('token'));
  });

  it('deletes an object, a missing one included, and refuses paths that walk elsewhere', async () => {
    const fake = fakeBucket();
    const files = new CloudStorageFiles(() => fake.bucket);
    await files.putFile(PATH, PNG, 'image/png');
    await files.deleteFile(PATH);
    await files.deleteFile('../secrets/x.png');
    expect(fake.objects.size).toBe(0);
    expect(fake.deletes).toEqual([{ path: PATH, options: { ignoreNotFound: true } }]);
    await expect(files.putFile('restaurants//x.png', PNG, 'image/png')).rejects.toThrow(/Invalid file path/);
  });

  it('knows its own URLs back to their path, and no other', async () => {
    const fake = fakeBucket();
    const files = new CloudStorageFiles(() => fake.bucket);
    const url = await files.putFile('restaurants/r1/image-1-x y é.webp', PNG, 'image/webp');
    expect(files.pathOf(url)).toBe('restaurants/r1/image-1-x y é.webp');
    expect(files.pathOf(url.replace(/\?.*$/, ''))).toBe('restaurants/r1/image-1-x y é.webp');
    for (const foreign of [
      url.replace('resto-prod.firebasestorage.app', 'other-bucket'),
      url.replace('https:', 'http:'),
      url.replace('firebasestorage.googleapis.com', 'evil.example'),
      'https://storage.googleapis.com/resto-prod.firebasestorage.app/restaurants/r1/a.png',
      'https://firebasestorage.googleapis.com/v0/b/resto-prod.firebasestorage.app/o/..%2Fx.png?alt=media',
      'http://127.0.0.1:5001/files/restaurants/r1/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'not a url',
      '',
    ])
      expect(files.pathOf(foreign), foreign).toBeUndefined();
  });

  it('asks for the bucket only when a file is stored, and reports a failed upload', async () => {
    const fake = fakeBucket();
    let asked = 0;
    const files = new CloudStorageFiles(() => {
      asked += 1;
      return fake.bucket;
    });
    expect(asked).toBe(0);
    fake.failSaves();
    await expect(files.putFile(PATH, PNG, 'image/png')).rejects.toThrow('503');
    await files.deleteFile(PATH);
    expect(asked).toBe(1);
  });
});
