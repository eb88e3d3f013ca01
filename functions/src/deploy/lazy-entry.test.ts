import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as functions from '../index';
import { functionExportsOf, lazyEntrySource } from './lazy-entry';
import { lazyHandler, loadsEveryFunction } from './lazy-function';

const indexSource = readFileSync(join(import.meta.dirname, '..', 'index.ts'), 'utf8');

describe("the deploy bundle's entry, one chunk per function module (issue 53)", () => {
  it('lists every function of src/index.ts, each from its module, and refuses anything but export lines', () => {
    const listed = functionExportsOf(indexSource);
    expect(listed.map((fn) => fn.name).sort()).toEqual(Object.keys(functions).sort());
    expect(listed).toContainEqual({
      name: 'getAvailability',
      module: './callables/reservations/public-restaurants',
    });
    expect(() => functionExportsOf("export { a } from './a';\nexport const b = 1;")).toThrow(
      /more than export/,
    );
    expect(() => functionExportsOf("export { a as b } from './a';")).toThrow(/not a plain export/);
  });

  it('imports each module once, after the production wiring, every function at load only without FUNCTION_TARGET', () => {
    const source = lazyEntrySource([
      { name: 'a', module: './x' },
      { name: 'b', module: './x' },
      { name: 'c', module: './y' },
    ]);
    expect(source.match(/import\("\.\/x"\)/g)).toHaveLength(1);
    expect(source).toContain('const m0 = () => wiring().then(() => import("./x"));');
    expect(source).toContain('const all = every ? await Promise.all([m0(), m1()]) : [];');
    expect(source).toContain("export const c = every ? all[1].c : lazyHandler('c', m1);");
    expect(loadsEveryFunction({})).toBe(true);
    expect(loadsEveryFunction({ FUNCTION_TARGET: 'c' })).toBe(false);
  });

  it("loads a function's module on its first request only, once, and answers 500 then retries when loading fails", async () => {
    let loads = 0;
    let fail = true;
    const handler = lazyHandler('hello', async () => {
      loads++;
      if (fail) throw new Error('chunk missing');
      return { hello: (_req: unknown, res: { send: (b: string) => void }) => res.send('bonjour') };
    });
    expect(loads).toBe(0);
    const sent: string[] = [];
    const res = {
      headersSent: false,
      send: (body: string) => sent.push(body),
      status: (code: number) => ({ send: (body: string) => sent.push(`${code} ${body}`) }),
    };
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await handler({}, res);
    } finally {
      console.error = quiet;
    }
    fail = false;
    await handler({}, res);
    await handler({}, res);
    expect(sent).toEqual(['500 Internal error', 'bonjour', 'bonjour']);
    expect(loads).toBe(2);
  });
});
