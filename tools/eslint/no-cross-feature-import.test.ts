import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noCrossFeatureImport } from './no-cross-feature-import.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('no-cross-feature-import', noCrossFeatureImport as never, {
  valid: [
    { filename: '/r/apps/a/src/features/booking/components/x.ts', code: "import y from './y';" },
    { filename: '/r/apps/a/src/features/booking/components/x.ts', code: "import y from '../hooks/y';" },
    { filename: '/r/apps/a/src/routes/r.ts', code: "import y from '../features/booking/components/x';" },
  ],
  invalid: [
    {
      filename: '/r/apps/a/src/features/booking/components/x.ts',
      code: "import y from '../../tables/api/y';",
      errors: [{ messageId: 'cross' }],
    },
    {
      filename: '/r/apps/a/src/features/booking/x.ts',
      code: "export * from '../../features/tables/x';",
      errors: [{ messageId: 'cross' }],
    },
  ],
});
