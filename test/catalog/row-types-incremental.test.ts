import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapCatalogSql, loadCatalog, type Catalog } from '@pgsqlite/catalog';
import { createInlineExecutor, type Executor } from '@pgsqlite/engine';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { Translator, loadParser, registerRuntime } from '@pgsqlite/translate';

/**
 * Issue 18: the row types of relations are given by the DDL plan that makes them (CatalogWriter:
 * one INSERT of OIDs after the plan's own), no longer by a trigger on each catalog version bump.
 * The result must be the whole sync's, OID for OID: the same DDL script runs on a database with
 * the whole sync as its trigger (as files written before had it; the plans' own row-type step
 * taken out of its steps) and on one as this build makes it, and their row types must agree after
 * every statement. A file written before is upgraded on open.
 */

const KINDS = `'r', 'v', 'm', 'p', 'c'`;
/** The trigger files written before the incremental sync have (the whole sync on every bump). */
const WHOLE_SYNC_TRIGGER = `CREATE TRIGGER IF NOT EXISTS _pgsqlite_rowtype_sync AFTER UPDATE OF value ON _pgsqlite_meta
     WHEN NEW.key = 'catalog_version'
     BEGIN
       DELETE FROM _pgsqlite_rowtype WHERE relid NOT IN (SELECT oid FROM _pgsqlite_class WHERE relkind IN (${KINDS}));
       INSERT INTO _pgsqlite_rowtype (relid, typarray, typoid)
         SELECT c.oid, m.value + 2 * (row_number() OVER (ORDER BY c.oid)) - 2, m.value + 2 * (row_number() OVER (ORDER BY c.oid)) - 1
         FROM _pgsqlite_class c, _pgsqlite_meta m
         WHERE m.key = 'next_oid' AND c.relkind IN (${KINDS}) AND c.oid NOT IN (SELECT relid FROM _pgsqlite_rowtype);
       UPDATE _pgsqlite_meta SET value = (SELECT max(typoid) + 1 FROM _pgsqlite_rowtype)
         WHERE key = 'next_oid' AND value < (SELECT coalesce(max(typoid) + 1, 0) FROM _pgsqlite_rowtype);
     END`;
/** The row-type triggers of this build's files. */
const TRIGGERS = ['_pgsqlite_rowtype_dropped', '_pgsqlite_rowtype_rekeyed'];
/** The triggers of files written before the plans allocated row types (besides `_dropped`). */
const OLD_INCREMENTAL = `CREATE TRIGGER _pgsqlite_rowtype_added AFTER INSERT ON _pgsqlite_class
     WHEN NEW.relkind IN (${KINDS}) BEGIN INSERT OR IGNORE INTO _pgsqlite_rowtype_pending (oid) VALUES (NEW.oid); END;
  CREATE TRIGGER _pgsqlite_rowtype_bump AFTER UPDATE OF value ON _pgsqlite_meta WHEN NEW.key = 'catalog_version' BEGIN SELECT 1; END`;

const DDL = [
  'CREATE TABLE a (id serial PRIMARY KEY, t text UNIQUE)',
  'CREATE TABLE b (id int PRIMARY KEY, a_id int REFERENCES a)',
  'CREATE VIEW va AS SELECT id, t FROM a',
  'CREATE SEQUENCE s',
  'CREATE INDEX b_a ON b (a_id)',
  'CREATE TYPE pair AS (x int, y text)',
  'CREATE TABLE c (p pair, id bigserial PRIMARY KEY)',
  'DROP VIEW va',
  'ALTER TABLE b RENAME TO b2',
  'CREATE TABLE parted (k int, v text) PARTITION BY RANGE (k)',
  'CREATE TABLE parted_1 PARTITION OF parted FOR VALUES FROM (0) TO (10)',
  'DROP TABLE b2',
  'CREATE TABLE d (x int)',
  'DROP TYPE pair CASCADE',
  'CREATE VIEW vd AS SELECT x FROM d',
  'DROP TABLE d CASCADE',
  'CREATE TABLE e (x int)',
];

const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-rowtypes-'));
const translator = new Translator();

function open(name: string): Executor {
  const engine = nativeEngineFactory.open({ path: join(dir, name), synchronous: 'OFF', trustedSchema: true });
  registerRuntime(engine);
  return createInlineExecutor(engine);
}
const whole = open('whole.sqlite');
const incremental = open('incremental.sqlite');
const rows = async (ex: Executor, sql: string): Promise<unknown[][]> => (await ex.run(sql, [])).rows ?? [];
const catalogOf = (ex: Executor): Promise<Catalog> => loadCatalog(async (sql) => rows(ex, sql));

beforeAll(async () => {
  await loadParser();
  await whole.runAtomically(bootstrapCatalogSql());
  await whole.runAtomically([...TRIGGERS.map((t) => `DROP TRIGGER ${t}`), WHOLE_SYNC_TRIGGER]);
  await incremental.runAtomically(bootstrapCatalogSql());
});
afterAll(async () => {
  await whole.close();
  await incremental.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs `sql` as the session does (planned against the database's catalog, steps in one atomic
 * request). `withoutRowTypes`: the plan as it was before it allocated row types itself — its
 * row-type INSERT taken out and the OID counter moved by the plan's own OIDs only (the trigger
 * numbers the row types after them).
 */
async function runDdl(ex: Executor, sql: string, withoutRowTypes = false): Promise<void> {
  const plan = translator.plan(translator.parse(sql)[0]!, [], { catalog: await catalogOf(ex), searchPath: ['public'] });
  if (plan.kind !== 'ddl') throw new Error(`${sql}: not DDL (${plan.kind})`);
  let steps = plan.steps;
  if (withoutRowTypes) {
    const insert = steps.find((s) => s.startsWith('INSERT INTO _pgsqlite_rowtype '));
    if (insert !== undefined) {
      const oids = insert.split('(SELECT value + ').length - 1; // 3 per row: relation, array type, type
      const rowTypeOids = (2 * oids) / 3;
      steps = steps
        .filter((s) => s !== insert)
        .map((s) => s.replace(/^(INSERT INTO _pgsqlite_meta \(key, value\) VALUES \('next_oid', )(\d+)\)/, (_, head: string, n: string) => `${head}${Number(n) - rowTypeOids})`));
    }
  }
  await ex.runAtomically(steps);
}

const ROWTYPES = `SELECT c.relname, r.typoid, r.typarray FROM _pgsqlite_rowtype r JOIN _pgsqlite_class c ON c.oid = r.relid ORDER BY r.relid`;
const NEXT_OID = `SELECT value FROM _pgsqlite_meta WHERE key = 'next_oid'`;

describe('row types given by the DDL plans (issue 18)', () => {
  it('catalog-rowtype-incr-1 after every statement, the same row types and OID counter as the whole sync', async () => {
    for (const sql of DDL) {
      await runDdl(whole, sql, true);
      await runDdl(incremental, sql);
      expect(await rows(incremental, ROWTYPES), sql).toEqual(await rows(whole, ROWTYPES));
      expect(await rows(incremental, NEXT_OID), sql).toEqual(await rows(whole, NEXT_OID));
    }
    // Every row-typed relation has one, nothing else has one.
    expect(await rows(incremental, `SELECT count(*) FROM _pgsqlite_class WHERE relkind IN (${KINDS}) AND oid NOT IN (SELECT relid FROM _pgsqlite_rowtype)`)).toEqual([[0n]]);
    expect(await rows(incremental, `SELECT count(*) FROM _pgsqlite_rowtype WHERE relid NOT IN (SELECT oid FROM _pgsqlite_class)`)).toEqual([[0n]]);
  });

  it('catalog-rowtype-incr-2 a file with the whole-sync trigger is upgraded on open', async () => {
    // The file written before: its whole-sync trigger goes, this build's come.
    await whole.runAtomically(bootstrapCatalogSql());
    const triggers = await rows(whole, `SELECT name FROM sqlite_schema WHERE type = 'trigger' AND name LIKE '\\_pgsqlite\\_rowtype\\_%' ESCAPE '\\' ORDER BY name`);
    expect(triggers.map((r) => r[0])).toEqual([...TRIGGERS].sort());
    await runDdl(whole, 'CREATE TABLE after_upgrade (x int)');
    await runDdl(incremental, 'CREATE TABLE after_upgrade (x int)');
    expect(await rows(whole, ROWTYPES)).toEqual(await rows(incremental, ROWTYPES));
    expect(await rows(whole, NEXT_OID)).toEqual(await rows(incremental, NEXT_OID));
  });

  it('catalog-rowtype-incr-3 a file with the pending-list triggers is upgraded on open: a relation still pending gets its row type', async () => {
    const old = open('pending.sqlite');
    try {
      await old.runAtomically(bootstrapCatalogSql());
      await old.runAtomically([...TRIGGERS.filter((t) => t !== '_pgsqlite_rowtype_dropped').map((t) => `DROP TRIGGER ${t}`), ...OLD_INCREMENTAL.split(';\n')]);
      // What such a file holds between a relation's INSERT and the bump that never came (or a plan that gave none).
      await old.runAtomically([`INSERT INTO _pgsqlite_class (oid, nspname, relname, relkind, sqlite_name) VALUES (999999, 'public', 'x', 'r', 'x')`]);
      expect(await rows(old, 'SELECT count(*) FROM _pgsqlite_rowtype_pending')).toEqual([[1n]]);
      const next = Number((await rows(old, NEXT_OID))[0]![0]);
      await old.runAtomically(bootstrapCatalogSql());
      const triggers = await rows(old, `SELECT name FROM sqlite_schema WHERE type = 'trigger' AND name LIKE '\\_pgsqlite\\_rowtype\\_%' ESCAPE '\\' ORDER BY name`);
      expect(triggers.map((r) => r[0])).toEqual([...TRIGGERS].sort());
      expect(await rows(old, 'SELECT count(*) FROM _pgsqlite_rowtype_pending')).toEqual([[0n]]);
      // 999999 is above the counter: its row type comes after the counter, which moves past it.
      expect(await rows(old, 'SELECT typarray, typoid FROM _pgsqlite_rowtype WHERE relid = 999999')).toEqual([[BigInt(next), BigInt(next + 1)]]);
      expect(await rows(old, NEXT_OID)).toEqual([[BigInt(next + 2)]]);
    } finally {
      await old.close();
    }
  });

  it('catalog-rowtype-incr-4 a plan registering a relation under an OID it did not allocate numbers its row type as the sync does', async () => {
    const { rowTypeSteps } = await import('../../packages/translate/src/ddl/catalog-steps.js');
    const { steps, oids } = rowTypeSteps(['888888', `(SELECT value + 0 FROM _pgsqlite_meta WHERE key = 'next_oid')`], 1);
    expect(oids).toBe(0);
    const next = Number((await rows(incremental, NEXT_OID))[0]![0]);
    await incremental.runAtomically([
      `INSERT INTO _pgsqlite_class (oid, nspname, relname, relkind, sqlite_name) VALUES (888888, 'public', 'y', 'r', 'y'), (${next}, 'public', 'z', 'v', 'z')`,
      ...steps,
      `INSERT INTO _pgsqlite_meta (key, value) VALUES ('next_oid', 1), ('catalog_version', 1) ON CONFLICT (key) DO UPDATE SET value = value + excluded.value`,
    ]);
    // In relation order after the plan's one OID: the new relation (next) first, then 888888.
    expect(await rows(incremental, `SELECT relid, typarray, typoid FROM _pgsqlite_rowtype WHERE relid IN (888888, ${next}) ORDER BY relid`)).toEqual([
      [BigInt(next), BigInt(next + 1), BigInt(next + 2)],
      [888888n, BigInt(next + 3), BigInt(next + 4)],
    ]);
    expect(await rows(incremental, NEXT_OID)).toEqual([[BigInt(next + 5)]]);
    // Again: it has its row type, nothing is given and the counter moves by the plan's OID only.
    const again = rowTypeSteps(['888888'], 1).steps;
    await incremental.runAtomically([...again, `INSERT INTO _pgsqlite_meta (key, value) VALUES ('next_oid', 1), ('catalog_version', 1) ON CONFLICT (key) DO UPDATE SET value = value + excluded.value`]);
    expect(await rows(incremental, NEXT_OID)).toEqual([[BigInt(next + 6)]]);
  });
});
