import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROLE_LABELS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_RESTAURANTS } from './demo-restaurants';
import { TABLES_VENUE } from './demo-tables-venue';
import { DEMO_LOGINS } from './demo-staff';

const README = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');

/** The README's "Demo logins" section, up to the next second-level heading. */
function section(title: string): string {
  const start = README.indexOf(`## ${title}`);
  if (start < 0) return '';
  const end = README.indexOf('\n## ', start + 3);
  return README.slice(start, end < 0 ? undefined : end);
}

/** The table row of the section that names this e-mail. */
const rowOf = (text: string, needle: string) =>
  text.split('\n').find((line) => line.startsWith('|') && line.includes(needle)) ?? '';

describe('README', () => {
  it('starts with the command that brings up the whole product', () => {
    const firstBlock = /```bash\n([^\n]*)/.exec(README)?.[1] ?? '';
    expect(firstBlock).toMatch(/^bash scripts\/start\.sh\b/);
  });

  it('lists the demo logins the seed creates, with their password and role', () => {
    const logins = section('Demo logins');
    expect(logins).not.toBe('');
    for (const member of DEMO_LOGINS.staff) {
      const row = rowOf(logins, `\`${member.email}\``);
      expect(row, member.email).toContain(`\`${member.password}\``);
      expect(row, member.email).toContain(`${ROLE_LABELS[member.role]} (back office, \`${member.role}\`)`);
    }
    expect(rowOf(logins, `\`${DEMO_LOGINS.customer.email}\``)).toContain(
      `\`${DEMO_LOGINS.customer.password}\``,
    );
    for (const [name, code] of Object.entries(DEMO_LOGINS.tabletCodes)) {
      const venue = [...DEMO_RESTAURANTS, TABLES_VENUE].find((v) => v.restaurant.name === name);
      const row = rowOf(logins, `/reservation/${venue?.restaurant.slug} `);
      expect(row, name).toContain(name);
      expect(row, name).toContain(`\`${code}\``);
    }
  });
});
