import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { CATALOG_NAMES, type CatalogName } from '../src/catalog-names';
import { messageTypesModule, placeholdersOf, type Placeholders } from './message-types';

/**
 * Compiles the diner catalogues (issue 51) in memory: every catalogue in every language, checked, with the typed
 * ids module generated from the French ones. `compile-catalogs.ts` writes what this returns; the catalogues' test
 * compares it with the files committed, so that a stale compiled catalogue or a missing message fails CI.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

/** One file to write, path relative to the package. */
export interface BuiltFile {
  path: string;
  content: string;
}

export interface BuiltCatalogs {
  files: BuiltFile[];
  /** What is wrong with the catalogues, in words a developer acts on; empty when they may be used. */
  problems: string[];
}

/** The messages of one catalogue in one language, as its PO file has them (id → ICU text, '' when untranslated). */
type Translations = Record<string, string>;

async function readTranslations(locale: string, name: CatalogName): Promise<Translations> {
  const config = linguiConfig();
  const [catalog] = (await getCatalogs(config)).filter((c) => c.path.endsWith(`/${name}`));
  if (!catalog) throw new Error(`lingui.config.ts ne déclare pas le catalogue ${name}`);
  const read = await catalog.read(locale);
  return Object.fromEntries(Object.entries(read ?? {}).map(([id, m]) => [id, m.translation ?? '']));
}

let config: ReturnType<typeof getConfig> | undefined;
function linguiConfig() {
  config ??= getConfig({ configPath: `${root}/lingui.config.ts`, cwd: root });
  return config;
}

function compileChecked(
  id: string,
  text: string,
  where: string,
  problems: string[],
): CompiledMessage | undefined {
  try {
    return compileMessageOrThrow(text);
  } catch (error) {
    problems.push(`${where} : « ${id} » n'est pas un message ICU valide (${(error as Error).message})`);
    return undefined;
  }
}

const sameKeys = (a: Placeholders, b: Placeholders) =>
  JSON.stringify(Object.keys(a).sort()) === JSON.stringify(Object.keys(b).sort());

/**
 * Checks one language of a catalogue against French: every French id translated, no id French lacks, the same
 * placeholders (a translation naming another value would print nothing where the value goes).
 */
function checkTranslations(
  french: Record<string, Placeholders>,
  translations: Translations,
  where: string,
  problems: string[],
): void {
  for (const [id, placeholders] of Object.entries(french)) {
    const text = translations[id];
    if (!text) {
      problems.push(`${where} : message manquant « ${id} »`);
      continue;
    }
    const compiled = compileChecked(id, text, where, problems);
    if (compiled && !sameKeys(placeholdersOf(compiled), placeholders))
      problems.push(
        `${where} : « ${id} » n'a pas les mêmes valeurs que le français (${Object.keys(placeholders).join(', ') || 'aucune'})`,
      );
  }
  for (const id of Object.keys(translations))
    if (!(id in french)) problems.push(`${where} : « ${id} » n'existe pas en français (à retirer)`);
}

/** Builds every compiled catalogue and the typed ids module, and lists what is wrong. */
export async function buildCatalogs(): Promise<BuiltCatalogs> {
  const config = linguiConfig();
  const problems: string[] = [];
  const files: BuiltFile[] = [];
  const idsByCatalog = {} as Record<CatalogName, Record<string, Placeholders>>;
  for (const name of CATALOG_NAMES) {
    const frenchTexts = await readTranslations(config.sourceLocale ?? 'fr', name);
    const french: Record<string, Placeholders> = {};
    for (const [id, text] of Object.entries(frenchTexts)) {
      const where = `fr/${name}.po`;
      if (!text) problems.push(`${where} : « ${id} » n'a pas de texte français`);
      // The id names its catalogue, so that code and readers know where a message lives.
      if (name !== 'errors' && !id.startsWith(`${name}.`))
        problems.push(`${where} : « ${id} » doit commencer par « ${name}. »`);
      const compiled = text ? compileChecked(id, text, where, problems) : undefined;
      french[id] = compiled ? placeholdersOf(compiled) : {};
    }
    idsByCatalog[name] = french;
    for (const locale of config.locales) {
      const translations =
        locale === config.sourceLocale ? frenchTexts : await readTranslations(locale, name);
      if (locale !== config.sourceLocale)
        checkTranslations(french, translations, `${locale}/${name}.po`, problems);
      const complete = Object.fromEntries(Object.keys(french).map((id) => [id, translations[id] || '']));
      const { source, errors } = createCompiledCatalog(locale, complete, { namespace: 'ts', strict: true });
      for (const error of errors)
        problems.push(`${locale}/${name}.po : « ${error.id} » ${error.error.message}`);
      files.push({ path: `src/locales/${locale}/${name}.ts`, content: `${source}\n` });
    }
  }
  files.push({ path: 'src/message-types.ts', content: await messageTypesModule(idsByCatalog) });
  return { files, problems };
}

/** A file of the package as committed, '' when absent. */
export async function committed(path: string): Promise<string> {
  return readFile(`${root}/${path}`, 'utf8').catch(() => '');
}

/** The package's root, for writing. */
export const PACKAGE_ROOT = root;

/** A path for messages, relative to the repository. */
export const shown = (path: string) => relative(`${root}/../..`, `${root}/${path}`);
