import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTargetWithClients } from '../helpers/target-clients.js';

// Parameters whose type the statement deduces (Parse with no declared type, as node-postgres sends):
// one deduced from one use and coerced to another type by a later use is 42P08 as PostgreSQL's
// variable_coerce_param_hook; an integer parameter is an integer in expressions (it was bound as
// a REAL: `$1::int || 'x'` gave "3.0x").
// Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15 itself.
const { target, connect } = await startTargetWithClients();
let c: pg.Client;
beforeAll(async () => {
  if (target !== null) c = await connect();
});

async function row(sql: string, params: unknown[]): Promise<unknown> {
  return (await c.query({ text: sql, values: params, rowMode: 'array' })).rows[0];
}

async function errorOf(sql: string, params: unknown[]): Promise<[string, string, string]> {
  try {
    await c.query(sql, params);
  } catch (e) {
    const err = e as { code?: string; message: string; detail?: string };
    return [err.code ?? '', err.message, err.detail ?? ''];
  }
  throw new Error('expected an error');
}

describe.skipIf(target === null)('parameter type deduction', () => {
  it('parameter-type-deduction-1 a parameter deduced as text and then compared with an integer is 42P08', async () => {
    expect(await errorOf("SELECT $1 IN (1, 'a' || $1)", ['1'])).toEqual(['42P08', 'inconsistent types deduced for parameter $1', 'text versus integer']);
    expect(await errorOf("SELECT $1 = ANY (ARRAY[1.5, length('a' || $1)])", ['1'])).toEqual(['42P08', 'inconsistent types deduced for parameter $1', 'text versus numeric']);
  });

  it('parameter-type-deduction-2 uses that agree, and BETWEEN typed by its lower bound first, are typed', async () => {
    expect(await row("SELECT $1 IN ($1, '_' || $1), $1 || 'x'", ['a'])).toEqual([true, 'ax']);
    expect(await row("SELECT $1 BETWEEN 1 AND length('a' || $1)", ['1'])).toEqual([true]);
    expect(await errorOf("VALUES ($1), ('a' || $1), (1)", ['1'])).toEqual(['42804', 'VALUES types text and integer cannot be matched', '']);
  });

  it('parameter-type-deduction-3 an integer parameter shows as an integer in text', async () => {
    expect(await row("SELECT $1::int || 'x', concat($2::int8, 'y'), length($3::int2::text), $4::oid || '', $1::int / 2", ['3', '4', '5', '6'])).toEqual(['3x', '4y', 1, '6', 1]);
    expect(await row("SELECT $1::float8 || 'x', $1::float8 / 2", ['3'])).toEqual(['3x', 1.5]);
  });
});
