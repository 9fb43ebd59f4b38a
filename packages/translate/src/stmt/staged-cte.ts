import { formatType } from '@pgsqlite/catalog';
import { userTypeNames } from '../catalog-views/user-type-names.js';
import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import type { ParsedStatement } from '../parse/parser.js';
import type { SessionFunctionPlan, SqlPlan, StagedCte } from '../plan.js';
import { hasTopLevelSessionCall } from './session-functions.js';

/** Plans a SelectStmt (the translator's own SELECT planning, session functions included). */
export type SelectPlanner = (f: Fields) => SessionFunctionPlan | SqlPlan;

/** Plans the rest of a statement (its CTE replaced by rows) as a statement of its own; null when it is not a query or DML plan. */
export type StatementPlanner = (stmt: ParsedStatement) => SessionFunctionPlan | SqlPlan | null;

/**
 * `WITH c AS (SELECT set_config('lock_timeout', '1h', true)) SELECT pg_advisory_lock(k) FROM c`
 * (Kysely's migration lock): a CTE whose output columns call session functions. PostgreSQL
 * evaluates such a (volatile) CTE once, before the outer query reads it; so does pgsqlite: the
 * CTE runs first as a statement of its own (with the CTEs before it), then the statement runs
 * with the CTE's rows in its place as typed constants. Non-recursive WITH of a SELECT only; the
 * first such CTE is staged, a later one is staged when the rest is planned at run time.
 */
export function planStagedCte(ctx: PlanCtx, f: Fields, planSelect: SelectPlanner, type = 'SelectStmt', planRest?: StatementPlanner): SessionFunctionPlan | null {
  const withClause = f['withClause'] as Fields | undefined;
  if (withClause === undefined || withClause['recursive'] === true) return null;
  const ctes = (withClause['ctes'] as AstNode[] | undefined) ?? [];
  const index = ctes.findIndex((c) => {
    const q = fieldsOf(c)['ctequery'] as AstNode | undefined;
    return q !== undefined && nodeType(q) === 'SelectStmt' && hasTopLevelSessionCall(fieldsOf(q));
  });
  if (index < 0) return null;
  const cte = fieldsOf(ctes[index] as AstNode);
  const body = fieldsOf(cte['ctequery'] as AstNode);
  if (body['withClause'] !== undefined || (body['op'] !== undefined && body['op'] !== 'SETOP_NONE')) return null;
  const earlier = ctes.slice(0, index);
  const first = planSelect({ ...body, ...(earlier.length > 0 ? { withClause: { ...withClause, ctes: earlier } } : {}) });
  if (first.kind !== 'session-fn') return null;
  const aliases = ((cte['aliascolnames'] as AstNode[] | undefined) ?? []).map((n) => String(fieldsOf(n)['sval'] ?? ''));
  const columns = (first.columns ?? []).map((c, i) => ({ name: aliases[i] ?? c.name, typeOid: c.typeOid, typmod: c.typmod, type: typeText(ctx, c.typeOid, c.typmod) }));
  if (columns.some((c) => c.type === '???')) return null;
  const staged: StagedCte = { first, index, columns, ast: { [type]: f }, source: ctx.stmt.source, location: ctx.stmt.location };
  // Planned now with no rows in the CTE's place: the statement's columns and parameter types.
  const empty = withRows(staged, null);
  const rest = type === 'SelectStmt' || planRest === undefined ? planSelect(fieldsOf(empty.ast)) : planRest(empty);
  if (rest === null) return null;
  const paramTypes = Array.from({ length: Math.max(first.paramTypes.length, rest.paramTypes.length) }, (_, i) => rest.paramTypes[i] ?? first.paramTypes[i] ?? 0);
  // A SELECT has columns; DML has them with RETURNING only (else NoData).
  return { kind: 'session-fn', calls: [], args: first.args, columns: type === 'SelectStmt' ? (rest.columns ?? []) : rest.columns, paramTypes, staged };
}

const str = (sval: string): AstNode => ({ String: { sval } });

/** format_type's spelling, user types (enums, domains, row types) included. */
function typeText(ctx: PlanCtx, oid: number, typmod: number): string {
  const builtin = formatType(oid, typmod);
  return builtin !== '???' ? builtin : (userTypeNames(ctx.catalog, ctx.searchPath).get(oid) ?? '???');
}

/** `'text'::type` (or NULL::type) as a constant of the CTE's column. */
function constant(value: string | null, type: string): AstNode {
  const arg: AstNode = value === null ? { A_Const: { isnull: true, location: -1 } } : { A_Const: { sval: { sval: value }, location: -1 } };
  return { TypeCast: { arg, typeName: typeNameOf(type), location: -1 } };
}

/** A TypeName node for a type as format_type prints it (parsed by PostgreSQL's rules: `character varying(5)`, `integer[]`). */
function typeNameOf(formatted: string): Fields {
  let text = formatted;
  let bounds = 0;
  while (text.endsWith('[]')) {
    text = text.slice(0, -2);
    bounds++;
  }
  const typmods: AstNode[] = [];
  const open = text.indexOf('(');
  if (open > 0 && text.endsWith(')')) {
    for (const m of text.slice(open + 1, -1).split(',')) typmods.push({ A_Const: { ival: { ival: Number(m.trim()) }, location: -1 } });
    text = text.slice(0, open);
  }
  const parts = splitQualified(text);
  return { names: parts.map(str), ...(typmods.length > 0 ? { typmods } : {}), typemod: -1, ...(bounds > 0 ? { arrayBounds: Array.from({ length: bounds }, () => ({ Integer: { ival: -1 } })) } : {}), location: -1 };
}

/** `schema.name` / `"Odd Name"` as format_type prints it, split and unquoted. */
function splitQualified(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === '.') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/**
 * The statement with the staged CTE's rows in its place (text forms of its columns, or null for
 * none), as a statement to plan: its source names the rows, so the plan cache keeps them apart.
 */
export function withRows(staged: StagedCte, rows: readonly (readonly (string | null)[])[] | null): ParsedStatement {
  const f = JSON.parse(JSON.stringify(fieldsOf(staged.ast))) as Fields;
  const withClause = f['withClause'] as Fields;
  const ctes = withClause['ctes'] as AstNode[];
  const cte = fieldsOf(ctes[staged.index] as AstNode);
  const cols = staged.columns;
  const typed = (row: readonly (string | null)[] | null): AstNode[] => cols.map((c, i) => constant(row === null ? null : (row[i] ?? null), c.type));
  const targets = (values: AstNode[]): AstNode[] => values.map((val, i) => ({ ResTarget: { name: cols[i]?.name ?? '?column?', val, location: -1 } }));
  cte['ctequery'] =
    rows === null || rows.length === 0
      ? { SelectStmt: { targetList: targets(typed(null)), whereClause: { A_Const: { boolval: {}, location: -1 } }, limitOption: 'LIMIT_OPTION_DEFAULT', op: 'SETOP_NONE' } }
      : { SelectStmt: { valuesLists: rows.map((r) => ({ List: { items: typed(r) } })), limitOption: 'LIMIT_OPTION_DEFAULT', op: 'SETOP_NONE' } };
  cte['aliascolnames'] = cols.map((c) => str(c.name));
  cte['ctematerialized'] = 'CTEMaterializeDefault';
  const source = `${staged.source}\u0000${JSON.stringify(rows)}`;
  return { sql: source, location: staged.location, source, ast: { [nodeType(staged.ast)]: f } };
}
