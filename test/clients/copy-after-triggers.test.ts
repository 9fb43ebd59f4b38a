import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../copy/copy-client.js';
import { startTarget } from '../helpers/pgsqlite.js';

/**
 * COPY FROM into a table with AFTER ROW and statement triggers (copyfrom.c CopyFrom): BEFORE
 * STATEMENT once before the first row, BEFORE ROW per row, then — once every row is in, not per
 * insert batch — the AFTER ROW triggers of all rows in order and AFTER STATEMENT once, with the
 * whole COPY's transition table. Runs on PostgreSQL too (PGSQLITE_TEST_TARGET=postgres).
 */
const target = await startTarget();
let c: pg.Client;

beforeAll(async () => {
  if (target === null) return;
  c = new pg.Client({ connectionString: target.url });
  await c.connect();
  await c.query(`CREATE TABLE cat_t (id int PRIMARY KEY, v text)`);
  await c.query(`CREATE TABLE cat_log (seq serial, msg text)`);
  await c.query(`CREATE FUNCTION cat_note() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_LEVEL = 'ROW' THEN
        IF NEW.v = 'fail' AND TG_WHEN = 'AFTER' THEN RAISE EXCEPTION 'refused %', NEW.id; END IF;
        INSERT INTO cat_log (msg) VALUES (TG_WHEN || ' ROW ' || NEW.id);
      ELSE
        INSERT INTO cat_log (msg) VALUES (TG_WHEN || ' STATEMENT ' || TG_OP);
      END IF;
      RETURN NEW;
    END $$`);
  await c.query(`CREATE FUNCTION cat_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO cat_log (msg) SELECT 'NEW TABLE ' || count(*) || ' ' || coalesce(sum(id), 0) FROM newrows; RETURN NULL; END $$`);
  await c.query(`CREATE TRIGGER cat_bs BEFORE INSERT ON cat_t FOR EACH STATEMENT EXECUTE FUNCTION cat_note()`);
  await c.query(`CREATE TRIGGER cat_br BEFORE INSERT ON cat_t FOR EACH ROW EXECUTE FUNCTION cat_note()`);
  await c.query(`CREATE TRIGGER cat_ar AFTER INSERT ON cat_t FOR EACH ROW EXECUTE FUNCTION cat_note()`);
  await c.query(`CREATE TRIGGER cat_as AFTER INSERT ON cat_t FOR EACH STATEMENT EXECUTE FUNCTION cat_note()`);
  await c.query(`CREATE TRIGGER cat_tt AFTER INSERT ON cat_t REFERENCING NEW TABLE AS newrows FOR EACH STATEMENT EXECUTE FUNCTION cat_count()`);
});
afterAll(async () => {
  await c?.end();
  await target?.stop();
});

const log = async (): Promise<string[]> => (await c.query<{ msg: string }>('SELECT msg FROM cat_log ORDER BY seq')).rows.map((r) => r.msg);

describe.skipIf(target === null)(`COPY FROM with AFTER and statement triggers (${target?.kind})`, () => {
  it('copy-after-triggers-1 statement triggers once, AFTER ROW after every row is in, the transition table holds the whole COPY', async () => {
    await c.query('TRUNCATE cat_log');
    // 1,200 rows: several insert batches.
    const lines = Array.from({ length: 1200 }, (_, i) => `${i + 1}\tv${i + 1}\n`).join('');
    const r = await copy(c, 'COPY cat_t FROM STDIN', [lines]);
    expect(r.tag).toBe('COPY 1200');
    const got = await log();
    const expected = [
      'BEFORE STATEMENT INSERT',
      ...Array.from({ length: 1200 }, (_, i) => `BEFORE ROW ${i + 1}`),
      ...Array.from({ length: 1200 }, (_, i) => `AFTER ROW ${i + 1}`),
      'AFTER STATEMENT INSERT',
      'NEW TABLE 1200 720600',
    ];
    expect(got).toEqual(expected);
  });

  it('copy-after-triggers-2 a COPY of no rows fires the statement triggers', async () => {
    await c.query('TRUNCATE cat_log');
    const r = await copy(c, 'COPY cat_t FROM STDIN', ['']);
    expect(r.tag).toBe('COPY 0');
    expect(await log()).toEqual(['BEFORE STATEMENT INSERT', 'AFTER STATEMENT INSERT', 'NEW TABLE 0 0']);
  });

  it('copy-after-triggers-3 an AFTER ROW trigger that fails undoes the whole COPY', async () => {
    await c.query('TRUNCATE cat_log');
    const r = await copy(c, 'COPY cat_t FROM STDIN', ['2001\tok\n2002\tfail\n2003\tok\n']);
    expect(r.error).toMatchObject({ code: 'P0001', message: 'refused 2002' });
    expect((await c.query('SELECT count(*)::int AS n FROM cat_t WHERE id > 2000')).rows).toEqual([{ n: 0 }]);
    expect(await log()).toEqual([]);
  });
});
