import type { Messages } from '@lingui/core';

/**
 * The `errors` catalogue is keyed by the domain's French texts (the one error model: callables answer the spec's
 * French message, the domain's checks return it). A text is found as it is; a parameterised one ('Il vous faut
 * 150 points pour obtenir ce cadeau') by the catalogue's template of it ('Il vous faut {0} points pour obtenir
 * ce cadeau'), whose numbered values are read back from the French text.
 */

/** A catalogue key and the values read from the French text. */
export interface FoundMessage {
  id: string;
  values?: Record<string, string>;
}

const PLACEHOLDER = /\{(\d+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  id: string;
  pattern: RegExp;
  names: string[];
}

/** A template key's pattern: its literal text around non-empty values, the whole text matched. */
function templateOf(id: string): Template | undefined {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of id.matchAll(PLACEHOLDER)) {
    source += `${escapeRegExp(id.slice(last, match.index))}(.+?)`;
    names.push(match[1] ?? '');
    last = (match.index ?? 0) + match[0].length;
  }
  if (names.length === 0) return undefined;
  return { id, pattern: new RegExp(`^${source}${escapeRegExp(id.slice(last))}$`, 's'), names };
}

/**
 * A lookup of French texts in the catalogue `messages()` returns (read at each call: catalogues load later). The
 * templates are built once per catalogue object, longest first, so that the most specific template wins.
 */
export function createDomainMessageLookup(
  messages: () => Messages,
): (french: string) => FoundMessage | undefined {
  let builtFor: Messages | undefined;
  let templates: Template[] = [];
  return (french) => {
    const catalog = messages();
    if (french in catalog) return { id: french };
    if (builtFor !== catalog) {
      builtFor = catalog;
      templates = Object.keys(catalog)
        .filter((id) => id.includes('{'))
        .sort((a, b) => b.length - a.length)
        .flatMap((id) => templateOf(id) ?? []);
    }
    for (const template of templates) {
      const match = template.pattern.exec(french);
      if (match)
        return {
          id: template.id,
          values: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1] ?? ''])),
        };
    }
    return undefined;
  };
}
