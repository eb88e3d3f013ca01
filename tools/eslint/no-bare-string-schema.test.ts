import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noBareStringSchema } from './no-bare-string-schema.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const error = [{ messageId: 'bareString' }];
const format = [{ messageId: 'bareFormat' }];

tester.run('no-bare-string-schema', noBareStringSchema as never, {
  valid: [
    "import { safeString } from '@app/domain'; const Name = safeString().max(100);",
    "const Kind = z.enum(['a', 'b']);",
    // Another object's `string` is not zod's.
    'const s = format.string(1);',
    'const s = z.number();',
    'const Day = storableFormat(z.iso.date());',
    "const Day = storableFormat(z.iso.date({ error: 'Date invalide' }).max(10, 'Date invalide'));",
    'const Id = storableFormat(z.uuid(message).max(36, message));',
  ],
  invalid: [
    { code: 'const Name = z.string().max(100);', errors: error },
    { code: "const Name = z.string('Nom obligatoire');", errors: error },
    { code: 'const Ids = z.record(z.string(), z.number());', errors: error },
    { code: 'const N = z.coerce.string();', errors: error },
    { code: 'const make = z.string;', errors: error },
    { code: 'const Day = z.iso.date();', errors: format },
    { code: 'const Day = z.iso.date().max(10);', errors: format },
    { code: 'const Id = z.uuid(message).max(36, message);', errors: format },
    { code: 'const Mail = z.email();', errors: format },
    { code: 'const ok = z.iso.date().safeParse(value).success;', errors: format },
    { code: 'const Day = other(z.iso.date());', errors: format },
  ],
});
