import { readFile } from 'node:fs/promises';
import { CATALOG_NAMES, type CatalogName } from '../src/catalog-names';
import { readPo, writePo } from './po-file';
import { syncCatalogs } from './sync-catalogs';

/**
 * `pnpm --filter @app/i18n add-messages <file.json>`: adds or replaces messages in the four languages at once,
 * from a JSON file `{ "catalogue": { "id": { "fr": "…", "en": "…", "es": "…", "de": "…" } } }` (for `errors`,
 * the id is the French text and `fr` is left out). Then aligns the catalogues (sync) and leaves the compile to
 * `pnpm i18n:compile`. Handy when a screen brings many words; a PO editor does the same one message at a time.
 */

type Texts = Partial<Record<'fr' | 'en' | 'es' | 'de', string>>;

const file = process.argv[2];
if (!file) {
  console.error('Usage : add-messages <fichier.json>');
  process.exit(1);
}
const input = JSON.parse(await readFile(file, 'utf8')) as Partial<Record<CatalogName, Record<string, Texts>>>;
let count = 0;
for (const [name, messages] of Object.entries(input) as [CatalogName, Record<string, Texts>][]) {
  if (!CATALOG_NAMES.includes(name)) throw new Error(`Catalogue inconnu : ${name}`);
  for (const locale of ['fr', 'en', 'es', 'de'] as const) {
    if (locale === 'fr' && name === 'errors') continue;
    const entries = await readPo(locale, name);
    for (const [id, texts] of Object.entries(messages)) {
      const text = texts[locale];
      if (text === undefined) throw new Error(`${name} « ${id} » : pas de texte ${locale}`);
      const existing = entries.find((entry) => entry.id === id);
      if (existing) existing.text = text;
      else entries.push({ id, text, comments: [] });
      if (locale === 'en') count += 1;
    }
    await writePo(locale, name, entries);
  }
}
const { added } = await syncCatalogs();
console.log(`${count} message(s) écrit(s) dans les quatre langues ; ${added} encore à traduire.`);
