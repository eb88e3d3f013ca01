import { CATALOG_NAMES } from '../src/catalog-names';
import { dinerDomainMessages } from './domain-messages';
import { type PoEntry, readPo, writePo } from './po-file';

/**
 * `pnpm --filter @app/i18n sync` (or `pnpm i18n:sync`): lines the other languages up with French.
 * - `fr/errors.po` is rewritten from the domain's diner messages (their French text is their id);
 * - in English, Spanish and German, every catalogue gets each French id it lacks (empty, with the French text as a
 *   comment for the translator) in French's order, and loses the ids French no longer has.
 * Then translate what is empty and run `pnpm i18n:compile`, which refuses an empty message.
 */

const TRANSLATED = ['en', 'es', 'de'] as const;

export function frenchComment(text: string): string {
  return `fr: ${text}`;
}

export async function syncCatalogs(): Promise<{ added: number; removed: number }> {
  const domain = dinerDomainMessages();
  await writePo(
    'fr',
    'errors',
    domain.map((text) => ({ id: text, text, comments: [] })),
  );
  let added = 0;
  let removed = 0;
  for (const name of CATALOG_NAMES) {
    const french = await readPo('fr', name);
    for (const locale of TRANSLATED) {
      const existing = new Map((await readPo(locale, name)).map((entry) => [entry.id, entry]));
      const entries: PoEntry[] = french.map((source) => {
        const found = existing.get(source.id);
        if (!found) added += 1;
        // Errors are keyed by their French text already: no comment repeating it.
        const comments = name === 'errors' ? [] : [frenchComment(source.text)];
        return { id: source.id, text: found?.text ?? '', comments };
      });
      removed += [...existing.keys()].filter((id) => !french.some((entry) => entry.id === id)).length;
      await writePo(locale, name, entries);
    }
  }
  return { added, removed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { added, removed } = await syncCatalogs();
  console.log(`Catalogues alignés sur le français : ${added} message(s) à traduire, ${removed} retiré(s).`);
}
