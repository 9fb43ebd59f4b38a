import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { coerce } from '../analyze/coerce.js';
import { planType, typeName } from '../analyze/types.js';
import type { Expr } from '../analyze/expr-types.js';
import type { ScalarImpl } from '../analyze/scalar-functions.js';
import type { Scope } from '../analyze/scope.js';
import { checkSearchCycleShape, expandedRecursiveArm, plainSeed } from './search-cycle-terms.js';

/**
 * WITH RECURSIVE … SEARCH {DEPTH|BREADTH} FIRST BY cols SET seq and CYCLE cols SET mark [TO v
 * DEFAULT d] USING path, rewritten as PostgreSQL's rewriteSearchAndCycle does: the seed and the
 * recursive term each get the extra columns, the recursive term computing them from the parent
 * row's (`cte.seq`, `cte.path`) and stopping below a row marked as a cycle. The seq (record[]
 * DEPTH FIRST, record BREADTH FIRST) and path (record[]) values print as PostgreSQL's and sort in
 * its order (runtime/search-cycle.ts).
 */

/** Internal function names: a NUL cannot occur in client SQL, so only this rewrite reaches them. */
const DFS = '\u0000search_dfs';
const BFS = '\u0000search_bfs';
const PATH = '\u0000cycle_path';
const MEMBER = '\u0000cycle_member';
const MARK = '\u0000cycle_mark';
/** record[] (`_record`). */
const RECORD_ARRAY = 2287;

const str = (sval: string): AstNode => ({ String: { sval } });
const call = (name: string, args: AstNode[]): AstNode => ({ FuncCall: { funcname: [str(name)], args, location: -1 } });
const ref = (alias: string, col: string): AstNode => ({ ColumnRef: { fields: [str(alias), str(col)], location: -1 } });
const target = (name: string, val: AstNode): AstNode => ({ ResTarget: { name, val, location: -1 } });
const NULL: AstNode = { A_Const: { isnull: true, location: -1 } };
/** The BY / CYCLE column names as a JSON array literal (the to_json field names of the records). */
const names = (cols: readonly string[]): AstNode => ({ A_Const: { sval: { sval: JSON.stringify(cols) }, location: -1 } });

/** The alias under which the recursive term reads the CTE `name` (its RangeVar in FROM, joins included). */
function selfAlias(node: unknown, name: string): string | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  const rv = (node as Fields)['RangeVar'] as Fields | undefined;
  if (rv && rv['relname'] === name && !rv['schemaname']) return (rv['alias']?.['aliasname'] as string | undefined) ?? name;
  if ((node as Fields)['SubLink'] || (node as Fields)['RangeSubselect']) return undefined;
  for (const v of Object.values(node as Fields)) {
    const hit = selfAlias(v, name);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** The target expressions of a term for the named CTE columns (0A000 when the term's targets are not plain). */
function values(ctx: PlanCtx, term: Fields, colnames: readonly string[], cols: readonly string[]): AstNode[] {
  const targets = (term['targetList'] as AstNode[] | undefined) ?? [];
  if ((term['op'] && term['op'] !== 'SETOP_NONE') || term['valuesLists'] || JSON.stringify(targets).includes('"A_Star"') || targets.length !== colnames.length) {
    throw ctx.error('feature_not_supported', 'SEARCH / CYCLE over a term that is VALUES, a set operation or uses * is not supported by pgsqlite');
  }
  return cols.map((c) => targets[colnames.indexOf(c)]?.['ResTarget']?.['val'] as AstNode);
}

/**
 * Where the recursive term first reads column `col` of the CTE (PostgreSQL reports a column the
 * rewrite duplicates there, as an ambiguous reference).
 */
function refLocation(node: unknown, alias: string, col: string): number | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  const ref = (node as Fields)['ColumnRef'] as Fields | undefined;
  if (ref) {
    const parts = ((ref['fields'] as AstNode[] | undefined) ?? []).map((f) => (f['String'] ? strVal(f) : '*'));
    const hit = parts[parts.length - 1] === col && (parts.length === 1 || (parts.length === 2 && parts[0] === alias));
    return hit ? (ref['location'] as number | undefined) : undefined;
  }
  for (const v of Object.values(node as Fields)) {
    const hit = refLocation(v, alias, col);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

function checkColumns(ctx: PlanCtx, cols: readonly string[], colnames: readonly string[], what: string, location: number | undefined): void {
  const seen = new Set<string>();
  for (const c of cols) {
    if (!colnames.includes(c)) throw ctx.error('syntax_error', `${what} column "${c}" not in WITH query column list`, location);
    if (seen.has(c)) throw ctx.error('duplicate_column', `${what} column "${c}" specified more than once`, location);
    seen.add(c);
  }
}

/**
 * The CTE's query with its SEARCH / CYCLE clauses carried out (`colnames` its column names);
 * `sel` itself when it has neither. Errors as PostgreSQL's parse analysis words them.
 */
export function rewriteSearchCycle(scope: Scope, cte: Fields, sel: Fields, colnames: readonly string[], recursive: boolean): Fields {
  const ctx = scope.ctx;
  const search = cte['search_clause'] as Fields | undefined;
  const cycle = cte['cycle_clause'] as Fields | undefined;
  if (!search && !cycle) return sel;
  const name = String(cte['ctename']);
  const alias = sel['op'] === 'SETOP_UNION' ? selfAlias(sel['rarg'], name) : undefined;
  if (!recursive || alias === undefined) throw ctx.error('syntax_error', 'WITH query is not recursive', cte['location']);
  checkSearchCycleShape(scope, sel, name);
  // parse_cte.c checks the written column list; a name the query itself gives collides in the rewrite (42702)
  const listed = ((cte['aliascolnames'] as AstNode[] | undefined) ?? []).map(strVal);
  const larg = { ...plainSeed(sel['larg'] as Fields, colnames) };
  const rarg = { ...(expandedRecursiveArm(scope, sel['rarg'] as Fields, name, colnames) ?? (sel['rarg'] as Fields)) };
  const lt = [...((larg['targetList'] as AstNode[] | undefined) ?? [])];
  const rt = [...((rarg['targetList'] as AstNode[] | undefined) ?? [])];
  if (search) {
    const cols = ((search['search_col_list'] as AstNode[] | undefined) ?? []).map(strVal);
    const seq = String(search['search_seq_column']);
    checkColumns(ctx, cols, colnames, 'search', search['location']);
    if (listed.includes(seq)) throw ctx.error('syntax_error', `search sequence column name "${seq}" already used in WITH query column list`, search['location']);
    if (colnames.includes(seq)) throw ctx.error('ambiguous_column', `column reference "${seq}" is ambiguous`, refLocation(rarg, alias, seq) ?? search['location']);
    const fn = search['search_breadth_first'] ? BFS : DFS;
    lt.push(target(seq, call(fn, [NULL, names(cols), ...values(ctx, larg, colnames, cols)])));
    rt.push(target(seq, call(fn, [ref(alias, seq), names(cols), ...values(ctx, rarg, colnames, cols)])));
    if (cycle && (seq === cycle['cycle_mark_column'] || seq === cycle['cycle_path_column'])) {
      throw ctx.error('syntax_error', `search sequence column name and cycle ${seq === cycle['cycle_mark_column'] ? 'mark' : 'path'} column name are the same`, search['location']);
    }
  }
  if (cycle) {
    const cols = ((cycle['cycle_col_list'] as AstNode[] | undefined) ?? []).map(strVal);
    const mark = String(cycle['cycle_mark_column']);
    const path = String(cycle['cycle_path_column']);
    checkColumns(ctx, cols, colnames, 'cycle', cycle['location']);
    if (mark === path) throw ctx.error('syntax_error', 'cycle mark column name and cycle path column name are the same', cycle['location']);
    if (listed.includes(mark)) throw ctx.error('syntax_error', `cycle mark column name "${mark}" already used in WITH query column list`, cycle['location']);
    if (listed.includes(path)) throw ctx.error('syntax_error', `cycle path column name "${path}" already used in WITH query column list`, cycle['location']);
    for (const c of [mark, path]) if (colnames.includes(c)) throw ctx.error('ambiguous_column', `column reference "${c}" is ambiguous`, refLocation(rarg, alias, c) ?? cycle['location']);
    const value = cycle['cycle_mark_value'] as AstNode;
    const dflt = cycle['cycle_mark_default'] as AstNode;
    const rv = values(ctx, rarg, colnames, cols);
    lt.push(target(mark, dflt), target(path, call(PATH, [NULL, names(cols), ...values(ctx, larg, colnames, cols)])));
    const member = call(MEMBER, [ref(alias, path), ...rv]);
    rt.push(target(mark, { CaseExpr: { args: [{ CaseWhen: { expr: member, result: value } }], defresult: dflt } }));
    rt.push(target(path, call(PATH, [ref(alias, path), names(cols), ...rv])));
    const notCycle: AstNode = { A_Expr: { kind: 'AEXPR_OP', name: [str('<>')], lexpr: call(MARK, [ref(alias, mark)]), rexpr: value, location: -1 } };
    const where = rarg['whereClause'] as AstNode | undefined;
    rarg['whereClause'] = where ? { BoolExpr: { boolop: 'AND_EXPR', args: [where, notCycle] } } : notCycle;
  }
  larg['targetList'] = lt;
  rarg['targetList'] = rt;
  return { ...sel, larg, rarg };
}

/**
 * The internal functions of the rewrite: (parent's seq or path, the column names, the row's
 * values…); `withNames` false for the membership test, which takes no names.
 */
function keyFn(runtime: string, type: number, withNames = true): ScalarImpl {
  return (args: Expr[], env) => {
    const [prev, cols, ...vals] = withNames ? args : [args[0], undefined, ...args.slice(1)];
    if (!prev || vals.length === 0 || (withNames && !cols)) return undefined;
    const typed = vals.map((v) => (v === undefined ? v : v.type === Oid.unknown ? coerce(env.scope.ctx, v, Oid.text, -1, 'implicit') : v)) as Expr[];
    const oids = `'${JSON.stringify(typed.map((v) => v.type))}'`;
    const head = cols ? `${prev.sql}, ${cols.sql}` : prev.sql;
    return { sql: `${runtime}(${head}, ${oids}, json_array(${typed.map((v) => v.sql).join(', ')}))`, type, typmod: -1 };
  };
}

/** Types without a default btree or hash operator class: no equality operator for lookup_type_cache (geometry, json, xml). */
const NO_EQUALITY: ReadonlySet<number> = new Set([600, 601, 602, 603, 604, 628, 718, Oid.json, 142]);

/**
 * The cycle mark column as the cycle test reads it (`mark <> value`): PostgreSQL looks up the mark
 * type's equality operator when it analyzes the clause and refuses a type that has none (42883),
 * an array of such a type included.
 */
function markCheck(args: Expr[], env: Parameters<ScalarImpl>[1]): ReturnType<ScalarImpl> {
  const [m] = args;
  if (m === undefined || args.length !== 1) return undefined;
  const elem = planType(m.type)?.elemOid;
  if (NO_EQUALITY.has(m.type) || (elem !== undefined && elem !== 0 && NO_EQUALITY.has(elem))) {
    throw env.scope.ctx.error('undefined_function', `could not identify an equality operator for type ${typeName(m.type)}`);
  }
  return m;
}

/** Spread into SCALARS: reachable only through the names this rewrite writes. */
export const SEARCH_CYCLE_FUNCTIONS: Record<string, ScalarImpl> = {
  [DFS]: keyFn('pg_search_dfs', RECORD_ARRAY),
  [BFS]: keyFn('pg_search_bfs', Oid.record),
  [PATH]: keyFn('pg_cycle_path', RECORD_ARRAY),
  [MEMBER]: keyFn('pg_cycle_member', Oid.bool, false),
  [MARK]: markCheck,
};
