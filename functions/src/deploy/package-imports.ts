/**
 * What the deploy bundle may import from npm (scripts/deploy-bundle.ts): a package, or a subpath the package
 * itself publishes in its `exports` map. Anything else reaches into the package's files, which Node's ES modules
 * may refuse (a folder such as `nodemailer/lib/addressparser`: ERR_UNSUPPORTED_DIR_IMPORT) and which a minor
 * release may move; tsx and esbuild resolve such paths happily, so only the deployed code would break (issue 41).
 */

/** 'firebase-admin/app' → 'firebase-admin'; '@scope/pkg/sub' → '@scope/pkg'. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** The part of a package.json read here. */
export interface PackageManifest {
  name?: string;
  exports?: unknown;
}

/** The subpaths ('.', './app', './v4/locales/*') a package's `exports` field publishes. */
function publishedSubpaths(exportsField: unknown): string[] {
  if (exportsField === undefined || exportsField === null) return [];
  if (typeof exportsField === 'string' || Array.isArray(exportsField)) return ['.'];
  const keys = Object.keys(exportsField as Record<string, unknown>);
  // An object of conditions ({ import, require, default }) describes '.' alone.
  return keys.some((key) => key.startsWith('.')) ? keys : ['.'];
}

/** Whether `subpath` ('./v2/https') matches a published key, patterns ('./locales/*') included. */
function matches(subpath: string, key: string): boolean {
  const star = key.indexOf('*');
  if (star < 0) return key === subpath;
  const [head, tail] = [key.slice(0, star), key.slice(star + 1)];
  return subpath.length > head.length + tail.length && subpath.startsWith(head) && subpath.endsWith(tail);
}

/**
 * Why an import specifier may not be left to npm in the deployed bundle, or undefined when it may: the package
 * root is always fine (Node reads `main` or `exports['.']`); a subpath must be one the package publishes.
 */
export function unpublishedImport(specifier: string, manifest: PackageManifest): string | undefined {
  const name = packageNameOf(specifier);
  if (specifier === name) return undefined;
  const subpath = `.${specifier.slice(name.length)}`;
  const published = publishedSubpaths(manifest.exports);
  if (published.some((key) => matches(subpath, key))) return undefined;
  return published.length === 0
    ? `${specifier}: ${name} publishes no subpath (no "exports" in its package.json), so this reaches into its files`
    : `${specifier}: ${name} does not publish ${subpath} in its "exports"`;
}
