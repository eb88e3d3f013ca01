// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readColorTokens } from './contrast';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const tokens = readColorTokens(css);
const names = [...tokens.keys()];
const color = (name: string) => {
  const value = tokens.get(name);
  if (!value) throw new Error(`jeton absent : --ui-color-${name}`);
  return value;
};

const backgrounds = names.filter((name) => name.endsWith('-bg'));
const texts = names.filter((name) => name === 'text' || name.endsWith('-text'));
const fills = names.filter((name) => /-fill(-hover)?$/.test(name) && name !== 'on-fill');
const statuses = ['success', 'info', 'warning', 'error'] as const;

/** Every pair below the threshold, written so that a failure names the tokens. */
function failures(foregrounds: string[], surfaces: string[], min: number): string[] {
  return foregrounds.flatMap((fg) =>
    surfaces
      .map((bg) => ({ fg, bg, ratio: contrastRatio(color(fg), color(bg)) }))
      .filter(({ ratio }) => ratio < min)
      .map(({ fg, bg, ratio }) => `${fg} sur ${bg} : ${ratio.toFixed(2)}:1`),
  );
}

describe('tokens.css', () => {
  it('declares every colour as an opaque hex value, with the expected families', () => {
    expect(backgrounds).toEqual(
      expect.arrayContaining(['page-bg', 'surface-bg', 'sunken-bg', ...statuses.map((s) => `${s}-bg`)]),
    );
    for (const status of statuses)
      for (const part of ['bg', 'border', 'text', 'icon']) expect(tokens.has(`${status}-${part}`)).toBe(true);
    expect(fills).toEqual(expect.arrayContaining(['primary-fill', 'accent-fill', 'danger-fill']));
  });

  it('keeps every text colour at 4.5:1 or more on every background', () => {
    expect(failures(texts, backgrounds, 4.5)).toEqual([]);
  });

  it('keeps control borders and the focus ring at 3:1 or more on every background', () => {
    expect(failures(['control-border', 'focus-ring'], backgrounds, 3)).toEqual([]);
  });

  it('shows the focus ring on filled controls too: the inner band at 3:1 on every fill', () => {
    expect(failures(['focus-ring-inner'], fills, 3)).toEqual([]);
    // Both bands side by side are distinct from each other as well.
    expect(contrastRatio(color('focus-ring'), color('focus-ring-inner'))).toBeGreaterThanOrEqual(3);
  });

  it('writes white text on every fill at 4.5:1 or more', () => {
    expect(failures(['on-fill'], fills, 4.5)).toEqual([]);
  });

  it('gives each status a border and an icon at 3:1 on its own and the page backgrounds', () => {
    for (const status of statuses) {
      const parts = [`${status}-border`, `${status}-icon`];
      expect(failures(parts, [`${status}-bg`, 'page-bg', 'surface-bg'], 3)).toEqual([]);
    }
    const icons = new Set(statuses.map((s) => color(`${s}-icon`)));
    expect(icons.size).toBe(statuses.length);
  });

  it('turns motion off for prefers-reduced-motion', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)[\s\S]*--ui-duration-base: 0ms/);
  });
});
