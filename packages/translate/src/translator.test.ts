import { beforeAll, describe, expect, it } from 'vitest';
import { Oid } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { Translator, loadParser, type Plan, type SqlPlan } from './index.js';
import { fixtureCatalog } from './testing/fixture-catalog.js';

const catalog = fixtureCatalog();
const ctx = { catalog, searchPath: ['public'] };
let tr: Translator;

beforeAll(async () => {
  await loadParser();
  tr = new Translator();
});

function plan(sql: string, paramTypes: number[] = []): Plan {
  const [stmt] = tr.parse(sql);
  return tr.plan(stmt!, paramTypes, ctx);
}

function sqlPlan(sql: string, paramTypes: number[] = []): SqlPlan {
  const p = plan(sql, paramTypes);
  if (p.kind !== 'sql') throw new Error(`expected a sql plan, got ${p.kind}`);
  return p;
}

function failure(sql: string): { code: string; position?: number; message: string } {
  try {
    plan(sql);
  } catch (e) {
    const f = (e as PgError).fields;
    return { code: f.code, position: f.position, message: f.message };
  }
  throw new Error('expected an error');
}

describe('translate: output typing (RowDescription types as PostgreSQL)', () => {
  const cases: [id: string, sql: string, types: number[], names: string[]][] = [
    ['type-1.1', 'SELECT count(*) FROM users', [Oid.int8], ['count']],
    ['type-1.2', 'SELECT sum(id), avg(id), min(email), max(score) FROM users', [Oid.int8, Oid.numeric, Oid.text, Oid.numeric], ['sum', 'avg', 'min', 'max']],
    ['type-1.3', 'SELECT 1, 1.5, 10000000000, true, $$x$$', [Oid.int4, Oid.numeric, Oid.int8, Oid.bool, Oid.text], ['?column?', '?column?', '?column?', '?column?', '?column?']],
    ['type-1.4', 'SELECT id::text, email::varchar(5), 1::int8 AS n FROM users', [Oid.text, Oid.varchar, Oid.int8], ['id', 'email', 'n']],
    ['type-1.5', 'SELECT users.id + 1, users.id * 2.5, total / 2, users.id = 1 FROM users, orders', [Oid.int4, Oid.numeric, Oid.float8, Oid.bool], ['?column?', '?column?', '?column?', '?column?']],
    ['type-1.6', "SELECT coalesce(name, 'x'), CASE WHEN active THEN 1 ELSE 2 END FROM users", [Oid.varchar, Oid.int4], ['coalesce', 'case']],
    ['type-1.7', 'SELECT now(), current_date, lower(email) FROM users', [Oid.timestamptz, Oid.date, Oid.text], ['now', 'current_date', 'lower']],
    ['type-1.8', 'SELECT id FROM users UNION SELECT id FROM orders', [Oid.int8], ['id']],
  ];
  for (const [id, sql, types, names] of cases) {
    it(`${id} ${sql}`, () => {
      const p = sqlPlan(sql);
      expect(p.columns?.map((c) => c.typeOid)).toEqual(types);
      expect(p.columns?.map((c) => c.name)).toEqual(names);
    });
  }
  it('type-1.10 a cast names the column after its type unless the operand is a column or function', () => {
    expect(sqlPlan("SELECT 2.5::float8::int4, email::text, lower(email)::varchar, '1'::int8 FROM users").columns?.map((c) => c.name)).toEqual(['int4', 'email', 'lower', 'int8']);
  });
  it('type-1.9 plain columns carry table OID and attnum', () => {
    const p = sqlPlan('SELECT email FROM users');
    expect(p.columns?.[0]).toMatchObject({ tableOid: 16384, attnum: 2 });
  });
});

describe('translate: parameter inference (ParameterDescription as PostgreSQL)', () => {
  const cases: [id: string, sql: string, params: number[]][] = [
    ['param-1.1', 'SELECT * FROM users WHERE id = $1', [Oid.int4]],
    ['param-1.2', 'SELECT * FROM users WHERE email = $1 AND score > $2', [Oid.text, Oid.numeric]],
    ['param-1.3', 'SELECT $1::uuid', [Oid.uuid]],
    ['param-1.4', 'INSERT INTO users (id, email, created) VALUES ($1, $2, $3)', [Oid.int4, Oid.text, Oid.timestamptz]],
    ['param-1.5', 'SELECT * FROM users LIMIT $1 OFFSET $2', [Oid.int8, Oid.int8]],
    ['param-1.6', 'UPDATE users SET name = $2 WHERE id = $1', [Oid.int4, Oid.varchar]],
    ['param-1.7', 'SELECT * FROM orders WHERE id = ANY($1)', [Oid._int8]],
  ];
  for (const [id, sql, params] of cases) {
    it(`${id} ${sql}`, () => {
      expect(sqlPlan(sql).paramTypes).toEqual(params);
    });
  }
  it('param-1.8 declared types win over inference', () => {
    expect(sqlPlan('SELECT * FROM users WHERE id = $1', [Oid.int8]).paramTypes).toEqual([Oid.int8]);
  });
  it('param-1.9 placeholders bind in SQL order, repeats included', () => {
    const p = sqlPlan('SELECT * FROM users WHERE id = $2 OR id = $1 OR id = $2');
    expect(p.paramOrder).toEqual([2, 1, 2]);
    expect(p.sql.split('?').length - 1).toBe(3);
  });
});

describe('translate: emitted SQLite keeps PostgreSQL semantics', () => {
  it('sem-1.1 ORDER BY spells out PostgreSQL NULL placement', () => {
    const p = sqlPlan('SELECT id FROM users ORDER BY name, id DESC');
    expect(p.sql).toContain('ASC NULLS LAST');
    expect(p.sql).toContain('DESC NULLS FIRST');
  });
  it('sem-1.2 literals are converted to storage at plan time', () => {
    expect(sqlPlan("SELECT * FROM users WHERE active = 'yes'").sql).toContain('= 1');
    expect(sqlPlan("SELECT * FROM users WHERE created > '2000-01-01 00:00:00+00'").sql).toContain('946684800000000');
  });
  it('sem-1.3 numeric comparisons and arithmetic are exact (runtime functions, never REAL)', () => {
    expect(sqlPlan('SELECT score + 1 FROM users WHERE score > 1.5').sql).toMatch(/pg_numeric_op[\s\S]*pg_numeric_cmp/);
  });
  it('sem-1.4 integer arithmetic is range-checked', () => {
    expect(sqlPlan('SELECT id + 1 FROM users').sql).toContain('pg_int_check');
  });
  it('sem-1.5 LIKE is case-sensitive with backslash escapes', () => {
    expect(sqlPlan("SELECT * FROM users WHERE email LIKE 'a%'").sql).toContain('pg_like(');
  });
  it('sem-1.6 OFFSET without LIMIT', () => {
    expect(sqlPlan('SELECT id FROM users OFFSET 5').sql).toContain('LIMIT -1 OFFSET COALESCE(5, 0)');
  });
  it('sem-1.7 a plan is cached until the catalog version changes', () => {
    const a = plan('SELECT id FROM users');
    expect(plan('SELECT id FROM users')).toBe(a);
  });
  it('sem-1.9 DISTINCT ON keeps the first row per key in ORDER BY order', () => {
    const p = sqlPlan('SELECT DISTINCT ON (active) email FROM users ORDER BY active, id DESC');
    expect(p.sql).toContain('row_number() OVER (PARTITION BY');
    expect(p.columns?.map((c) => c.name)).toEqual(['email']);
  });
  it('sem-1.10 set-returning functions in FROM take the alias as column name', () => {
    expect(sqlPlan('SELECT * FROM generate_series(1, 3) AS g').columns?.map((c) => [c.name, c.typeOid])).toEqual([['g', Oid.int4]]);
    expect(sqlPlan('SELECT * FROM unnest($1::text[]) WITH ORDINALITY').columns?.map((c) => c.name)).toEqual(['unnest', 'ordinality']);
  });
  it('sem-1.11 ORDER BY an output alias of a grouped query (bench regression)', () => {
    expect(sqlPlan('SELECT active, sum(id) AS total FROM users GROUP BY active ORDER BY total DESC').sql).toContain('ORDER BY');
  });
  it('sem-1.12 EXPLAIN returns one text column QUERY PLAN', () => {
    const p = sqlPlan('EXPLAIN SELECT * FROM users WHERE id = 1');
    expect(p.explain).toBe(true);
    expect(p.columns?.map((c) => c.name)).toEqual(['QUERY PLAN']);
  });
  it('sem-1.8 RETURNING reads the written row', () => {
    const p = sqlPlan("INSERT INTO users (id, email) VALUES (1, 'a') RETURNING id, email");
    expect(p.columns?.map((c) => c.typeOid)).toEqual([Oid.int4, Oid.text]);
    expect(p.verb).toBe('INSERT');
  });
});

describe('translate: errors as PostgreSQL reports them', () => {
  const cases: [id: string, sql: string, code: string, position?: number][] = [
    ['err-1.1', 'SELECT * FROM nosuch', '42P01', 15],
    ['err-1.2', 'SELECT nosuch FROM users', '42703', 8],
    ['err-1.3', 'SELECT id FROM users, orders', '42702', 8],
    ['err-1.4', 'SELECT from where', '42601', 13],
    ['err-1.5', 'SELECT email, count(*) FROM users', '42803', 8],
    ['err-1.6', 'SELECT * FROM users WHERE count(*) > 1', '42803', 27],
    ['err-1.7', "SELECT email + 1 FROM users", '42883', 14],
    ['err-1.8', "SELECT * FROM users WHERE id = 'abc'", '22P02', 32],
    ['err-1.9', 'SELECT nosuchfn(1)', '42883', 8],
    ['err-1.10', 'SELECT * FROM _pgsqlite_class', '42P01', 15],
    ['err-1.11', 'SELECT 1 FROM users WHERE email', '42804'],
  ];
  for (const [id, sql, code, position] of cases) {
    it(`${id} ${sql}`, () => {
      const f = failure(sql);
      expect(f.code).toBe(code);
      if (position !== undefined) expect(f.position).toBe(position);
    });
  }
  it('err-1.13 a simple-query $1 has no value (42P02)', () => {
    const [stmt] = tr.parse('SELECT $1');
    expect(() => tr.plan(stmt!, [], { ...ctx, paramsAllowed: false })).toThrow(/there is no parameter \$1/);
  });
  it('err-1.12 unsupported syntax is 0A000 naming the construct', () => {
    const f = failure('CREATE TABLE p (a date) PARTITION BY HASH (a)');
    expect(f.code).toBe('0A000');
    expect(f.message).toMatch(/hash partitioning on type date/);
  });
});

describe('translate: utility statements', () => {
  it('util-1.1 transaction control', () => {
    expect(plan('BEGIN ISOLATION LEVEL SERIALIZABLE')).toMatchObject({ kind: 'transaction', action: 'begin', isolation: 'serializable' });
    expect(plan('ROLLBACK TO SAVEPOINT s1')).toMatchObject({ action: 'rollback_to', savepoint: 's1', tag: 'ROLLBACK' });
  });
  it('util-1.2 SET / RESET / SHOW', () => {
    expect(plan("SET TIME ZONE 'Europe/Paris'")).toMatchObject({ kind: 'set', name: 'timezone', value: 'Europe/Paris' });
    expect(plan('SET search_path TO app, public')).toMatchObject({ value: 'app, public' });
    expect(plan('RESET ALL')).toMatchObject({ kind: 'set', all: true });
    expect(plan('SHOW DateStyle')).toMatchObject({ kind: 'show', name: 'datestyle' });
  });
  it('util-1.3 CREATE TABLE emits storage classes and catalog rows', () => {
    const p = plan('CREATE TABLE t (id serial PRIMARY KEY, n numeric(5,2) NOT NULL DEFAULT 0, at timestamptz DEFAULT now())');
    expect(p.kind).toBe('ddl');
    if (p.kind !== 'ddl') return;
    expect(p.steps[0]).toBe(
      `CREATE TABLE "t" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "n" TEXT NOT NULL DEFAULT ('0.00'), "at" INTEGER DEFAULT (pg_now()))`,
    );
    expect(p.steps.some((s) => s.startsWith('INSERT INTO _pgsqlite_attribute'))).toBe(true);
  });
  it('util-1.4 CREATE TABLE IF NOT EXISTS on an existing table is a notice', () => {
    expect(plan('CREATE TABLE IF NOT EXISTS users (id int)')).toMatchObject({ steps: [], notices: ['relation "users" already exists, skipping'] });
  });
});
