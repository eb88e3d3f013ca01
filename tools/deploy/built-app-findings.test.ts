import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findLocalTraces } from '../../scripts/built-app-findings.mjs';

/**
 * The search the deploy check runs over the apps' Firebase builds. It must find the embedded wiring as the sources
 * write it (read from them here, so that a new default or a renamed message cannot slip past), and leave alone the
 * library code every Firebase build carries.
 */
const source = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const rules = (text: string) => [...new Set(findLocalTraces(text).map((trace) => trace.rule))];

/** The quoted texts of a source file's code (comments left out) that hold a loopback address or a demo- id. */
function localLiterals(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/'([^'\n]*(?:127\.0\.0\.1|demo-)[^'\n]*)'/g)].map((match) =>
    JSON.stringify(match[1]),
  );
}

describe('the search for local traces in a built app', () => {
  it.each(['apps/backoffice', 'apps/client-portal', 'apps/tablet'])(
    "finds every embedded default of %s's config",
    (app) => {
      const literals = localLiterals(source(`${app}/src/config/env.ts`));
      expect(literals.length).toBeGreaterThan(2);
      for (const literal of literals) expect(findLocalTraces(literal), literal).not.toEqual([]);
    },
  );

  it('names the Auth emulator, the local host, the local store driver and the demo project', () => {
    expect(rules('authEmulator:"http://127.0.0.1:9099"')).toEqual([
      'a loopback address (the local host or an emulator)',
      'the Auth emulator port',
    ]);
    expect(rules('f("http://localhost:5001/demo-resto/europe-west1")')).toEqual([
      'a loopback address (the local host or an emulator)',
      'a demo- project id or key (emulator values)',
    ]);
    expect(rules('projectId:"demo-resto"')).toEqual(['a demo- project id or key (emulator values)']);
    // errorFromWire's message, as the driver writes it and as a minifier leaves it.
    expect(source('packages/data/src/drivers/http/wire.ts')).toContain('`Store API answered ${status}`');
    expect(rules('a.message:`Store API answered ${t}`')).toEqual([
      'the local store driver (http DocStore driver)',
    ]);
  });

  it("leaves alone what every Firebase build carries: libraries' host tests, placeholder URLs, the SDK's mock project", () => {
    // html5-qrcode's secure-context test, Firebase Auth's base for relative URLs, Firestore's emulator token default.
    expect(findLocalTraces('return u==="127.0.0.1"||u==="localhost"')).toEqual([]);
    expect(findLocalTraces('const nB="http://localhost";new URL(e,nB)')).toEqual([]);
    expect(findLocalTraces('i=t||"demo-project",s=e.iat||0')).toEqual([]);
    expect(findLocalTraces('"https://europe-west1-resto-sample.cloudfunctions.net"')).toEqual([]);
  });
});
