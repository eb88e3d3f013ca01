import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noWallClock } from './no-wall-clock.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const error = [{ messageId: 'wallClock' }];

tester.run('no-wall-clock', noWallClock as never, {
  valid: [
    // An instant given by the caller, a parsed date, a date built from parts, a copy of another Date.
    "const at = new Date('2026-11-22T10:00:00Z');",
    'const at = (ms) => new Date(ms);',
    'const at = new Date(Date.UTC(2026, 10, 22));',
    'const at = (d) => new Date(d.getTime());',
    "const ms = Date.parse('2026-11-22');",
    // The one clock, and a duration measured on the monotonic one.
    'import { now } from "@app/ui"; const at = now();',
    'const at = runtime().now();',
    'const started = performance.now();',
    // A local binding named Date or a `now` of another object is not the global clock.
    'class Date { static now() { return 0; } } const x = Date.now();',
    'const clock = { now: () => 1 }; const x = clock.now();',
    'function f(Date) { return new Date(); }',
  ],
  invalid: [
    { code: 'const at = new Date();', errors: error },
    { code: 'const at = new Date;', errors: error },
    { code: 'const ms = Date.now();', errors: error },
    { code: "const ms = Date['now']();", errors: error },
    { code: 'const text = Date();', errors: error },
    { code: 'const read = Date.now;', errors: error },
    { code: 'useState(Date.now);', errors: error },
    { code: 'const at = new Date(Date.now() + 1000);', errors: error },
    { code: 'const at = new globalThis.Date();', errors: error },
    { code: 'const ms = window.Date.now();', errors: error },
    { code: 'const ms = globalThis.Date.now();', errors: error },
  ],
});
