import { describe, expect, it } from 'vitest';
import { packageNameOf, unpublishedImport } from './package-imports';

describe('npm imports of the deploy bundle', () => {
  it('names packages from import specifiers', () => {
    expect(packageNameOf('firebase-admin/firestore')).toBe('firebase-admin');
    expect(packageNameOf('@scope/pkg/sub')).toBe('@scope/pkg');
    expect(packageNameOf('zod')).toBe('zod');
  });

  it('accepts a package root and the subpaths its exports map publishes, patterns included', () => {
    const firebaseAdmin = { exports: { '.': './lib/index.js', './app': './lib/app/index.js' } };
    expect(unpublishedImport('firebase-admin', firebaseAdmin)).toBeUndefined();
    expect(unpublishedImport('firebase-admin/app', firebaseAdmin)).toBeUndefined();
    const zod = { exports: { '.': './index.js', './v4/locales/*': './v4/locales/*.js' } };
    expect(unpublishedImport('zod/v4/locales/fr', zod)).toBeUndefined();
    expect(unpublishedImport('nodemailer', {})).toBeUndefined();
  });

  it('refuses a path into a package that publishes no such subpath (the folder import that broke the deploy)', () => {
    expect(unpublishedImport('nodemailer/lib/addressparser', {})).toMatch(
      /nodemailer publishes no subpath .*reaches into its files/,
    );
    expect(
      unpublishedImport('firebase-admin/lib/utils', {
        exports: { '.': './lib/index.js', './app': './a.js' },
      }),
    ).toMatch(/does not publish \.\/lib\/utils/);
    expect(unpublishedImport('pkg/sub', { exports: { import: './a.mjs', require: './a.cjs' } })).toMatch(
      /does not publish \.\/sub/,
    );
  });
});
