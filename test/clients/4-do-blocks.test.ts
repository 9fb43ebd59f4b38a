import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// DO blocks (issue 4/5): the PL/pgSQL subset migration tools emit, run on pgsqlite and PostgreSQL 15 alike.
const target = await startTarget();
let c: pg.Client;
const notices: string[] = [];

beforeAll(async () => {
  if (target === null) return;
  c = new pg.Client({ connectionString: target.url });
  c.on('notice', (n) => notices.push(`${n.severity} ${n.code} ${n.message}`));
  await c.connect();
});
afterAll(async () => {
  await c?.end();
  await target?.stop();
});

async function rows(sql: string): Promise<unknown[][]> {
  return (await c.query({ text: sql, rowMode: 'array' })).rows as unknown[][];
}

/** SQLSTATE, message and CONTEXT of the error `sql` raises. */
async function failure(sql: string): Promise<{ code?: string; message: string; where?: string }> {
  try {
    await c.query(sql);
  } catch (e) {
    const err = e as pg.DatabaseError;
    return { code: err.code, message: err.message, where: err.where };
  }
  throw new Error(`expected an error from ${sql}`);
}

function takeNotices(): string[] {
  return notices.splice(0);
}

const CREATE_ENUM = `DO $$ BEGIN CREATE TYPE "public"."role" AS ENUM('admin', 'user'); EXCEPTION WHEN duplicate_object THEN null; END $$;`;

describe.skipIf(target === null)(`DO blocks (${target?.kind})`, () => {
  it('do-1 drizzle-kit\'s CREATE TYPE … EXCEPTION WHEN duplicate_object THEN null runs twice', async () => {
    expect((await c.query(CREATE_ENUM)).command).toBe('DO');
    expect((await c.query(CREATE_ENUM)).command).toBe('DO');
    expect(await rows(`SELECT 'user'::role::text`)).toEqual([['user']]);
  });

  it('do-2 IF NOT EXISTS (SELECT …) THEN … ELSIF … ELSE … END IF; RAISE NOTICE with arguments', async () => {
    const block = `DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_type WHERE typname = 'mood') THEN CREATE TYPE mood AS ENUM ('sad', 'ok');
      ELSIF EXISTS (SELECT 1 FROM pg_type WHERE typname = 'nosuch') THEN RAISE NOTICE 'never';
      ELSE RAISE NOTICE 'mood % there, % %% %', 'is', NULL, true;
      END IF; END $$`;
    await c.query(block);
    await c.query(block);
    expect(takeNotices()).toEqual(['NOTICE 00000 mood is there, <NULL> % t']);
    expect(await rows(`SELECT 'ok'::mood::text`)).toEqual([['ok']]);
  });

  it('do-3 a failing DO is one statement: nothing it did remains (autocommit and inside BEGIN)', async () => {
    await c.query('CREATE TABLE do_t (id int PRIMARY KEY)');
    const err = await failure(`DO $$ BEGIN INSERT INTO do_t VALUES (1); CREATE TABLE do_u (a int); INSERT INTO do_t VALUES (1); END $$`);
    expect(err.code).toBe('23505');
    expect(err.where).toBe(`SQL statement "INSERT INTO do_t VALUES (1)"\nPL/pgSQL function inline_code_block line 1 at SQL statement`);
    expect(await rows('SELECT count(*)::int FROM do_t')).toEqual([[0]]);
    expect(await rows(`SELECT count(*)::int FROM pg_class WHERE relname = 'do_u'`)).toEqual([[0]]);
    await c.query('BEGIN');
    await c.query(`DO $$ BEGIN INSERT INTO do_t VALUES (5); END $$`);
    expect((await failure(`DO $$ BEGIN INSERT INTO do_t VALUES (6); PERFORM 1/0; END $$`)).code).toBe('22012');
    expect((await failure('SELECT 1')).code).toBe('25P02');
    await c.query('ROLLBACK');
    expect(await rows('SELECT count(*)::int FROM do_t')).toEqual([[0]]);
  });

  it('do-4 an exception handler undoes its block (implicit savepoint), the rest stays', async () => {
    await c.query(`DO $$ BEGIN
      INSERT INTO do_t VALUES (2);
      BEGIN INSERT INTO do_t VALUES (3); PERFORM 1/0; EXCEPTION WHEN division_by_zero THEN RAISE NOTICE 'undone %', 3; END;
      BEGIN PERFORM 1/0; EXCEPTION WHEN unique_violation THEN NULL; WHEN data_exception OR SQLSTATE '42P07' THEN RAISE NOTICE 'class'; END;
      INSERT INTO do_t VALUES (4);
    END $$`);
    expect(takeNotices()).toEqual(['NOTICE 00000 undone 3', 'NOTICE 00000 class']);
    expect(await rows('SELECT id FROM do_t ORDER BY id')).toEqual([[2], [4]]);
  });

  it('do-5 RAISE EXCEPTION is P0001 (or its ERRCODE), with DETAIL/HINT; bare RAISE re-raises; RETURN ends the block', async () => {
    expect(await failure(`DO $$ BEGIN RAISE EXCEPTION 'bad % thing', 42; END $$`)).toEqual({ code: 'P0001', message: 'bad 42 thing', where: 'PL/pgSQL function inline_code_block line 1 at RAISE' });
    const e = await failure(`DO $$ BEGIN RAISE EXCEPTION 'boom' USING ERRCODE = 'unique_violation', DETAIL = 'd', HINT = 'h'; END $$`);
    expect([e.code, e.message]).toEqual(['23505', 'boom']);
    expect((await failure(`DO $$ BEGIN RAISE division_by_zero; END $$`)).message).toBe('division_by_zero');
    expect((await failure(`DO $$ BEGIN RAISE SQLSTATE '22012'; END $$`)).code).toBe('22012');
    expect((await failure(`DO $$ BEGIN PERFORM 1/0; EXCEPTION WHEN others THEN RAISE; END $$`)).code).toBe('22012');
    expect((await failure(`DO $$ BEGIN RAISE; END $$`)).code).toBe('0Z002');
    expect((await c.query(`DO $$ BEGIN RETURN; RAISE EXCEPTION 'never'; END $$`)).command).toBe('DO');
    await c.query(`DO $$ BEGIN RAISE WARNING 'w'; RAISE INFO 'i'; RAISE LOG 'l'; END $$`);
    expect(takeNotices()).toEqual(['WARNING 01000 w', 'INFO 00000 i']);
  });

  it('do-6 compile-time errors: syntax 42601, RAISE argument count 42601, unknown condition 42704, SELECT without INTO 42601', async () => {
    expect((await failure(`DO $$ BEGIN foo bar; END $$`)).code).toBe('42601');
    expect((await failure(`DO $$ BEGIN RAISE NOTICE 'a %'; END $$`)).message).toBe('too few parameters specified for RAISE');
    expect((await failure(`DO $$ BEGIN RAISE NOTICE 'a', 1; END $$`)).message).toBe('too many parameters specified for RAISE');
    expect(await failure(`DO $$ BEGIN NULL; EXCEPTION WHEN nosuch_condition THEN NULL; END $$`)).toMatchObject({ code: '42704', message: 'unrecognized exception condition "nosuch_condition"' });
    expect(await failure(`DO $$ BEGIN SELECT 1; END $$`)).toMatchObject({ code: '42601', message: 'query has no destination for result data' });
    expect(await failure(`DO LANGUAGE sql $$ SELECT 1 $$`)).toMatchObject({ code: '0A000', message: 'language "sql" does not support inline code execution' });
  });

  it('do-8 FOUND after PERFORM/INSERT/UPDATE/DELETE, SQLSTATE and SQLERRM in a handler', async () => {
    await c.query(`DO $$ BEGIN
      IF NOT FOUND THEN RAISE NOTICE 'initially %', FOUND; END IF;
      PERFORM 1 WHERE false; RAISE NOTICE 'perform none %', FOUND;
      INSERT INTO do_t VALUES (7), (8); RAISE NOTICE 'insert %', FOUND;
      UPDATE do_t SET id = id WHERE id > 100; RAISE NOTICE 'update none %', FOUND;
      DELETE FROM do_t WHERE id = 7; IF FOUND THEN INSERT INTO do_t SELECT 9 WHERE FOUND; END IF;
    END $$`);
    await c.query(`DO $$ BEGIN PERFORM 1/0; EXCEPTION WHEN others THEN RAISE NOTICE '% %', SQLSTATE, SQLERRM; END $$`);
    expect(takeNotices()).toEqual(['NOTICE 00000 initially f', 'NOTICE 00000 perform none f', 'NOTICE 00000 insert t', 'NOTICE 00000 update none f', 'NOTICE 00000 22012 division by zero']);
    expect(await rows('SELECT id FROM do_t WHERE id > 6 ORDER BY id')).toEqual([[8], [9]]);
    expect((await failure(`DO $$ BEGIN RAISE NOTICE '%', SQLSTATE; END $$`)).code).toBe('42703');
  });

  it('do-9 DECLARE, := , SELECT … INTO, FOR/WHILE/LOOP with EXIT/CONTINUE, GET DIAGNOSTICS, EXECUTE; errors with PL/pgSQL context', async () => {
    await c.query('CREATE TABLE do_v (a int PRIMARY KEY, b text)');
    await c.query(`INSERT INTO do_v VALUES (1, 'x'), (2, 'y'), (3, 'z')`);
    await c.query(`DO $$ DECLARE n int := 3; c CONSTANT text = 'hi'; r record; k int; s text := ''; tot int := 0; BEGIN
      n := n + 1;
      SELECT a, b INTO k, s FROM do_v WHERE a = 2;
      RAISE NOTICE 'n=% c=% k=% s=% found=%', n, c, k, s, FOUND;
      FOR r IN SELECT * FROM do_v ORDER BY a LOOP CONTINUE WHEN r.a = 2; tot := tot + r.a; s := s || r.b; END LOOP;
      WHILE n < 10 LOOP n := n + 4; END LOOP;
      FOR i IN REVERSE 10..1 BY 4 LOOP s := s || i; END LOOP;
      RAISE NOTICE 'tot=% s=% n=%', tot, s, n;
      UPDATE do_v SET b = b || '!' WHERE a > 1;
      GET DIAGNOSTICS k = ROW_COUNT;
      EXECUTE format('INSERT INTO do_v VALUES (%s, %L)', 9, 'nine');
      INSERT INTO do_v VALUES (10, 'ten') RETURNING a * 2 INTO n;
      RAISE NOTICE 'rc=% n=%', k, n;
    END $$`);
    expect(takeNotices()).toEqual(['NOTICE 00000 n=4 c=hi k=2 s=y found=t', 'NOTICE 00000 tot=4 s=yxz1062 n=12', 'NOTICE 00000 rc=2 n=20']);
    expect(await rows('SELECT a, b FROM do_v ORDER BY a')).toEqual([[1, 'x'], [2, 'y!'], [3, 'z!'], [9, 'nine'], [10, 'ten']]);
    expect(await failure(`DO $$ DECLARE n int; BEGIN SELECT a INTO STRICT n FROM do_v; END $$`)).toEqual({
      code: 'P0003',
      message: 'query returned more than one row',
      where: 'PL/pgSQL function inline_code_block line 1 at SQL statement',
    });
    expect(await failure(`DO $$ DECLARE n int; BEGIN n := 1/0; END $$`)).toEqual({
      code: '22012',
      message: 'division by zero',
      where: 'PL/pgSQL assignment "n := 1/0"\nPL/pgSQL function inline_code_block line 1 at assignment',
    });
    expect(await failure(`DO $$ DECLARE r record; BEGIN RAISE NOTICE '%', r.a; END $$`)).toEqual({
      code: '55000',
      message: 'record "r" is not assigned yet',
      where: 'SQL expression "r.a"\nPL/pgSQL function inline_code_block line 1 at RAISE',
    });
  });

  it.skipIf(target?.kind === 'postgres')('do-7 constructs outside the subset are 0A000 naming them', async () => {
    expect(await failure(`DO $$ BEGIN COMMIT; END $$`)).toMatchObject({ code: '0A000', message: 'PL/pgSQL COMMIT is not supported by pgsqlite' });
    expect(await failure(`DO $$ BEGIN LISTEN ch; END $$`)).toMatchObject({ code: '0A000', message: 'LISTEN statements in DO blocks are not supported by pgsqlite' });
  });

  it('do-8 CASE (searched, simple, without ELSE: 20000) and EXECUTE … USING', async () => {
    await c.query(`DO $$ DECLARE n int; BEGIN EXECUTE 'SELECT $1 + $2' INTO n USING 40, 2; CASE n WHEN 42 THEN RAISE NOTICE 'case %', n; ELSE RAISE EXCEPTION 'n %', n; END CASE; END $$`);
    expect(takeNotices()).toEqual(['NOTICE 00000 case 42']);
    expect(await failure(`DO $$ BEGIN CASE WHEN false THEN NULL; END CASE; END $$`)).toEqual({ code: '20000', message: 'case not found', where: 'PL/pgSQL function inline_code_block line 1 at CASE' });
  });
});
