import type { RecordFieldLayout } from '@pgsqlite/catalog';
import { recordLayoutOf } from '../analyze/record-layout.js';
import { compositeColumns } from '../analyze/composite.js';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { Expr, ScopeColumn } from '../analyze/expr-types.js';
import { type ExprEnv, translateExpr } from '../analyze/expr.js';
import { Oid } from '@pgsqlite/catalog';
import { coerce } from '../analyze/coerce.js';

/** One output column of a query. */
export interface OutputColumn {
  /** PostgreSQL's column name */
  name: string;
  /** Unique SQLite alias within the query */
  alias: string;
  type: number;
  typmod: number;
  tableOid: number;
  attnum: number;
  /** An untyped literal or NULL (shown as text): a set operation resolves it to the other branches' type */
  untyped?: Expr;
  /** The domain the column's values are of (`type` is its base type) */
  domain?: number;
  /** An anonymous record (or record[]) whose field types the plan knows: record_send needs them */
  recordFields?: RecordFieldLayout[];
}

/** A translated target list. */
export interface Targets {
  sql: string[];
  exprs: Expr[];
  /** The AST each expression came from (a synthetic column reference for `*` expansions) */
  nodes: AstNode[];
  columns: OutputColumn[];
}

/**
 * Expands `*` and translates each target. Untyped literals in the output become text, as
 * PostgreSQL resolves them. Output names are registered on the scope for ORDER BY / GROUP BY.
 */
export function translateTargets(list: readonly AstNode[], env: ExprEnv): Targets {
  const out: Targets = { sql: [], exprs: [], nodes: [], columns: [] };
  const used = new Set<string>();
  const named = new Map<string, string>();
  const push = (e: Expr, name: string, node: AstNode): void => {
    out.nodes.push(node);
    // (findTargetlistEntrySQL92: two entries of one name and different expressions)
    // (a relabelling cast, `rb::varchar`, is another expression of the same SQL)
    const key = `${e.type}:${e.typmod}:${e.sql}`;
    const same = named.get(name);
    if (same !== undefined && same !== key) env.scope.ambiguousOutputs.add(name);
    if (same === undefined) named.set(name, key);
    let alias = name;
    for (let i = 2; used.has(alias); i++) alias = `${name}_${i}`;
    used.add(alias);
    env.scope.outputAliases.set(name, String(out.exprs.length));
    out.sql.push(`${e.sql} AS ${quoteIdent(alias)}`);
    out.exprs.push(e);
    const recordFields = recordLayoutOf(e);
    out.columns.push({ name, alias, type: e.type, typmod: e.typmod, tableOid: e.column?.tableOid ?? 0, attnum: e.column?.attnum ?? 0, ...(e.domain !== undefined ? { domain: e.domain } : {}), ...(recordFields ? { recordFields } : {}) });
  };
  for (const node of list) {
    const rt = (node['ResTarget'] ?? {}) as Fields;
    const val = rt['val'] as AstNode;
    if (nodeType(val) === 'ColumnRef') {
      const fields = (fieldsOf(val)['fields'] as AstNode[]) ?? [];
      const last = fields[fields.length - 1];
      if (last && nodeType(last) === 'A_Star') {
        const alias = fields.length > 1 ? strVal(fields[fields.length - 2]) : undefined;
        const cols = env.scope.star(alias, fieldsOf(val)['location']);
        if (cols.length === 0 && alias === undefined && env.scope.entries.length === 0) {
          throw env.scope.ctx.error('syntax_error', 'SELECT * with no tables specified is not valid', fieldsOf(val)['location']);
        }
        for (const c of cols) {
          if (c.name.startsWith('\u0000')) continue;
          // a join's merged USING column has no range of its own: it is referred to unqualified
          const ref: AstNode = { ColumnRef: { fields: [...(c.rangeAlias === '' ? [] : [{ String: { sval: c.rangeAlias } }]), { String: { sval: c.name } }] } };
          push({ sql: c.sql, type: c.type, typmod: c.typmod, name: c.name, column: c }, c.name, ref);
        }
        continue;
      }
    }
    const rowStar = wholeRowStar(val, env);
    if (rowStar !== undefined) {
      // `(t).*` of a whole-row reference or `(f(…)).*` of a function's row: its columns, as `t.*`
      const arg = fieldsOf(val)['arg'] as AstNode;
      for (const c of rowStar) push({ sql: c.sql, type: c.type, typmod: c.typmod, name: c.name, column: c }, c.name, { A_Indirection: { arg, indirection: [{ String: { sval: c.name } }] } });
      continue;
    }
    let e = translateExpr(val, env);
    const untyped = e.type === Oid.unknown && (e.literal !== undefined || e.isNull) ? e : undefined;
    if (e.type === Oid.unknown) e = { ...coerce(env.scope.ctx, e, Oid.text, -1, 'implicit'), name: e.name };
    push(e, (rt['name'] as string | undefined) ?? e.name, val);
    if (untyped) (out.columns[out.columns.length - 1] as OutputColumn).untyped = untyped;
  }
  return out;
}

/** The columns of `(t).*` / `(f(…)).*` when `t` is a whole-row reference (analyze/scope.ts) or `f` returns a row, else undefined. */
function wholeRowStar(val: AstNode, env: ExprEnv): readonly ScopeColumn[] | undefined {
  if (nodeType(val) !== 'A_Indirection') return undefined;
  const f = fieldsOf(val);
  const ind = (f['indirection'] as AstNode[] | undefined) ?? [];
  if (ind.length === 0 || nodeType(ind[ind.length - 1] as AstNode) !== 'A_Star') return undefined;
  if (ind.length === 1 && ['ColumnRef', 'FuncCall'].includes(nodeType(f['arg'] as AstNode))) {
    const e = translateExpr(f['arg'] as AstNode, env);
    return e.column?.rowFields ?? compositeColumns(env.scope.ctx, e);
  }
  // (composite expression).* and (x).f.*: the attributes of a composite value
  const inner = ind.length === 1 ? (f['arg'] as AstNode) : { A_Indirection: { ...f, indirection: ind.slice(0, -1) } };
  return compositeColumns(env.scope.ctx, translateExpr(inner, env));
}

