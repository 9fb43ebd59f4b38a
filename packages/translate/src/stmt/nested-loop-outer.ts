import { Oid, type RelationDef, builtinColumnIndex, builtinRows, typeByOid } from '@pgsqlite/catalog';
import { type AstNode, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import { foldsToNull } from '../analyze/strict-null.js';

/**
 * Which side of `t0 JOIN t1 ON f(t1.b)` PostgreSQL scans first. The one-sided condition is a
 * filter on t1's scan, and the planner makes the filtered side the nested loop's inner
 * (join-side-quals.ts) unless it estimates that filter to leave at most one row
 * (clamp_row_est: fewer than 1.5): then t1 is the outer, scanned first and filtered row by row
 * whether or not t0 has a row (`mod(b2, 0) IS NULL AND (jsonb - b2)::boolean`, 0.005 × 0.333
 * of 720 rows; a comparison with a constant the estimator computes as NULL, 0).
 *
 * The estimate follows PostgreSQL's for a table never analyzed: 10 pages of tuples as wide as
 * its columns' average widths (estimate_rel_size, get_typavgwidth), times each AND term's
 * default selectivity (IS NULL 0.005, `=` 0.005, `<>` 0.995, `<`/`>` 0.3333, a range
 * (BETWEEN) 0.005, a boolean function 0.3333, a boolean I/O cast 0.5). `filterOuter` gives SQL
 * that is true where the filtered side is the outer: '1' where the estimate is one row
 * anyway, `(c) IS NULL OR …` where it is one row only when a compared constant `c` is NULL, or
 * undefined where the side stays the inner (or a term is not estimated here).
 */
export function filterOuter(
  rel: RelationDef,
  terms: readonly AstNode[],
  hasColumns: (n: AstNode) => boolean,
  castSource: (cast: AstNode) => number | undefined,
  sqlOf: (n: AstNode) => string | undefined,
  otherRows?: number,
): string | undefined {
  const est = estimatedRows(rel, terms, hasColumns, castSource);
  if (est === undefined) return undefined;
  const { rows, zeroWhen } = est;
  if (rows < 1.5) return '1';
  // the other side is materialized as the inner where it is the smaller (cost_nestloop: the
  // Materialize's cost grows with its rows): `t0 JOIN t1 ON f(t0)` scans t0 first where its 1,244
  // estimated rows outnumber a wider t1's 920
  if (otherRows !== undefined && rows > otherRows) return '1';
  if (zeroWhen.length === 0) return undefined;
  const tests: string[] = [];
  for (const z of zeroWhen) {
    const sql = sqlOf(z);
    if (sql === undefined) return undefined;
    tests.push(`(${sql}) IS NULL`);
  }
  return `(${tests.join(' OR ')})`;
}

/** PostgreSQL's row estimate of a table never vacuumed: 10 pages at its tuple width. */
/** A plain table's estimated rows after `terms` (its filter), without statistics; undefined where a term is not estimated here. */
export function estimatedRows(rel: RelationDef, terms: readonly AstNode[], hasColumns: (n: AstNode) => boolean, castSource: (cast: AstNode) => number | undefined): { rows: number; zeroWhen: AstNode[] } | undefined {
  let sel = 1;
  const zeroWhen: AstNode[] = [];
  for (const t of terms) {
    const s = termSelectivity(t, hasColumns, castSource);
    if (s === undefined) return undefined;
    sel *= s.sel;
    zeroWhen.push(...s.zeroWhen);
  }
  // (clamp_row_est rounds)
  return { rows: Math.round(rawRows(rel) * sel), zeroWhen };
}

function rawRows(rel: RelationDef): number {
  let width = 0;
  for (const c of rel.columns) width += typeWidth(c.typeOid, c.typmod);
  // (BLCKSZ - page header) / (data + MAXALIGN(tuple header) + line pointer), integer division
  const density = Math.floor(8168 / (width + 24 + 4));
  return density * 10;
}

/** get_typavgwidth without statistics. */
function typeWidth(oid: number, typmod: number): number {
  const t = typeByOid(oid);
  if (t !== undefined && t.len > 0) return t.len;
  if ((oid === Oid.varchar || oid === Oid.bpchar) && typmod > 4) {
    // type_maximum_size: the characters at 4 bytes each (UTF8) and the varlena header
    const max = (typmod - 4) * 4 + 4;
    if (oid === Oid.bpchar || max <= 32) return max;
    return max < 1000 ? 32 + Math.floor((max - 32) / 2) : 32 + Math.floor((1000 - 32) / 2);
  }
  return 32;
}

interface Selectivity {
  sel: number;
  /** constants compared: where one is NULL the estimate is 0 */
  zeroWhen: AstNode[];
}

const COMPARED: Record<string, number> = { '=': 0.005, '<>': 0.995, '!=': 0.995, '<': 0.3333333333333333, '>': 0.3333333333333333, '<=': 0.3333333333333333, '>=': 0.3333333333333333 };

function termSelectivity(t: AstNode, hasColumns: (n: AstNode) => boolean, castSource: (cast: AstNode) => number | undefined): Selectivity | undefined {
  const type = nodeType(t);
  const f = fieldsOf(t);
  if (type === 'NullTest') return hasColumns(f['arg'] as AstNode) ? { sel: f['nulltesttype'] === 'IS_NULL' ? 0.005 : 0.995, zeroWhen: [] } : undefined;
  if (type === 'BoolExpr' && f['boolop'] === 'AND_EXPR') {
    let sel = 1;
    const zeroWhen: AstNode[] = [];
    for (const a of (f['args'] as AstNode[] | undefined) ?? []) {
      const s = termSelectivity(a, hasColumns, castSource);
      if (s === undefined) return undefined;
      sel *= s.sel;
      zeroWhen.push(...s.zeroWhen);
    }
    return { sel, zeroWhen };
  }
  if (type === 'FuncCall') return hasColumns(t) ? { sel: 0.3333333333333333, zeroWhen: [] } : undefined;
  if (type === 'TypeCast') {
    const names = (((f['typeName'] as Record<string, unknown> | undefined)?.['names'] as AstNode[] | undefined) ?? []).map((n) => strVal(n));
    if (!['bool', 'boolean'].includes(names[names.length - 1] ?? '') || !hasColumns(t)) return undefined;
    const from = castSource(t);
    if (from === undefined) return undefined;
    return { sel: castFunction(from) ? 0.3333333333333333 : 0.5, zeroWhen: [] };
  }
  if (type !== 'A_Expr') return undefined;
  const l = f['lexpr'] as AstNode | undefined;
  const r = f['rexpr'] as AstNode | undefined;
  if (l === undefined || r === undefined || Array.isArray(l)) return undefined;
  if (f['kind'] === 'AEXPR_BETWEEN' && nodeType(r) === 'List') {
    const bounds = (fieldsOf(r)['items'] as AstNode[] | undefined) ?? [];
    // a range over the compared expression (clauselist_selectivity's range pair, no statistics)
    if (hasColumns(l) && !bounds.some(hasColumns)) return { sel: 0.005, zeroWhen: [] };
    if (!hasColumns(l) && bounds.every(hasColumns)) return { sel: 0.3333333333333333 ** 2, zeroWhen: literalOrNot(l) };
    return undefined;
  }
  const name = ((f['name'] as AstNode[] | undefined) ?? []).map((n) => strVal(n));
  const sel = f['kind'] === 'AEXPR_OP' && name.length === 1 ? COMPARED[name[0] as string] : undefined;
  if (sel === undefined || Array.isArray(r)) return undefined;
  const [lc, rc] = [hasColumns(l), hasColumns(r)];
  if (!lc && !rc) return undefined;
  // both sides read the table: no constant for the estimator, its default selectivity
  if (lc && rc) return { sel, zeroWhen: [] };
  const c = lc ? r : l;
  return foldsToNull(c) ? undefined : { sel, zeroWhen: literalOrNot(c) };
}

/** A constant the estimator computes: [] for a literal (never NULL here), else the node. */
function literalOrNot(n: AstNode): AstNode[] {
  const t = nodeType(n);
  if (t === 'A_Const') return [];
  if (t === 'TypeCast' && nodeType(fieldsOf(n)['arg'] as AstNode) === 'A_Const') return [];
  return [n];
}

let functionCasts: Set<number> | undefined;

/** Whether the cast from `from` to boolean is a function (a FuncExpr: function_selectivity's 0.3333). */
function castFunction(from: number): boolean {
  if (functionCasts === undefined) {
    const col = (c: string): number => builtinColumnIndex('pg_cast', c);
    functionCasts = new Set(builtinRows('pg_cast').filter((r) => Number(r[col('casttarget')]) === Oid.bool && String(r[col('castmethod')]) === 'f').map((r) => Number(r[col('castsource')])));
  }
  return functionCasts.has(from);
}
