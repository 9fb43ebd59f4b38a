import { render, type Column, type Node } from './expr.js';
import type { Rng } from './rng.js';
import type { Statement, Table } from './statements.js';
import { BOOL, TYPES } from './types.js';

/** What a query shape draws its expressions with: a typed generator over given columns, a random type, an exact one. */
export interface ShapeTools {
  readonly g: (type: number, cols: readonly Column[]) => Node;
  readonly any: () => number;
  readonly exact: () => number;
  /** Types whose equal values always print alike (grouping keys). */
  readonly exactTypes: ReadonlySet<number>;
}

export const QUERY_SHAPES = ['outer-join', 'having', 'cte', 'not-in', 'not-exists', 'correlated-scalar'] as const;
export type QueryShape = (typeof QUERY_SHAPES)[number];

const e = (x: readonly Node[], i: number): string => render(x[i] as Node);
const INT = 23;

/**
 * Join conditions PostgreSQL plans for a FULL JOIN: an equality it can merge or hash on,
 * with the random condition as a further conjunct.
 */
const EQUI = ['ra = rb', '(ra % 2) = (rb % 2)', 'ra = (rb + 1)'];

/**
 * The query shapes beyond single-table filters: RIGHT/FULL (and one-sided LEFT) joins, HAVING,
 * non-recursive CTEs referenced once and twice, NOT IN over a subquery that may hold NULL,
 * correlated [NOT] EXISTS (also as a value), correlated scalar subqueries in the select list.
 * Each answers the same rows whatever the plan (compared as multisets) or orders by every column.
 */
export function genQueryShape(kind: QueryShape, rng: Rng, tools: ShapeTools, tables: readonly Table[]): Statement {
  const [t0, t1] = tables as [Table, Table];
  const { g, any, exact } = tools;
  const c0 = t0.columns;
  const c1 = t1.columns;
  const both = [...c0, ...c1];
  switch (kind) {
    case 'outer-join': {
      const join = rng.pick(['LEFT', 'RIGHT', 'FULL']);
      // the ON condition references both sides, the left one only, the right one only, or neither
      const cols = rng.pick([both, c0, c1, []]);
      const equi = join === 'FULL' || rng.chance(0.3) ? `${rng.pick(EQUI)} AND ` : '';
      const where = rng.chance(0.3);
      const exprs = [g(BOOL, cols), g(any(), both), ...(where ? [g(BOOL, both)] : [])];
      return {
        kind,
        exprs,
        ordered: false,
        build: (x) => `SELECT ra, rb, ${e(x, 1)} FROM t0 ${join} JOIN t1 ON ${equi}${e(x, 0)}${where ? ` WHERE ${e(x, 2)}` : ''}`,
      };
    }
    case 'having': {
      const keys = c0.filter((c) => tools.exactTypes.has(c.type));
      const filter = rng.pick(['p', 'p AND count(*) > 1', 'count(*) > 1 OR p', 'sum(CASE WHEN q THEN 1 ELSE 0 END) > 0', 'bool_or(q)', 'p AND count(q) >= 1']);
      if (keys.length === 0) {
        // no exactly printed column: the group key is an expression, filtered on aggregates only
        return { kind, exprs: [g(exact(), c0), g(BOOL, c0)], ordered: false, build: (x) => `SELECT ${e(x, 0)}, count(*) FROM t0 GROUP BY 1 HAVING count(*) > 1 OR bool_or(${e(x, 1)})` };
      }
      const key = rng.pick(keys);
      const exprs = [g(BOOL, [key]), g(BOOL, c0)];
      return {
        kind,
        exprs,
        ordered: false,
        build: (x) => `SELECT ${key.name}, count(*) FROM t0 GROUP BY ${key.name} HAVING ${filter.replace(/\bp\b/, `(${e(x, 0)})`).replace(/\bq\b/, `(${e(x, 1)})`)}`,
      };
    }
    case 'cte': {
      // The body reads columns only: PostgreSQL folds an inlined body's constants in the
      // statement's own order after pulling it up (left open; README), a materialized one's first.
      const col = rng.pick(c0);
      const type = col.type;
      const mat = rng.pick(['', '', 'MATERIALIZED ', 'NOT MATERIALIZED ']);
      const filter = rng.pick(['true', '(ra % 2) = 0', `${col.name} IS NOT NULL`, 'ra > 1']);
      const v: Column = { name: 'v', type };
      const k: Column = { name: 'k', type: INT };
      const head = `WITH c AS ${mat}(SELECT ra AS k, ${col.name} AS v FROM t0 WHERE ${filter})`;
      const use = rng.pick(['once', 'self-join', 'subqueries']);
      if (use === 'once') {
        const exprs = [g(any(), [k, v]), g(BOOL, [k, v])];
        return { kind, exprs, ordered: false, build: (x) => `${head} SELECT k, ${e(x, 0)} FROM c WHERE ${e(x, 1)}` };
      }
      if (use === 'self-join') {
        const exprs = [g(BOOL, [{ name: 'c.v', type }, { name: 'd.v', type }])];
        const join = rng.pick(['JOIN', 'LEFT JOIN']);
        return { kind, exprs, ordered: false, build: (x) => `${head} SELECT c.k, d.k FROM c ${join} c AS d ON c.k <= d.k AND ${e(x, 0)}` };
      }
      const exprs = [g(BOOL, [...c1, v])];
      return {
        kind,
        exprs,
        ordered: false,
        build: (x) => `${head} SELECT rb, (SELECT count(*) FROM c) FROM t1 WHERE rb IN (SELECT k FROM c) OR EXISTS (SELECT 1 FROM c WHERE ${e(x, 0)})`,
      };
    }
    case 'not-in': {
      const type = any();
      const withNull = rng.chance(0.5) ? ` UNION ALL SELECT NULL` : '';
      const correlated = rng.chance(0.4);
      const exprs = [g(type, c0), g(type, correlated ? both : c1), g(BOOL, correlated ? both : c1)];
      const sub = (x: readonly Node[]): string => `(SELECT ${e(x, 1)} FROM t1 WHERE ${e(x, 2)}${withNull})`;
      if (rng.chance(0.5)) return { kind, exprs, ordered: false, build: (x) => `SELECT ra, ${e(x, 0)} NOT IN ${sub(x)} FROM t0` };
      return { kind, exprs, ordered: false, build: (x) => `SELECT ra FROM t0 WHERE ${e(x, 0)} NOT IN ${sub(x)}` };
    }
    case 'not-exists': {
      const not = rng.chance(0.6) ? 'NOT ' : '';
      // a one-sided conjunct (a one-time test in PostgreSQL's plan) beside the correlated one
      const oneTime = rng.chance(0.4);
      const exprs = [g(BOOL, both), ...(oneTime ? [g(BOOL, rng.pick([c0, c1, []]))] : [])];
      const cond = (x: readonly Node[]): string => (oneTime ? `${e(x, 1)} AND ${e(x, 0)}` : e(x, 0));
      if (rng.chance(0.5)) return { kind, exprs, ordered: false, build: (x) => `SELECT ra, ${not}EXISTS (SELECT 1 FROM t1 WHERE ${cond(x)}) FROM t0` };
      return { kind, exprs, ordered: false, build: (x) => `SELECT ra FROM t0 WHERE ${not}EXISTS (SELECT 1 FROM t1 WHERE ${cond(x)})` };
    }
    case 'correlated-scalar': {
      const type = exact();
      const ordered = TYPES.find((t) => t.oid === type)?.ordered === true;
      const exprs = [g(BOOL, both), g(type, both)];
      // [what the subquery selects, what follows its WHERE]
      const [sel, tail] = rng.pick([
        ['count(*)', ''],
        ['max(rb)', ''],
        // an aggregate whose argument reads t1 (one over outer columns only is the outer query's)
        ['count(CASE WHEN rb >= 0 THEN $ END)', ''],
        [ordered ? 'max(CASE WHEN rb >= 0 THEN $ END)' : 'min(rb)', ''],
        ['$', ' ORDER BY rb DESC LIMIT 1'],
        ['sum(rb) FILTER (WHERE rb > 1)', ''],
      ] as const);
      return {
        kind,
        exprs,
        ordered: false,
        build: (x) => `SELECT ra, (SELECT ${sel.split('$').join(e(x, 1))} FROM t1 WHERE ${e(x, 0)}${tail}) FROM t0`,
      };
    }
  }
}
