import { GLOSSARY, findGlossaryVariant } from '@app/domain';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The screens speak the glossary of packages/domain: every text a person reads in the three apps and in
 * packages/ui (string literals and JSX text) is checked against the variants the glossary rules out ('Email',
 * 'Réglages', 'pers.', 'couv.', 'Demandes spéciales'…). Spec messages live in the domain's catalogue and are
 * not scanned here.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES = ['apps/backoffice/src', 'apps/client-portal/src', 'apps/tablet/src', 'packages/ui/src'];
/** The diners' French catalogues: what the booking page, the space, the kiosk and every mail say in French. */
const FRENCH_CATALOGUES = 'packages/i18n/src/locales/fr';
/**
 * Words that are identifiers, not texts: the booking URL's step `etape=convives` is kept so that links already
 * shared keep opening their step.
 */
const NOT_TEXTS = new Set(['apps/client-portal/src/features/booking/hooks/booking-url.ts: convives']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' || name === 'gallery' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The texts of a source file a person may read: JSX text and string literals, comments left out. */
export function readableTexts(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const texts: string[] = [];
  for (const match of code.matchAll(/>([^<>]+)</g)) {
    for (const part of (match[1] ?? '').split(/\{[^}]*\}/)) if (part.trim()) texts.push(part.trim());
  }
  for (const match of code.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`\\]*)`/g)) {
    const text = match[1] ?? match[2] ?? match[3] ?? '';
    for (const part of text.split(/\$\{[^}]*\}/)) if (part.trim()) texts.push(part.trim());
  }
  return texts;
}

describe('screen words follow the glossary', () => {
  it('finds a variant in JSX text and in a label string', () => {
    const texts = readableTexts(
      "const a = input('customerEmail', 'Email', 'email');\nconst b = <span>{n} couv.</span>;",
    );
    expect(texts.map((text) => findGlossaryVariant({ text })?.use).filter(Boolean)).toEqual([
      'covers',
      'email',
    ]);
  });

  it(`no screen of the three apps uses a variant of ${Object.values(GLOSSARY).join(', ')}`, () => {
    const found: string[] = [];
    for (const dir of SOURCES) {
      for (const file of sourceFiles(join(root, dir))) {
        for (const text of readableTexts(readFileSync(file, 'utf8'))) {
          const variant = findGlossaryVariant({ text });
          if (variant && !NOT_TEXTS.has(`${relative(root, file)}: ${text}`))
            found.push(`${relative(root, file)}: « ${text} » → ${GLOSSARY[variant.use]}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('the French catalogues speak it too: « personnes » for a party, never « convives »', () => {
    const found: string[] = [];
    // errors.po mirrors the domain's messages, keyed by their own French text: not scanned here.
    const catalogues = readdirSync(join(root, FRENCH_CATALOGUES)).filter(
      (file) => file.endsWith('.po') && file !== 'errors.po',
    );
    for (const name of catalogues) {
      const po = readFileSync(join(root, FRENCH_CATALOGUES, name), 'utf8');
      for (const match of po.matchAll(/^msgstr "(.*)"$/gm)) {
        const text = match[1] ?? '';
        if (findGlossaryVariant({ text })) found.push(`${name}: « ${text} »`);
      }
    }
    expect(found).toEqual([]);
  });
});
