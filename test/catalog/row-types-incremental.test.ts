import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapCatalogSql, loadCatalog, type Catalog } from '@pgsqlite/catalog';
import { createInlineExecutor, type Executor } from '@pgsqlite/engine';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { Translator, loadParser, registerRuntime } from '@pgsqlite/translate';

/**
 * Issue 18: the row types of relations are kept in sync at each catalog version bump from what
 * the DDL changed (a pending list and pg_class row triggers), no longer by scanning every
 * relation twice per statement. The result must be the whole sync's, OID for OID: the same DDL
 * script runs on a database with the whole sync as its trigger (as files written before had it)
 * and on one with the incremental triggers, and their row types must agree after every statement.
 * A file written before is upgraded on open.
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
const INCREMENTAL_TRIGGERS = ['_pgsqlite_rowtype_added', '_pgsqlite_rowtype_changed', '_pgsqlite_rowtype_dropped', '_pgsqlite_rowtype_bump'];

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
  await whole.runAtomically([...INCREMENTAL_TRIGGERS.map((t) => `DROP TRIGGER ${t}`), WHOLE_SYNC_TRIGGER]);
  await incremental.runAtomically(bootstrapCatalogSql());
});
afterAll(async () => {
  await whole.close();
  await incremental.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `sql` as the session does (planned against the database's catalog, steps in one atomic request). */
async function runDdl(ex: Executor, sql: string): Promise<void> {
  const plan = translator.plan(translator.parse(sql)[0]!, [], { catalog: await catalogOf(ex), searchPath: ['public'] });
  if (plan.kind !== 'ddl') throw new Error(`${sql}: not DDL (${plan.kind})`);
  await ex.runAtomically(plan.steps);
}

const ROWTYPES = `SELECT c.relname, r.typoid, r.typarray FROM _pgsqlite_rowtype r JOIN _pgsqlite_class c ON c.oid = r.relid ORDER BY r.relid`;
const NEXT_OID = `SELECT value FROM _pgsqlite_meta WHERE key = 'next_oid'`;

describe('row types kept in sync incrementally (issue 18)', () => {
  it('catalog-rowtype-incr-1 after every statement, the same row types and OID counter as the whole sync', async () => {
    for (const sql of DDL) {
      await runDdl(whole, sql);
      await runDdl(incremental, sql);
      expect(await rows(incremental, ROWTYPES), sql).toEqual(await rows(whole, ROWTYPES));
      expect(await rows(incremental, NEXT_OID), sql).toEqual(await rows(whole, NEXT_OID));
      expect(await rows(incremental, 'SELECT count(*) FROM _pgsqlite_rowtype_pending'), sql).toEqual([[0n]]);
    }
    // Every row-typed relation has one, nothing else has one.
    expect(await rows(incremental, `SELECT count(*) FROM _pgsqlite_class WHERE relkind IN (${KINDS}) AND oid NOT IN (SELECT relid FROM _pgsqlite_rowtype)`)).toEqual([[0n]]);
    expect(await rows(incremental, `SELECT count(*) FROM _pgsqlite_rowtype WHERE relid NOT IN (SELECT oid FROM _pgsqlite_class)`)).toEqual([[0n]]);
  });

  it('catalog-rowtype-incr-2 a failed statement leaves nothing pending; a file with the whole-sync trigger is upgraded on open', async () => {
    await expect(incremental.runAtomically(['INSERT INTO _pgsqlite_class (oid, nspname, relname, relkind, sqlite_name) VALUES (999999, \'public\', \'x\', \'r\', \'x\')', 'SELECT no_such_function()'])).rejects.toThrow();
    expect(await rows(incremental, 'SELECT count(*) FROM _pgsqlite_rowtype_pending')).toEqual([[0n]]);
    // The file written before: its whole-sync trigger goes, the incremental ones come.
    await whole.runAtomically(bootstrapCatalogSql());
    const triggers = await rows(whole, `SELECT name FROM sqlite_schema WHERE type = 'trigger' AND name LIKE '\\_pgsqlite\\_rowtype\\_%' ESCAPE '\\' ORDER BY name`);
    expect(triggers.map((r) => r[0])).toEqual([...INCREMENTAL_TRIGGERS].sort());
    await runDdl(whole, 'CREATE TABLE after_upgrade (x int)');
    await runDdl(incremental, 'CREATE TABLE after_upgrade (x int)');
    expect(await rows(whole, ROWTYPES)).toEqual(await rows(incremental, ROWTYPES));
  });
});
