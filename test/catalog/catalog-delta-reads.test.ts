import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_TRACKING_SQL, bootstrapCatalogSql, changeNotesPrelude, firstReadAfterDdl, loadCatalog, loadCatalogTracked, type Catalog, type CatalogQuery } from '@pgsqlite/catalog';
import { createInlineExecutor, type Executor } from '@pgsqlite/engine';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { Translator, loadParser, registerRuntime } from '@pgsqlite/translate';

/**
 * Issue 18: the incremental catalog load after DDL skips two reads it used to repeat after every
 * statement — the tables created outside pgsqlite (a scan of sqlite_schema and of every
 * relation's name) while there are none, and the key ranges of _pgsqlite_meta (extensions,
 * operator classes) unless a key of that range was written. Each snapshot must still equal a
 * full load, also when plain tables come and go and when those ranges change.
 */

const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-catreads-'));
const path = join(dir, 'reads.sqlite');
const engine = nativeEngineFactory.open({ path, synchronous: 'OFF', trustedSchema: true });
registerRuntime(engine);
const executor: Executor = createInlineExecutor(engine);
const query: CatalogQuery = async (sql) => (await executor.run(sql, [])).rows ?? [];
const translator = new Translator();
/**
 * The SQL of every request the loads below sent (to see which reads they skipped; a load's first
 * request also carries the reads the previous two loads needed, as a guess).
 */
const sent: string[] = [];
const watched: CatalogQuery = async (sql) => {
  sent.push(sql);
  return query(sql);
};

beforeAll(async () => {
  await loadParser();
  await executor.runAtomically(bootstrapCatalogSql());
  await executor.runAtomically(CHANGE_TRACKING_SQL);
});
afterAll(async () => {
  await executor.close();
  rmSync(dir, { recursive: true, force: true });
});

const comparable = (c: Catalog): unknown => ({ ...c, version: 0 });

/** Plans `sql` and runs its steps as the session does: first deleting the notes `catalog` holds. */
async function runDdl(sql: string, catalog: Catalog): Promise<void> {
  const plan = translator.plan(translator.parse(sql)[0]!, [], { catalog, searchPath: ['public'] });
  if (plan.kind !== 'ddl') throw new Error(`${sql}: not DDL (${plan.kind})`);
  await executor.runAtomically([...changeNotesPrelude(catalog, executor), ...plan.steps]);
}

/** Runs `sql`, reloads incrementally, checks it equals a full load; returns it and what it read. */
async function step(sql: string, catalog: Catalog): Promise<{ catalog: Catalog; sent: string }> {
  await runDdl(sql, catalog);
  sent.length = 0;
  const next = await loadCatalogTracked(watched, executor, catalog);
  const text = sent.join('\n');
  expect(next.incremental, sql).toBe(true);
  expect(comparable(next.catalog), sql).toEqual(comparable(await loadCatalog(query)));
  return { catalog: next.catalog, sent: text };
}

describe('catalog: reads an incremental load skips (issue 18)', () => {
  it('catalog-delta-reads-1 no plain tables: DDL does not scan sqlite_schema; plain tables are followed until gone', async () => {
    let catalog = (await loadCatalogTracked(query, executor, null)).catalog;
    let r = await step('CREATE TABLE a1 (id int PRIMARY KEY, v text)', catalog);
    expect(r.sent).not.toContain('sqlite_schema');
    r = await step('CREATE INDEX a1_v ON a1 (v)', r.catalog);
    expect(r.sent).not.toContain('sqlite_schema');
    // A table created outside pgsqlite (another connection: the next load is full).
    const other = new Database(path);
    other.exec('CREATE TABLE plain_one (x INTEGER NOT NULL, y TEXT)');
    other.close();
    await runDdl('CREATE TABLE a2 (id int)', r.catalog);
    const full = await loadCatalogTracked(query, executor, r.catalog);
    expect(full.incremental).toBe(false);
    expect(full.catalog.findRelation('plain_one', 'public', ['public'])?.columns.map((c) => c.name)).toEqual(['x', 'y']);
    // While there is one, DDL reads the list again (it may drop or adopt it).
    r = await step('CREATE TABLE a3 (id int)', full.catalog);
    expect(r.sent).toContain('sqlite_schema');
    expect(r.catalog.findRelation('plain_one', 'public', ['public'])).toBeDefined();
    r = await step('DROP TABLE plain_one', r.catalog);
    expect(r.catalog.findRelation('plain_one', 'public', ['public'])).toBeUndefined();
    // (The two loads after one that needed a read send it again: the guess of what they need.)
    r = await step('CREATE TABLE a4 (id int, a1_id int REFERENCES a1)', r.catalog);
    r = await step('CREATE INDEX a4_a1 ON a4 (a1_id)', r.catalog);
    const a1 = r.catalog.findRelation('a1', 'public', ['public'])!;
    const a4 = r.catalog.findRelation('a4', 'public', ['public'])!;
    r = await step('ALTER TABLE a4 RENAME TO a5', r.catalog);
    expect(r.sent).not.toContain('sqlite_schema');
    // The relations the statement did not touch are the previous snapshot's objects; a5 is new.
    expect(r.catalog.relationByOid(a1.oid)).toBe(a1);
    expect(r.catalog.relationByOid(a4.oid)).not.toBe(a4);
    expect(r.catalog.relationByOid(a4.oid)?.name).toBe('a5');
    expect(r.catalog.findRelation('a4', 'public', ['public'])).toBeUndefined();
    // A catalog derived with Object.create (alter-propagate.ts overrides one method so) still answers.
    const derived = Object.create(r.catalog) as Catalog;
    expect(derived.findRelation('a5', 'public', ['public'])).toBe(r.catalog.findRelation('a5', 'public', ['public']));
    expect(derived.constraintsOf(a1.oid)).toBe(r.catalog.constraintsOf(a1.oid));
    r = await step('DROP TABLE a5, a3, a2', r.catalog);
    catalog = r.catalog;
    expect(catalog.findRelation('a5', 'public', ['public'])).toBeUndefined();
  });

  it('catalog-delta-reads-2 extensions and operator classes are read again only when their keys change', async () => {
    let r = { catalog: (await loadCatalogTracked(query, executor, null)).catalog, sent: '' };
    r = await step('CREATE TABLE b1 (id int PRIMARY KEY)', r.catalog);
    expect(r.sent).not.toContain("'extension:'");
    expect(r.sent).not.toContain("'opclass:'");
    r = await step('CREATE EXTENSION IF NOT EXISTS "uuid-ossp"', r.catalog);
    expect(r.sent).toContain("'extension:'");
    expect(r.catalog.extensions().map((e) => e.name)).toContain('uuid-ossp');
    r = await step(`CREATE FUNCTION b_hash(value int4, seed int8) RETURNS int8 AS 'select value + seed' LANGUAGE sql STRICT IMMUTABLE`, r.catalog);
    r = await step('CREATE OPERATOR CLASS b_int4_ops FOR TYPE int4 USING hash AS OPERATOR 1 =, FUNCTION 2 b_hash(int4, int8)', r.catalog);
    expect(r.sent).toContain("'opclass:'");
    r = await step('CREATE TABLE b2 (id int)', r.catalog);
    r = await step('CREATE TABLE b3 (id int)', r.catalog);
    r = await step('CREATE TABLE b4 (id int)', r.catalog);
    expect(r.sent).not.toContain("'opclass:'");
    expect(r.sent).not.toContain("'extension:'");
    r = await step('DROP OPERATOR CLASS b_int4_ops USING hash', r.catalog);
    expect(r.sent).toContain("'opclass:'");
    r = await step('DROP EXTENSION "uuid-ossp"', r.catalog);
    expect(r.catalog.extensions().map((e) => e.name)).not.toContain('uuid-ossp');
    await step('DROP TABLE b1, b2, b3, b4', r.catalog);
  });

  it('catalog-delta-reads-3 a snapshot layered on the previous one answers every lookup as a full load, through a mixed script', async () => {
    const script = [
      'CREATE TABLE c1 (id serial PRIMARY KEY, name text UNIQUE, n int CHECK (n > 0))',
      'CREATE TABLE c2 (id bigserial PRIMARY KEY, c1_id int REFERENCES c1 ON DELETE CASCADE, t text)',
      'CREATE INDEX c2_t ON c2 (t)',
      'CREATE VIEW c_v AS SELECT c1.name, c2.t FROM c1 JOIN c2 ON c2.c1_id = c1.id',
      'ALTER TABLE c1 RENAME TO c1x',
      'ALTER TABLE c2 RENAME TO c1',
      'ALTER TABLE c1x ADD COLUMN extra jsonb',
      'ALTER TABLE c1 ADD CONSTRAINT c1_t_check CHECK (length(t) < 100)',
      'CREATE SCHEMA cs',
      'CREATE TABLE cs.c1 (a int PRIMARY KEY)',
      'CREATE SEQUENCE cs.s1',
      "COMMENT ON TABLE c1x IS 'renamed'",
      'DROP VIEW c_v',
      'ALTER TABLE c1 DROP CONSTRAINT c1_t_check',
      'DROP INDEX c2_t',
      'CREATE TABLE c3 (a int, b int, PRIMARY KEY (a, b))',
      'CREATE UNIQUE INDEX c3_b ON c3 (b)',
      'ALTER TABLE c3 ALTER COLUMN b TYPE bigint',
      'DROP TABLE c1',
      'DROP SCHEMA cs CASCADE',
      'CREATE TABLE c4 (id int PRIMARY KEY REFERENCES c3 (b))',
      'DROP TABLE c4, c3, c1x',
    ];
    let catalog = (await loadCatalogTracked(query, executor, null)).catalog;
    const seen = { oids: new Set<number>(), names: new Set<string>(), acls: new Set<string>() };
    for (const sql of script) {
      catalog = (await step(sql, catalog)).catalog;
      const full = await loadCatalog(query);
      for (const rel of full.relations()) {
        seen.oids.add(rel.oid);
        seen.names.add(`${rel.schema}.${rel.name}`);
      }
      for (const x of [...full.constraints(), ...full.indexes(), ...full.sequences()]) seen.oids.add(x.oid);
      for (const a of full.acls?.() ?? []) seen.acls.add(`${a.classoid}/${a.objoid}/${a.objsubid}`);
      expect([...catalog.relations()], sql).toEqual([...full.relations()]);
      for (const oid of seen.oids) {
        expect(catalog.relationByOid(oid), `${sql}: relation ${oid}`).toEqual(full.relationByOid(oid));
        expect(catalog.constraintsOf(oid), `${sql}: constraints of ${oid}`).toEqual(full.constraintsOf(oid));
        expect(catalog.indexByOid(oid), `${sql}: index ${oid}`).toEqual(full.indexByOid(oid));
        expect(catalog.sequenceByOid(oid), `${sql}: sequence ${oid}`).toEqual(full.sequenceByOid(oid));
      }
      for (const qualified of seen.names) {
        const [schema, name] = qualified.split('.') as [string, string];
        expect(catalog.findRelation(name, schema, []), `${sql}: ${qualified}`).toEqual(full.findRelation(name, schema, []));
        expect(catalog.findRelation(name, undefined, ['cs', 'public']), `${sql}: ${name} on the path`).toEqual(full.findRelation(name, undefined, ['cs', 'public']));
      }
      for (const key of seen.acls) {
        const [classoid, objoid, objsubid] = key.split('/').map(Number) as [number, number, number];
        expect(catalog.aclOf?.(classoid, objoid, objsubid), `${sql}: acl ${key}`).toEqual(full.aclOf?.(classoid, objoid, objsubid));
      }
    }
    expect(seen.names.has('public.c1x')).toBe(true);
  });

  it('catalog-delta-reads-5 the noted rows of plain keyed reads are read from their tables, without a subquery per read', async () => {
    let r = { catalog: (await loadCatalogTracked(query, executor, null)).catalog, sent: '' };
    r = await step('CREATE TABLE e1 (id int PRIMARY KEY, v text)', r.catalog);
    r = await step('CREATE TABLE e2 (id bigserial PRIMARY KEY, e1_id int REFERENCES e1, n numeric(8,2) CHECK (n > 0))', r.catalog);
    // SQLite compiles the batch again after every schema change: a CTE per read cost about as much again.
    for (const table of ['_pgsqlite_class', '_pgsqlite_attribute', '_pgsqlite_index', '_pgsqlite_rowtype', '_pgsqlite_acl']) {
      expect(r.sent, table).toMatch(new RegExp(`\\(SELECT json_group_array\\(json_array\\([a-z_, ]+\\)\\) FROM ${table} WHERE [a-z_]+ IN \\(SELECT key FROM temp\\._pgsqlite_catalog_changes WHERE tbl = '${table}'\\)\\)`));
    }
    // The sequences' read takes its store key by a column's subquery: read straight from the table
    // too, with the big-integer guard on the user values (start, increment, bounds, cache) alone.
    expect(r.sent).toContain("FROM _pgsqlite_sequence s WHERE seqrelid IN (SELECT key FROM temp._pgsqlite_catalog_changes WHERE tbl = '_pgsqlite_sequence'))");
    // The constraints' read takes NOT VALID by a column's subquery (_pgsqlite_connotvalid) likewise.
    expect(r.sent).toContain("FROM _pgsqlite_constraint c WHERE oid IN (SELECT key FROM temp._pgsqlite_catalog_changes WHERE tbl = '_pgsqlite_constraint'))");
    expect(r.sent).not.toContain('WITH q(');
    expect(r.sent.match(/CASE WHEN typeof/g)?.length).toBe(5);
    await step('DROP TABLE e2, e1', r.catalog);
  });

  it('catalog-delta-reads-4 a migration alternating CREATE TABLE and CREATE INDEX reloads in one request per statement', async () => {
    let catalog = (await loadCatalogTracked(query, executor, null)).catalog;
    const requests: number[] = [];
    for (let t = 0; t < 6; t++) {
      const create = await step(`CREATE TABLE d${t} (id serial PRIMARY KEY, parent int${t > 0 ? ` REFERENCES d${t - 1}` : ''}, name text UNIQUE)`, catalog);
      requests.push(sent.length);
      const index = await step(`CREATE INDEX d${t}_parent ON d${t} (parent)`, create.catalog);
      requests.push(sent.length);
      catalog = index.catalog;
    }
    // The first two guess from loads of other statements; then every load is one request.
    expect(requests.slice(2)).toEqual(requests.slice(2).map(() => 1));
    await step('DROP TABLE d5, d4, d3, d2, d1, d0', catalog);
  });

  it('catalog-delta-reads-5 a CREATE TABLE writes each catalog table in one INSERT', async () => {
    const catalog = (await loadCatalogTracked(query, executor, null)).catalog;
    const sql = 'CREATE TABLE e1 (id bigserial PRIMARY KEY, code varchar(8) UNIQUE, n numeric CHECK (n >= 0), other int UNIQUE)';
    const plan = translator.plan(translator.parse(sql)[0]!, [], { catalog, searchPath: ['public'] });
    if (plan.kind !== 'ddl') throw new Error('not DDL');
    const inserts = (table: string): number => plan.steps.filter((x) => x.startsWith(`INSERT INTO ${table} `)).length;
    expect([inserts('_pgsqlite_class'), inserts('_pgsqlite_attribute'), inserts('_pgsqlite_index'), inserts('_pgsqlite_constraint')]).toEqual([1, 1, 1, 1]);
    const r = await step(sql, catalog);
    const e1 = r.catalog.findRelation('e1', 'public', ['public'])!;
    expect(r.catalog.constraintsOf(e1.oid).map((c) => `${c.type}:${c.name}`).sort()).toEqual(['c:e1_n_check', 'p:e1_pkey', 'u:e1_code_key', 'u:e1_other_key']);
    expect(r.catalog.findRelation('e1_other_key', 'public', ['public'])?.kind).toBe('i');
    await step('DROP TABLE e1', r.catalog);
  });

  it('catalog-delta-reads-7 a DDL statement runs the reload\'s first read in its own request: the load reads nothing more', async () => {
    let catalog = (await loadCatalogTracked(query, executor, null)).catalog;
    const counts: number[] = [];
    for (let t = 0; t < 5; t++) {
      for (const sql of [`CREATE TABLE f${t} (id serial PRIMARY KEY, parent int${t > 0 ? ` REFERENCES f${t - 1}` : ''}, name text UNIQUE)`, `CREATE INDEX f${t}_parent ON f${t} (parent)`]) {
        const plan = translator.plan(translator.parse(sql)[0]!, [], { catalog, searchPath: ['public'] });
        if (plan.kind !== 'ddl') throw new Error('not DDL');
        const read = firstReadAfterDdl(catalog, executor);
        expect(read, sql).not.toBeNull();
        const rows = await executor.runAtomicallyThen!([...changeNotesPrelude(catalog, executor), ...plan.steps], read!);
        expect(rows, sql).not.toBeNull();
        let answer: { sql: string; rows: unknown[][] } | null = { sql: read!, rows: rows! };
        sent.length = 0;
        const answered: CatalogQuery = async (q) => {
          if (answer !== null && q === answer.sql) {
            const out = answer.rows;
            answer = null;
            return out as Awaited<ReturnType<CatalogQuery>>;
          }
          return watched(q);
        };
        const next = await loadCatalogTracked(answered, executor, catalog);
        expect(next.incremental, sql).toBe(true);
        expect(answer, `${sql}: the load asked for the read the DDL ran`).toBeNull();
        expect(comparable(next.catalog), sql).toEqual(comparable(await loadCatalog(query)));
        counts.push(sent.length);
        catalog = next.catalog;
      }
    }
    // Once the guess has seen both kinds of statement, the DDL's request was the reload's only one.
    expect(counts.slice(2)).toEqual(counts.slice(2).map(() => 0));
    // A catalog this connection did not load has no first read: the load after DDL is a full one.
    expect(firstReadAfterDdl(await loadCatalog(query), executor)).toBeNull();
    // The steps fail: nothing is read, the call rejects; the read fails: the steps stand, no rows.
    await expect(executor.runAtomicallyThen!(['CREATE TABLE f0 (x int)'], 'SELECT 1')).rejects.toThrow();
    expect(await executor.runAtomicallyThen!(['CREATE TABLE g_after (x int)'], 'SELECT * FROM no_such_table')).toBeNull();
    expect(await query("SELECT count(*) FROM sqlite_schema WHERE name = 'g_after'")).toEqual([[1n]]);
    await executor.run('DROP TABLE g_after', []);
    await step('DROP TABLE f4, f3, f2, f1, f0', catalog);
  });
});
