import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

const target = await startTarget();
afterAll(async () => target?.stop());

async function failure(c: pg.Client, sql: string, params: unknown[]): Promise<Record<string, unknown>> {
  try {
    await c.query(sql, params);
    return {};
  } catch (e) {
    const { code, message, position, where } = e as Record<string, unknown>;
    return { code, message, position, where };
  }
}

// A Bind parameter its type's input function rejects: PostgreSQL's message, no position, and the
// CONTEXT of bind_param_error_callback (text values shown as '...' with the default settings).
describe.skipIf(target === null)(`Bind parameter input errors (${target?.kind})`, () => {
  it('4-bind-1 text parameters of a timestamp, int4 and int4[] column report the parameter as CONTEXT', async () => {
    const c = new pg.Client({ connectionString: target?.url });
    await c.connect();
    try {
      await c.query('CREATE TEMP TABLE bind_err (t timestamp, i int, m int[])');
      const where = "unnamed portal parameter $1 = '...'";
      expect(await failure(c, 'INSERT INTO bind_err (t) VALUES ($1)', ['abc'])).toEqual({
        code: '22007', message: 'invalid input syntax for type timestamp: "abc"', position: undefined, where,
      });
      expect(await failure(c, 'INSERT INTO bind_err (i) VALUES ($1)', ['99999999999'])).toEqual({
        code: '22003', message: 'value "99999999999" is out of range for type integer', position: undefined, where,
      });
      expect(await failure(c, 'INSERT INTO bind_err (m) VALUES ($1)', ['{1,x}'])).toEqual({
        code: '22P02', message: 'invalid input syntax for type integer: "x"', position: undefined, where,
      });
    } finally {
      await c.end();
    }
  });
});
