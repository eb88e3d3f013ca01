import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundle } from '../scripts/deploy-bundle';
import { packageNameOf } from './deploy/package-imports';

describe('deploy bundle', () => {
  it('names packages from import specifiers', () => {
    expect(packageNameOf('firebase-admin/firestore')).toBe('firebase-admin');
    expect(packageNameOf('@scope/pkg/sub')).toBe('@scope/pkg');
  });

  it('bundles the Firebase entry with workspace code inlined and npm dependencies pinned for Node 22', async () => {
    const { outDir, dependencies, exports } = await bundle();
    const pkg = JSON.parse(await readFile(join(outDir, 'package.json'), 'utf8')) as {
      engines: { node: string };
      dependencies: Record<string, string>;
      main: string;
    };
    expect(pkg.engines.node).toBe('22');
    expect(pkg.main).toBe('index.js');
    expect(pkg.dependencies).toEqual(dependencies);
    expect(Object.keys(pkg.dependencies)).toEqual(
      expect.arrayContaining(['firebase-admin', 'firebase-functions', 'nodemailer']),
    );
    for (const [name, version] of Object.entries(pkg.dependencies)) {
      expect(name.startsWith('@app/')).toBe(false);
      expect(version).toMatch(/^\d+\.\d+\.\d+/);
    }
    const code = await readFile(join(outDir, 'index.js'), 'utf8');
    expect(code).not.toMatch(/from\s+["']@app\//);
    expect(exports).toEqual(
      expect.arrayContaining([
        'createOnlineReservation',
        'setReservationStatus',
        'track',
        'processMailOutbox',
        'autoCompleteReservations',
        'archiveReservations',
      ]),
    );
  }, 120_000);
});
