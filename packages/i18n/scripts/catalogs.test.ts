import { describe, expect, it } from 'vitest';
import { buildCatalogs, committed } from './build-catalogs';
import { dinerDomainMessages } from './domain-messages';
import { readPo } from './po-file';

/**
 * The committed catalogues are what their PO files compile to, and complete: CI fails on a message missing in any
 * language, a translation that drops a value, a compiled file older than its PO, and a domain message diners
 * read that the `errors` catalogue lacks.
 */
describe('the diner catalogues', () => {
  it('compile without a missing message or a wrong value, as committed', async () => {
    const { files, problems } = await buildCatalogs();
    expect(problems).toEqual([]);
    const stale: string[] = [];
    for (const file of files) if ((await committed(file.path)) !== file.content) stale.push(file.path);
    // Run `pnpm i18n:compile` and commit what it writes.
    expect(stale).toEqual([]);
  });

  it('hold every domain message a diner may read, under its French text (run `pnpm i18n:sync`)', async () => {
    const ids = (await readPo('fr', 'errors')).map((entry) => entry.id);
    expect(ids).toEqual(dinerDomainMessages());
  });

  it("keep the spec's French texts as the French messages", async () => {
    const french = new Map((await readPo('fr', 'errors')).map((entry) => [entry.id, entry.text]));
    for (const [id, text] of french) expect(text).toBe(id);
    expect(french.get('Table réservée pendant 15 minutes')).toBe('Table réservée pendant 15 minutes');
  });
});
