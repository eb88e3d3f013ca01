import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { buildCatalogs, committed, PACKAGE_ROOT, shown } from './build-catalogs';

/**
 * `pnpm --filter @app/i18n compile` (or `pnpm i18n:compile`): compiles the diner catalogues beside their PO files
 * and regenerates the typed ids (src/message-types.ts); exits 1, writing nothing, when a message is missing in a
 * language or does not take the French message's values. Run it after editing any `src/locales/**.po` and
 * commit what it writes: the catalogues' test fails on a compiled file older than its PO.
 */
const { files, problems } = await buildCatalogs();
if (problems.length > 0) {
  console.error(`Catalogues non compilés : ${problems.length} problème(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
let written = 0;
for (const file of files) {
  if ((await committed(file.path)) === file.content) continue;
  await mkdir(dirname(`${PACKAGE_ROOT}/${file.path}`), { recursive: true });
  await writeFile(`${PACKAGE_ROOT}/${file.path}`, file.content);
  console.log(`écrit ${shown(file.path)}`);
  written += 1;
}
console.log(`Catalogues compilés : ${files.length - 1} catalogues, ${written} fichier(s) modifié(s).`);
