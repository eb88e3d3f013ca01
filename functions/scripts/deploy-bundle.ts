/**
 * Builds the Cloud Functions deploy folder (ARCHITECTURE §7): esbuild bundles the entry made from src/index.ts
 * (src/deploy/lazy-entry.ts: each function's module a chunk of its own, imported on its first request) with the
 * workspace packages (@app/*) inlined into .deploy/functions/index.js and its chunks, and writes a package.json whose npm
 * dependencies are the packages the bundle still imports, pinned to the versions installed here. It refuses an
 * import of a package's inner files (deploy/package-imports.ts). firebase.json's functions.source points at that
 * folder. Usage: pnpm --filter @app/functions deploy:bundle (the deploy check, `pnpm test:deploy`, bundles into a
 * folder of its own and loads the result as the Firebase CLI does).
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { BUNDLED_SHELL_NAME } from '../src/http/portal-shell-name';
import { functionExportsOf, lazyEntrySource } from '../src/deploy/lazy-entry';
import { packageNameOf, unpublishedImport, type PackageManifest } from '../src/deploy/package-imports';

const functionsDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = resolve(functionsDir, '..');
/** The folder firebase.json deploys. */
export const DEPLOY_DIR = join(repoDir, '.deploy', 'functions');
/** The portal's Firebase build's index.html (`pnpm build:firebase`), which the booking page is made from. */
export const PORTAL_SHELL = join(repoDir, 'apps', 'client-portal', 'dist-firebase', 'index.html');

/**
 * Plain JavaScript libraries inlined with our code rather than installed (issue 53, cold starts): only the parts
 * the functions use are bundled, in the chunks that use them, where an installed package is loaded whole, file by
 * file (date-fns' index alone is some 250 modules to resolve and read).
 */
const INLINED = ['zod', 'date-fns', 'libphonenumber-js', '@lingui/core'];

/**
 * zod's `z.locales` namespace holds its error messages in some fifty languages (a third of the bundled zod); our
 * messages are our own (French, the spec's), so only English, zod's default, is bundled (issue 53).
 */
const zodEnglishOnly: Plugin = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/]/.test(args.importer)
        ? { path: join(dirname(args.importer), '..', 'locales'), namespace: 'zod-locales' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: "export { default as en } from './en.js';\n",
      resolveDir: args.path,
      loader: 'js',
    }));
  },
};

/**
 * Bare imports stay external (installed by Cloud Build): firebase-admin and firebase-functions (one copy that
 * the Functions Framework and the CLI's discovery load too) and nodemailer; the workspace's own packages and the
 * INLINED libraries are bundled.
 */
const externalNpm: Plugin = {
  name: 'external-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@app/') || args.path.startsWith('node:')) return undefined;
      if (INLINED.includes(packageNameOf(args.path))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** The installed package.json of a package, looked up from the package that imports it, then from the repository. */
async function installedManifest(
  name: string,
  fromDirs: string[],
): Promise<PackageManifest & { version: string }> {
  for (const dir of fromDirs) {
    try {
      const pkg = JSON.parse(
        await readFile(join(dir, 'node_modules', name, 'package.json'), 'utf8'),
      ) as PackageManifest & { version?: string };
      if (pkg.version) return { ...pkg, version: pkg.version };
    } catch {
      // not installed there: try the next folder
    }
  }
  throw new Error(`${name} is imported by the bundle but not installed`);
}

/**
 * Bundles into `outDir`, with a copy of `portalShell` (the portal's index.html that Hosting serves, so that the
 * booking page's HTML loads the same hashed files): deploy the two from one build.
 */
export async function bundle(
  outDir: string = DEPLOY_DIR,
  { portalShell = PORTAL_SHELL }: { portalShell?: string } = {},
): Promise<{
  outDir: string;
  dependencies: Record<string, string>;
  exports: string[];
  metafile: Metafile;
}> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  try {
    await copyFile(portalShell, join(outDir, BUNDLED_SHELL_NAME));
  } catch {
    throw new Error(
      `${portalShell} is missing: build the apps for Firebase first (pnpm build:firebase), the booking page's ` +
        'function serves the portal built with them.',
    );
  }
  const srcDir = join(functionsDir, 'src');
  const entry = lazyEntrySource(functionExportsOf(await readFile(join(srcDir, 'index.ts'), 'utf8')));
  const result = await build({
    // One chunk per function module, imported by an instance on its function's first request (issue 53).
    stdin: { contents: entry, resolveDir: srcDir, sourcefile: 'deploy-entry.ts', loader: 'ts' },
    outdir: outDir,
    entryNames: 'index',
    // Beside index.js, so that a file the code finds from its own place (the portal's shell) is found from a chunk.
    chunkNames: '[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalNpm, zodEnglishOnly],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  const specifiers = new Set<string>();
  const exported: string[] = [];
  for (const [path, output] of Object.entries(result.metafile.outputs)) {
    // The entry's exports are the functions; the chunks' are what the entry imports from them.
    if (resolve(path) === resolve(outDir, 'index.js')) exported.push(...output.exports);
    for (const imp of output.imports)
      if (imp.external && !imp.path.startsWith('node:')) specifiers.add(imp.path);
  }
  const lookIn = [
    functionsDir,
    join(repoDir, 'packages', 'data'),
    join(repoDir, 'packages', 'domain'),
    join(repoDir, 'packages', 'i18n'),
    repoDir,
  ];
  const manifests = new Map<string, PackageManifest & { version: string }>();
  for (const name of new Set([...specifiers].map(packageNameOf)))
    manifests.set(name, await installedManifest(name, lookIn));
  const refused = [...specifiers]
    .sort()
    .flatMap(
      (specifier) => unpublishedImport(specifier, manifests.get(packageNameOf(specifier)) ?? {}) ?? [],
    );
  if (refused.length > 0)
    throw new Error(`The bundle imports what its packages do not publish:\n  ${refused.join('\n  ')}`);
  const dependencies: Record<string, string> = {};
  for (const name of [...manifests.keys()].sort()) dependencies[name] = manifests.get(name)?.version ?? '';
  const pkg = {
    name: 'resto-functions',
    private: true,
    type: 'module',
    main: 'index.js',
    engines: { node: '22' },
    dependencies,
  };
  await writeFile(join(outDir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  return { outDir, dependencies, exports: exported.sort(), metafile: result.metafile };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  bundle()
    .then(({ outDir: dir, dependencies }) => {
      console.log(
        `Bundle written to ${dir} with ${Object.keys(dependencies).length} npm dependencies: ${Object.keys(dependencies).join(', ')}`,
      );
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
