import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatements } from './prepared-statements';
import type { SqlQuery } from './sql-query';

let pg: PGlite;
beforeAll(async () => {
  pg = await PGlite.create('memory://');
  await pg.exec(`CREATE TABLE t (k text PRIMARY KEY, v jsonb)`);
  await pg.query(`INSERT INTO t VALUES ($1, $2::jsonb), ($3, $4::jsonb)`, [
    `O'Brien \\ é`,
    JSON.stringify({ n: 1, s: `it's` }),
    'plain',
    JSON.stringify({ n: 2 }),
  ]);
});
afterAll(async () => {
  await pg.close();
});

const byKey = (k: string): SqlQuery => ({
  text: 'SELECT k, v FROM t WHERE k = $1::text',
  params: [k],
  types: ['text'],
});
const prepared = async () =>
  (await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]?.n;

describe('PreparedStatements', () => {
  it('prepares a query shape once and passes quotes, backslashes and accents through as values', async () => {
    const statements = new PreparedStatements(pg);
    expect(await statements.query(byKey(`O'Brien \\ é`))).toEqual([
      { k: `O'Brien \\ é`, v: { n: 1, s: `it's` } },
    ]);
    expect(await statements.query(byKey('plain'))).toEqual([{ k: 'plain', v: { n: 2 } }]);
    expect(await statements.query(byKey(`'; DROP TABLE t; --`))).toEqual([]);
    const jsonb: SqlQuery = {
      text: 'SELECT k FROM t WHERE v @> $1::jsonb',
      params: [JSON.stringify({ s: `it's` })],
      types: ['jsonb'],
    };
    expect(await statements.query(jsonb)).toEqual([{ k: `O'Brien \\ é` }]);
    expect(statements.size()).toBe(2);
    expect(await prepared()).toBe(2);
    await pg.exec('DEALLOCATE ALL');
  });

  it('keeps at most its capacity, deallocating the least recently used', async () => {
    const statements = new PreparedStatements(pg, 2);
    const shape = (column: string): SqlQuery => ({
      text: `SELECT ${column} FROM t WHERE k = $1::text`,
      params: ['plain'],
      types: ['text'],
    });
    await statements.query(shape('k'));
    await statements.query(shape('v'));
    await statements.query(shape('k'));
    await statements.query(shape('k, v'));
    expect(statements.size()).toBe(2);
    await expect.poll(prepared).toBe(2);
    // 'v' was the least recently used: asking it again prepares it anew and still answers.
    expect(await statements.query(shape('v'))).toEqual([{ v: { n: 2 } }]);
    await pg.exec('DEALLOCATE ALL');
  });

  it('does not keep a statement that fails to prepare, and re-prepares one dropped behind its back', async () => {
    const statements = new PreparedStatements(pg);
    const bad: SqlQuery = { text: 'SELECT nope FROM t WHERE k = $1::text', params: ['x'], types: ['text'] };
    await expect(statements.query(bad)).rejects.toThrow(/nope/);
    await expect(statements.query(bad)).rejects.toThrow(/nope/);
    expect(statements.size()).toBe(0);
    await statements.query(byKey('plain'));
    await pg.exec('DEALLOCATE ALL');
    expect(await statements.query(byKey('plain'))).toHaveLength(1);
  });
});
