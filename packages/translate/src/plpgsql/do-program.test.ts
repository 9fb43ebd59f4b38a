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
      { kind: 'return', line: 0, implicit: true },
    ]);
  });

  it('do-parse-3 errors: syntax 42601, argument count 42601, unknown condition 42704, outside the subset 0A000', async () => {
    expect((await failure('BEGIN foo bar; END')).code).toBe('42601');
    expect(await failure(`BEGIN RAISE NOTICE 'a %'; END`)).toEqual({ code: '42601', message: 'too few parameters specified for RAISE' });
    expect(await failure(`BEGIN NULL; EXCEPTION WHEN nosuch THEN NULL; END`)).toEqual({ code: '42704', message: 'unrecognized exception condition "nosuch"' });
    expect(await failure('DECLARE c CONSTANT int := 1; BEGIN c := 2; END')).toEqual({ code: '22005', message: 'variable "c" is declared CONSTANT' });
    expect(await failure('DECLARE n int NOT NULL; BEGIN NULL; END')).toEqual({ code: '22004', message: `variable "n" must have a default value, since it's declared NOT NULL` });
    expect((await failure('BEGIN OPEN c; END')).code).toBe('42601');
  });

  it('do-parse-6 an assignment to an array element keeps its target: the variable and the subscripted target as written', async () => {
    const p = await parseDoBody('DECLARE a int[]; i int := 1; BEGIN a[i + 1][2] := 5; END');
    expect(p.body[0]).toMatchObject({ kind: 'assign', name: 'a', target: 'a[i + 1][2]', expr: '5' });
  });

  it('do-parse-5 DECLARE, assignments, INTO targets, loops, EXIT/CONTINUE and GET DIAGNOSTICS become the program', async () => {
    const p = await parseDoBody(`DECLARE n int := 3; c CONSTANT text = 'x'; r record; k pl.a%TYPE; BEGIN
      n := n + 1; SELECT 1, 2 INTO STRICT n, k; SELECT * INTO r FROM pl;
      <<l>> FOR i IN REVERSE 10..1 BY 2 LOOP CONTINUE l WHEN i = 4; END LOOP;
      FOR r IN SELECT a FROM pl LOOP EXIT; END LOOP; WHILE n < 5 LOOP n = n + 1; END LOOP; GET DIAGNOSTICS k = ROW_COUNT; END`);
    expect(p.declarations).toEqual([
      { name: 'n', typname: 'int', default: '3', constant: false, notNull: false },
      { name: 'c', typname: 'text', default: "'x'", constant: true, notNull: false },
      { name: 'r', typname: null, constant: false, notNull: false },
      { name: 'k', typname: 'pl.a%TYPE', constant: false, notNull: false },
    ]);
    expect(p.body.slice(0, 7)).toEqual([
      { kind: 'assign', name: 'n', expr: 'n + 1', text: 'n := n + 1', offset: 5, line: 2 },
      { kind: 'sql', sql: 'SELECT 1, 2', line: 2, into: { kind: 'vars', names: ['n', 'k'] }, strict: true },
      { kind: 'sql', sql: 'SELECT *        FROM pl', line: 2, into: { kind: 'record', name: 'r' }, strict: false },
      { kind: 'fori', label: 'l', name: 'i', lower: '10', upper: '1', step: '2', reverse: true, body: [{ kind: 'exit', exit: false, label: 'l', cond: 'i = 4', line: 3 }], line: 3 },
      { kind: 'fors', target: { kind: 'record', name: 'r' }, sql: 'SELECT a FROM pl', body: [{ kind: 'exit', exit: true, line: 4 }], line: 4 },
      { kind: 'while', cond: 'n < 5', body: [{ kind: 'assign', name: 'n', expr: 'n + 1', text: 'n = n + 1', offset: 4, line: 4 }], line: 4 },
      { kind: 'getdiag', targets: ['k'], line: 4 },
    ]);
  });

  it('do-parse-4 condition names and SQLSTATEs', () => {
    expect([conditionCode('unique_violation'), conditionCode('UNIQUE_VIOLATION'), conditionCode('P0001'), conditionCode('others'), conditionCode('nosuch')]).toEqual(['23505', '23505', 'P0001', 'others', undefined]);
  });
});
