import { beforeAll, describe, expect, it } from 'vitest';
import { PgError } from '@pgsqlite/errors';
import type { Catalog } from '@pgsqlite/catalog';
import { Translator, loadParser, type BoundPlan } from './index.js';
import { fixtureCatalog } from './testing/fixture-catalog.js';
import { liftableLiterals } from './literal-lift.js';
import { substitute } from './literal-plans.js';
import { textKey } from './literal-texts.js';

const catalog = fixtureCatalog();
const ctx = { catalog, searchPath: ['public'] };

beforeAll(async () => {
  await loadParser();
});

function planned(tr: Translator, sql: string, context: { catalog: Catalog; searchPath: string[] } = ctx): BoundPlan {
  const [stmt] = tr.parse(sql);
  return tr.planSimple(stmt!, context);
}

function sqlOf(b: BoundPlan): string {
  return b.plan.kind === 'sql' ? b.plan.sql : b.plan.kind;
}

/** The error a statement's planning throws. */
function errorOf(tr: Translator, sql: string): PgError {
  try {
    planned(tr, sql);
  } catch (e) {
    if (e instanceof PgError) return e;
    throw e;
  }
  throw new Error(`no error for ${sql}`);
}

/** Lifted values of a statement (parse only). */
function lifted(sql: string): readonly (number | string)[] {
  const tr = new Translator();
  return liftableLiterals(tr.parse(sql)[0]!.ast).values;
}

describe('translate: simple-protocol plans shared across integer and string literals', () => {
  it("string-literal-never-binds-to-an-integer-shape: VALUES ('x') after VALUES (1), (2) into an integer column is 22P02", () => {
    const tr = new Translator();
    planned(tr, 'INSERT INTO users (id) VALUES (1)');
    planned(tr, 'INSERT INTO users (id) VALUES (2)');
    expect(planned(tr, 'INSERT INTO users (id) VALUES (3)').params).toEqual([3]);
    expect(errorOf(tr, "INSERT INTO users (id) VALUES ('error')").code).toBe('22P02');
    expect(errorOf(tr, "INSERT INTO users (id) VALUES ('error')").code).toBe('22P02');
    expect(errorOf(tr, 'SELECT email FROM users WHERE id = \'x\'').code).toBe('22P02');
    planned(tr, 'SELECT email FROM users WHERE id = 4');
    planned(tr, 'SELECT email FROM users WHERE id = 5');
    expect(errorOf(tr, "SELECT email FROM users WHERE id = 'y'").code).toBe('22P02');
  });
  it('lit-1: the third statement of a shape binds its literals to the shared plan (pgbench -S)', () => {
    const tr = new Translator();
    const first = planned(tr, 'SELECT email FROM users WHERE id = 11');
    expect(first.params).toEqual([]);
    expect(sqlOf(first)).toContain('"users"."id" = 11');
    const second = planned(tr, 'SELECT email FROM users WHERE id = 12');
    expect(sqlOf(second)).toContain('"users"."id" = 12');
    const hits = tr.stats.hits;
    const third = planned(tr, 'select  email from users where id=123456;');
    expect(third.params).toEqual([123456]);
    expect(sqlOf(third)).toContain('"users"."id" = ?');
    expect(tr.stats.hits).toBe(hits + 1);
    expect(planned(tr, 'SELECT email FROM users WHERE id = -7').plan).toBe(third.plan);
    expect(planned(tr, 'SELECT email FROM users WHERE id = 0').params).toEqual([0]);
    // Another column list is another shape.
    expect(planned(tr, 'SELECT name FROM users WHERE id = 5').params).toEqual([]);
  });

  it('lit-2: several literals, either side of the comparison, AND/OR/NOT, UPDATE … SET n = n + k, DELETE', () => {
    expect(lifted('SELECT 1 FROM users WHERE (id > 3 AND 9 >= id) OR NOT (id <> -4)')).toEqual([3, 9, -4]);
    expect(lifted('UPDATE orders SET user_id = user_id + -5 WHERE id = 3')).toEqual([-5, 3]);
    expect(lifted('DELETE FROM orders WHERE user_id = 2')).toEqual([2]);
    const tr = new Translator();
    for (const k of [1, 2]) planned(tr, `UPDATE orders SET user_id = user_id + ${k} WHERE id = ${k}`);
    const shared = planned(tr, 'UPDATE orders SET user_id = user_id + -42 WHERE id = 7');
    expect(shared.params).toEqual([-42, 7]);
    expect(sqlOf(shared)).not.toContain('42');
  });

  it('lit-3: literals whose typing or matching a parameter would change are not lifted', () => {
    for (const sql of [
      'SELECT id + 1 FROM users GROUP BY id + 1 ORDER BY 1',
      'SELECT id FROM users ORDER BY id LIMIT 5 OFFSET 2',
      'SELECT id FROM users WHERE id = 5::int8',
      'SELECT id FROM users WHERE id = 5000000000',
      'SELECT id FROM users WHERE id = 1.5',
      'SELECT id FROM users WHERE id + 1 = 5',
      'SELECT id FROM users WHERE id IN (1, 2)',
      'SELECT id FROM users WHERE id = ANY (SELECT 5)',
      'SELECT id FROM users WHERE id OPERATOR(pg_catalog.=) 5',
      'SELECT id FROM users WHERE 1 = 1',
      'SELECT id FROM users WHERE EXISTS (SELECT 1 FROM orders WHERE user_id = 5)',
      'SELECT id INTO nu FROM users WHERE id = 5',
      'UPDATE orders SET user_id = user_id WHERE total > 2.5',
      "UPDATE orders SET tags[1] = 'x' WHERE total > 2.5",
      'INSERT INTO orders (id) SELECT 5',
      'INSERT INTO orders (id) VALUES (5 + 1)',
      'INSERT INTO orders (id) VALUES (5) ORDER BY 1',
    ]) {
      expect(lifted(sql), sql).toEqual([]);
    }
  });

  it('lit-4: a shape whose plan depends on the literal (numeric, float8) keeps planning each statement', () => {
    const tr = new Translator();
    for (const v of [1, 2, 3, 4]) {
      const b = planned(tr, `SELECT id FROM users WHERE score > ${v}`);
      expect(b.params).toEqual([]);
      expect(sqlOf(b)).toContain(`'${v}'`);
      const f = planned(tr, `SELECT id FROM orders WHERE total > ${v}`);
      expect(f.params).toEqual([]);
      expect(sqlOf(f)).toContain(`${v}.0`);
    }
  });

  it('lit-5: errors keep their SQLSTATE and position however often the shape is seen', () => {
    const tr = new Translator();
    for (const v of [1, 22, 333]) {
      const e = errorOf(tr, `SELECT id FROM users WHERE email = ${v}`);
      expect(e.code).toBe('42883');
      expect(e.fields.position).toBe(34);
      const p = errorOf(tr, `SELECT id FROM users WHERE id = ${v} AND id = $1`);
      expect(p.code).toBe('42P02');
    }
    // A shared plan is not served for another catalog version (a column may have changed type).
    for (const v of [1, 2, 3]) planned(tr, `SELECT id FROM users WHERE id = ${v}`);
    const other = Object.create(catalog, { version: { value: catalog.version + 1 } }) as Catalog;
    expect(planned(tr, 'SELECT id FROM users WHERE id = 4', { catalog: other, searchPath: ['public'] }).params).toEqual([]);
    expect(planned(tr, 'SELECT id FROM users WHERE id = 4').params).toEqual([4]);
  });

  it('lit-6: substitute writes values only at placeholders outside quotes', () => {
    expect(substitute(`SELECT '?', "a?" FROM t WHERE a = ? AND b = ? AND c = ?`, [2, -1, 1], [7, 8])).toBe(`SELECT '?', "a?" FROM t WHERE a = 8 AND b = ? AND c = 7`);
    expect(substitute('SELECT ?', [1, 1], [3])).toBeNull();
    expect(substitute('SELECT ?, ?', [1], [3])).toBeNull();
  });

  it('lit-7: a known text with other integers is planned without parsing; anything else is not recognised', () => {
    const tr = new Translator();
    const text = (sql: string, context: { catalog: Catalog; searchPath: string[] } = ctx) => tr.planSimpleText(sql, context);
    expect(text('SELECT email FROM users WHERE id = 1;')).toBeNull();
    for (const v of [1, 2, 3]) planned(tr, `SELECT email FROM users WHERE id = ${v} AND id <> -${v} LIMIT 10;`);
    const shared = planned(tr, 'SELECT email FROM users WHERE id = 4 AND id <> -4 LIMIT 10;');
    const hit = text('SELECT email FROM users WHERE id = 123456 AND id <> -0007 LIMIT 10;');
    expect(hit?.plan).toBe(shared.plan);
    expect(hit?.params).toEqual([123456, -7]);
    expect(hit?.stmt.source).toBe('SELECT email FROM users WHERE id = 123456 AND id <> -0007 LIMIT 10;');
    expect(text('SELECT email FROM users WHERE id = 2147483647 AND id <> -2147483647 LIMIT 10;')?.params).toEqual([2147483647, -2147483647]);
    for (const other of [
      'SELECT email FROM users WHERE id = 2147483648 AND id <> -1 LIMIT 10;', // numeric, not int4
      'SELECT email FROM users WHERE id = 1 AND id <> -2147483648 LIMIT 10;',
      'SELECT email FROM users WHERE id = -1 AND id <> -1 LIMIT 10;', // a sign where there was none
      'SELECT email FROM users WHERE id = 1 AND id <> 1 LIMIT 10;',
      'SELECT email FROM users WHERE id = 1 AND id <> -1 LIMIT 11;', // a literal that is not lifted
      'SELECT email FROM users WHERE id = 1 AND id <> -1 LIMIT 10; SELECT 1;',
      'SELECT email FROM users WHERE id = 1 AND id <> -1 LIMIT 10',
      'SELECT email FROM users WHERE id = 1.5 AND id <> -1 LIMIT 10;',
      'SELECT email FROM users WHERE id = 1e3 AND id <> -1 LIMIT 10;',
      'SELECT email FROM users WHERE id =  1 AND id <> -1 LIMIT 10;',
    ]) {
      expect(text(other), other).toBeNull();
    }
    // Another catalog version: parse and plan again.
    const other = Object.create(catalog, { version: { value: catalog.version + 1 } }) as Catalog;
    expect(text('SELECT email FROM users WHERE id = 5 AND id <> -5 LIMIT 10;', { catalog: other, searchPath: ['public'] })).toBeNull();
    expect(textKey("SELECT a1 FROM t WHERE b = 12 AND c = '3'")).toBe("SELECT a# FROM t WHERE b = # AND c = '#'");
  });

  it('lit-8: no text template for strings with several statements or non-ASCII text', () => {
    const tr = new Translator();
    for (const v of [1, 2, 3, 4]) {
      const stmts = tr.parse(`SELECT email FROM users WHERE id = ${v}; SELECT 1`);
      tr.planSimple(stmts[0]!, ctx);
      planned(tr, `SELECT email AS "é" FROM users WHERE id = ${v}`);
    }
    expect(planned(tr, 'SELECT email AS "é" FROM users WHERE id = 9').params).toEqual([9]);
    expect(tr.planSimpleText('SELECT email FROM users WHERE id = 5; SELECT 1', ctx)).toBeNull();
    expect(tr.planSimpleText('SELECT email AS "é" FROM users WHERE id = 5', ctx)).toBeNull();
  });

  it('lit-9: integer entries of INSERT … VALUES rows share one plan; a value the plan depends on does not', () => {
    expect(lifted('INSERT INTO orders (id, user_id) VALUES (5, -3), (6, 7)')).toEqual([5, -3, 6, 7]);
    const tr = new Translator();
    for (const v of [1, 2]) planned(tr, `INSERT INTO orders (id, user_id, total) VALUES (${v}, ${v + 10}, 2.5)`);
    const shared = planned(tr, 'INSERT INTO orders (id, user_id, total) VALUES (77, -9, 2.5)');
    expect(shared.params).toEqual([77, -9]);
    expect(sqlOf(shared)).not.toContain('77');
    // A float8 column: the literal is written as 1.0, not bound as int4, so each is planned alone.
    for (const v of [1, 2, 3]) expect(planned(tr, `INSERT INTO orders (id, total) VALUES (1, ${v})`).params).toEqual([]);
  });

  it('lit-10: string literals and whole SET values share a plan where the text binds as is (psycopg2, Django: literals inlined)', () => {
    expect(lifted("INSERT INTO users (id, email) VALUES (5, 'a@b')")).toEqual([5, 'a@b']);
    expect(lifted("UPDATE users SET email = 'x', active = true WHERE id = 3 AND email <> 'y'")).toEqual(['x', 3, 'y']);
    const tr = new Translator();
    for (const v of [1, 2]) planned(tr, `INSERT INTO users (id, email) VALUES (${v}, 'u${v}@example.com')`);
    const shared = planned(tr, "INSERT INTO users (id, email) VALUES (77, 'it''s \\ me')");
    expect(shared.params).toEqual([77, "it's \\ me"]);
    expect(sqlOf(shared)).not.toContain('me');
    for (const v of [1, 2]) planned(tr, `UPDATE users SET email = 'e${v}' WHERE id = ${v}`);
    const update = planned(tr, "UPDATE users SET email = 'new' WHERE id = 9");
    expect(update.params).toEqual(['new', 9]);
    for (const v of [1, 2]) planned(tr, `SELECT id FROM users WHERE email = 'q${v}'`);
    expect(planned(tr, "SELECT id FROM users WHERE email = 'zz'").params).toEqual(['zz']);
  });

  it('lit-11: a string literal the plan converts (an integer or varchar(n) column) keeps planning each statement', () => {
    const tr = new Translator();
    for (const v of [1, 2, 3, 4]) {
      const b = planned(tr, `SELECT email FROM users WHERE id = '${v}'`);
      expect(b.params, `id = '${v}'`).toEqual([]);
      expect(sqlOf(b)).toContain(`= ${v}`);
    }
    for (const v of [1, 2, 3, 4]) expect(planned(tr, `UPDATE users SET name = 'n${v}' WHERE id = 1`).params).toEqual([]);
    expect(errorOf(tr, "UPDATE users SET name = 'a name longer than twenty-four characters' WHERE id = 1").fields.code).toBe('22001');
  });
});
