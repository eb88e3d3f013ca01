import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { CATALOG_NAMES } from './src/catalog-names';

/**
 * The diner's message catalogues (issue 51). French is the source: `src/locales/fr/*.po` holds every message
 * with its explicit id and its French text (the spec's texts exactly); English, Spanish and German translate
 * the same ids. `pnpm --filter @app/i18n compile` (lingui compile --strict) writes each catalogue's compiled
 * module beside it and fails on a message missing in any language.
 */
export default defineConfig({
  sourceLocale: 'fr',
  locales: ['fr', 'en', 'es', 'de'],
  // No fallback: a message missing in a language fails the compile instead of showing French.
  fallbackLocales: false,
  catalogs: CATALOG_NAMES.map((name) => ({
    path: `<rootDir>/src/locales/{locale}/${name}`,
    // The catalogues are written by hand (French first), not extracted from the code: nothing to scan.
    include: [],
  })),
  // Every msgid is the message's id as the code writes it (explicit ids), never a hash of a source text.
  format: formatter({ origins: false, lineNumbers: false, explicitIdAsDefault: true }),
  compileNamespace: 'ts',
});
