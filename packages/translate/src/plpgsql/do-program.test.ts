import { describe, expect, it } from 'vitest';
import { PgError } from '@pgsqlite/errors';
import { parseDoBody } from './do-parse.js';
import { conditionCode } from './do-program.js';

async function failure(body: string): Promise<{ code: string; message: string }> {
  try {
    await parseDoBody(body);
  } catch (e) {
    const f = (e as PgError).fields;
    return { code: f.code, message: f.message };
  }
  throw new Error('expected an error');
}

describe('DO block bodies (PL/pgSQL subset)', () => {
  it('do-parse-1 statements, IF/ELSIF/ELSE, PERFORM, RAISE and handlers become the program', async () => {
    const p = await parseDoBody(`BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_type WHERE typname = 'm') THEN CREATE TYPE m AS ENUM ('a');
      ELSIF FOUND THEN PERFORM 1; ELSE NULL; END IF;
      RAISE NOTICE 'x % %%', 1;
    EXCEPTION WHEN duplicate_object OR SQLSTATE '42P07' OR integrity_constraint_violation THEN RAISE; WHEN others THEN NULL;
    END`);
    const user = p.body[0];
    expect(user?.kind).toBe('block');
    if (user?.kind !== 'block') return;
    expect(user.handlers.map((h) => h.codes)).toEqual([['42710', '42P07', '23000'], ['others']]);
    expect(user.handlers[0]?.body).toEqual([{ kind: 'reraise', line: 5 }]);
    const [ifs, raise] = user.body;
    expect(ifs).toMatchObject({ kind: 'if', branches: [{ cond: "NOT EXISTS (SELECT 1 FROM pg_type WHERE typname = 'm')", body: [{ kind: 'sql', sql: "CREATE TYPE m AS ENUM ('a')" }] }, { cond: 'FOUND', body: [{ kind: 'perform', sql: 'SELECT 1' }] }], otherwise: [] });
    expect(raise).toEqual({ kind: 'raise', level: 'NOTICE', format: 'x % %%', params: ['1'], options: [], line: 4 });
  });

  it('do-parse-2 RAISE forms: condition name, SQLSTATE, USING options', async () => {
    const p = await parseDoBody(`BEGIN RAISE division_by_zero USING HINT = 'h'; RAISE SQLSTATE '22012'; RAISE EXCEPTION 'm' USING ERRCODE = 'unique_violation', DETAIL = 'd'; END`);
    // Without DECLARE or EXCEPTION the block is the function's own: its statements, then the implicit RETURN.
    expect(p.body).toEqual([
      { kind: 'raise', level: 'EXCEPTION', code: '22012', conditionText: 'division_by_zero', format: undefined, params: [], options: [{ option: 'hint', expr: "'h'" }], line: 1 },
      { kind: 'raise', level: 'EXCEPTION', code: '22012', conditionText: '22012', format: undefined, params: [], options: [], line: 1 },
      { kind: 'raise', level: 'EXCEPTION', format: 'm', params: [], options: [{ option: 'errcode', expr: "'unique_violation'" }, { option: 'detail', expr: "'d'" }], line: 1 },
      { kind: 'return', line: 0 },
    ]);
  });

  it('do-parse-3 errors: syntax 42601, argument count 42601, unknown condition 42704, outside the subset 0A000', async () => {
    expect((await failure('BEGIN foo bar; END')).code).toBe('42601');
    expect(await failure(`BEGIN RAISE NOTICE 'a %'; END`)).toEqual({ code: '42601', message: 'too few parameters specified for RAISE' });
    expect(await failure(`BEGIN NULL; EXCEPTION WHEN nosuch THEN NULL; END`)).toEqual({ code: '42704', message: 'unrecognized exception condition "nosuch"' });
    expect(await failure('DECLARE n int; BEGIN NULL; END')).toEqual({ code: '0A000', message: 'DECLARE of variables in DO blocks is not supported by pgsqlite' });
    expect((await failure('BEGIN LOOP EXIT; END LOOP; END')).message).toBe('PL/pgSQL LOOP in DO blocks is not supported by pgsqlite');
    expect((await failure(`BEGIN EXECUTE 'SELECT 1'; END`)).message).toBe('PL/pgSQL EXECUTE in DO blocks is not supported by pgsqlite');
    expect((await failure('BEGIN FOR i IN 1..2 LOOP NULL; END LOOP; END')).message).toBe('DECLARE of variables in DO blocks is not supported by pgsqlite');
    expect((await failure(`BEGIN RAISE EXCEPTION 'x' USING TABLE = 't'; END`)).message).toBe('RAISE … USING TABLE in DO blocks is not supported by pgsqlite');
  });

  it('do-parse-4 condition names and SQLSTATEs', () => {
    expect([conditionCode('unique_violation'), conditionCode('UNIQUE_VIOLATION'), conditionCode('P0001'), conditionCode('others'), conditionCode('nosuch')]).toEqual(['23505', '23505', 'P0001', 'others', undefined]);
  });
});
