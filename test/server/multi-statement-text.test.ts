import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSet } from '../helpers/pg-clients.js';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';

/**
 * One simple Query holding several statements, with characters of 2–4 UTF-8 bytes before the
 * later ones: each statement's own text (a function body, a CALL's arguments, a trigger's WHEN)
 * is cut from the query where the parser says, which counts bytes, not JavaScript code units.
 * Runs against PostgreSQL 15 too (PGSQLITE_TEST_TARGET=postgres).
 */
let target: TestTarget | null = null;
const clients = clientSet();
let client: pg.Client;

beforeAll(async () => {
  target = await startTarget();
  if (target === null) return;
  client = await clients.connect(target.url);
});

afterAll(async () => {
  await clients.endAll();
  await target?.stop();
});

describe('statement text in a multi-statement query', () => {
  it('multi-statement-text-1 a PL/pgSQL function created after non-ASCII text keeps its body', async () => {
    await client.query("SELECT 'héllo wörld ✓ 😀' AS x; CREATE FUNCTION mst_f() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN 7; END $$;");
    expect((await client.query('SELECT mst_f() AS v')).rows).toEqual([{ v: 7 }]);
  });

  it('multi-statement-text-2 CALL after non-ASCII text reads its arguments', async () => {
    await client.query('CREATE TABLE mst_t (a text)');
    await client.query("CREATE PROCEDURE mst_p(a text, b int) LANGUAGE plpgsql AS $$ BEGIN INSERT INTO mst_t VALUES (a || b); END $$");
    await client.query("SELECT 'éééééééééé😀😀😀' AS y; CALL mst_p('zz', 3);");
    expect((await client.query('SELECT a FROM mst_t')).rows).toEqual([{ a: 'zz3' }]);
  });

  it('multi-statement-text-3 a trigger WHEN clause after non-ASCII text is the one written', async () => {
    await client.query('CREATE TABLE mst_w (a text)');
    await client.query("CREATE FUNCTION mst_tf() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.a := NEW.a || '!'; RETURN NEW; END $$");
    await client.query("SELECT 'éééééééééé😀😀€€€€€€€€€€€€€€€€€€€€' AS y; CREATE TRIGGER mst_tr BEFORE INSERT ON mst_w FOR EACH ROW WHEN (NEW.a <> 'skip') EXECUTE FUNCTION mst_tf();");
    await client.query("INSERT INTO mst_w VALUES ('q'), ('skip')");
    expect((await client.query('SELECT a FROM mst_w ORDER BY a')).rows).toEqual([{ a: 'q!' }, { a: 'skip' }]);
    const def = await client.query("SELECT pg_get_triggerdef(oid) AS d FROM pg_trigger WHERE tgname = 'mst_tr'");
    expect(def.rows[0].d).toContain("WHEN ((new.a <> 'skip'::text))");
  });
});
