// @vitest-environment node
/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Every .css file under `dir`, build outputs and dependencies left out. */
function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

describe('design tokens in use', () => {
  it('names only tokens that exist: a misspelt one silently draws nothing (no border, no colour)', () => {
    const files = [...cssFiles(join(root, 'packages/ui/src')), ...cssFiles(join(root, 'apps'))];
    const sources = files.map((file) => [file, readFileSync(file, 'utf8')] as const);
    const defined = new Set(
      sources.flatMap(([, css]) => [...css.matchAll(/(--ui-[a-z0-9-]+)\s*:/g)].map((m) => m[1])),
    );
    const unknown = sources.flatMap(([file, css]) =>
      [...css.matchAll(/var\((--ui-[a-z0-9-]+)/g)]
        .map((m) => m[1])
        .filter((name) => !defined.has(name))
        .map((name) => `${file.slice(root.length)} : ${name}`),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(unknown).toEqual([]);
  });
});
