import { readFile, writeFile } from 'node:fs/promises';
import { formatter } from '@lingui/format-po';
import { PACKAGE_ROOT } from './build-catalogs';

/**
 * Reads and writes the catalogues' PO files for the scripts that edit them (sync, add-messages). Written by
 * hand rather than by Lingui's serializer so that a file changes only where its messages change (no creation
 * date in the header); read with Lingui's own parser, the one the compile uses.
 */

export interface PoEntry {
  id: string;
  text: string;
  /** Extracted comments (`#. …`): where a message shows, the French text for translators. */
  comments: string[];
}

const po = formatter({ origins: false, lineNumbers: false, explicitIdAsDefault: true });

export const poPath = (locale: string, name: string) => `${PACKAGE_ROOT}/src/locales/${locale}/${name}.po`;

/** The entries of a catalogue in its file's order ([] when the file is absent). */
export async function readPo(locale: string, name: string): Promise<PoEntry[]> {
  const content = await readFile(poPath(locale, name), 'utf8').catch(() => '');
  const parsed = await po.parse(content, { locale, sourceLocale: 'fr', filename: `${name}.po` });
  return Object.entries(parsed).map(([id, message]) => ({
    id,
    text: message.translation ?? '',
    comments: message.comments ?? [],
  }));
}

const quote = (text: string) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t').replace(/\n/g, '\\n')}"`;

/** A msgid or msgstr line; a text with line breaks on one line per break, as gettext tools write it. */
function field(keyword: string, text: string): string {
  if (!text.includes('\n')) return `${keyword} ${quote(text)}`;
  const lines = text.split(/(?<=\n)/);
  return [`${keyword} ""`, ...lines.map(quote)].join('\n');
}

/** Writes a catalogue: its header, then each entry with its comments. */
export async function writePo(locale: string, name: string, entries: readonly PoEntry[]): Promise<void> {
  const header = [
    'msgid ""',
    'msgstr ""',
    `"Language: ${locale}\\n"`,
    '"Content-Type: text/plain; charset=utf-8\\n"',
  ].join('\n');
  const body = entries.map((entry) =>
    [
      ...entry.comments.map((c) => `#. ${c.replace(/\n/g, ' ')}`),
      field('msgid', entry.id),
      field('msgstr', entry.text),
    ].join('\n'),
  );
  await writeFile(poPath(locale, name), `${[header, ...body].join('\n\n')}\n`);
}
