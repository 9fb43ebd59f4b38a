import { requireAutoUpdatable, withCheckOptionClause } from './view-check-option-ddl.js';
import { deparseSync } from 'pgsql-deparser';
import { isTempRangeVar, isTempSchema, tempTableSchema } from './temp-schema.js';
import { setRelOptionsSql, type RelationDef } from '@pgsqlite/catalog';
import { createOptions } from './storage-parameters.js';
import { type AstNode, type Fields, strVal } from '../parse/ast.js';
import { quoteIdent, quoteString } from '../sql/quote.js';
import { pgQuoteIdent } from './pg-ident.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateSelect } from '../stmt/select.js';
import type { DdlPlan } from '../plan.js';
import { CatalogWriter } from './catalog-steps.js';
import { printCheck } from './expr-text.js';
import { userTypeNames } from './type-label.js';
import { type PrintedTarget, viewTailText } from './view-tail-text.js';
import { freshSqliteName, targetSchema } from './names.js';
import { refuseTypeNameClash } from './type-name-clash.js';
import { analyzedViewText, reprintedViewText } from './view-deparse/view-text.js';
import { checkReplacedViewColumns, replacedViewSteps } from './view-replace-columns.js';

/** Whether a call in `node` has OVER, FILTER, ORDER BY, DISTINCT or WITHIN GROUP, which the pretty printer below would drop (the deparser's text keeps them). */
function callClauses(node: unknown): boolean {
  return /"(over|agg_filter|agg_order|agg_distinct|agg_within_group)":/.test(JSON.stringify(node ?? null));
}

/** Relations a query reads (RangeVars anywhere in it), resolved in the catalog. */
export function queryRelations(ctx: PlanCtx, node: unknown, out = new Set<number>()): Set<number> {
  if (Array.isArray(node)) for (const n of node) queryRelations(ctx, n, out);
  else if (node && typeof node === 'object') {
    const rec = node as Record<string, unknown>;
    const rv = rec['RangeVar'] as Fields | undefined;
    if (rv) {
      const rel = ctx.catalog.findRelation(String(rv['relname']), rv['schemaname'] as string | undefined, ctx.searchPath);
      if (rel) out.add(rel.oid);
    }
    for (const v of Object.values(rec)) queryRelations(ctx, v, out);
  }
  return out;
}

/**
 * Stored view text printed again after an edit of its tree (a rename): the ruleutils layout
 * (view-deparse/), else, for text the printer does not know, the view's query as pg_get_viewdef prints it in pretty mode, for single-table SELECTs
 * (columns qualified, ` SELECT a,\n    b\n   FROM t\n  WHERE …\n  ORDER BY … LIMIT …;`); other queries fall back to
 * the deparser's text. `renamed` is a relation as a RENAME makes it (not yet in the catalog).
 */
export function viewText(ctx: PlanCtx, query: AstNode, renamed?: RelationDef): string {
  const reprinted = reprintedViewText(ctx, query, false);
  if (reprinted !== undefined) return reprinted;
  const s = query['SelectStmt'] as Fields;
  const from = (s['fromClause'] as AstNode[] | undefined) ?? [];
  const rv = from.length === 1 ? (from[0] as AstNode)['RangeVar'] : undefined;
  const rel = rv ? (renamed && renamed.name === rv['relname'] ? renamed : ctx.catalog.findRelation(String(rv['relname']), rv['schemaname'] as string | undefined, ctx.searchPath)) : undefined;
  const simple = rel && !s['withClause'] && !s['groupClause'] && !s['havingClause'] && !s['distinctClause'] && !s['lockingClause'] && (!s['op'] || s['op'] === 'SETOP_NONE') && !callClauses(s['targetList']);
  const fallback = (): string => ` ${deparseSync(query).split('\n').map((l) => l.trimEnd()).join('\n')};`;
  if (!rel || !rv || !simple) return fallback();
  const q = String(rv['alias']?.['aliasname'] ?? rel.name);
  const types = new Map(rel.columns.map((c) => [c.name, c.typeOid]));
  const targets: string[] = [];
  const printed: PrintedTarget[] = [];
  for (const t of (s['targetList'] as AstNode[]) ?? []) {
    const rt = t['ResTarget'] as Fields;
    const val = rt['val'] as AstNode;
    const fields = (val['ColumnRef']?.['fields'] as AstNode[] | undefined) ?? [];
    if (fields.length && fields[fields.length - 1]?.['A_Star']) {
      for (const c of rel.columns) {
        targets.push(`${pgQuoteIdent(q)}.${pgQuoteIdent(c.name)}`);
        printed.push({ text: `${pgQuoteIdent(q)}.${pgQuoteIdent(c.name)}`, name: c.name });
      }
      continue;
    }
    const text = printCheck(val, types, q, userTypeNames(ctx));
    const own = fields.length ? strVal(fields[fields.length - 1]) : undefined;
    targets.push(rt['name'] && rt['name'] !== own ? `${text} AS ${pgQuoteIdent(String(rt['name']))}` : text);
    printed.push({ text, name: String(rt['name'] ?? own ?? '') });
  }
  const tail = viewTailText(s, printed, (n) => printCheck(n, types, q, userTypeNames(ctx)));
  if (tail === undefined) return fallback();
  // a name qualified in the query (requalify-names.ts: hidden from the reader's search path) stays qualified
  const own = rv['schemaname'] === undefined ? pgQuoteIdent(rel.name) : `${pgQuoteIdent(rel.schema)}.${pgQuoteIdent(rel.name)}`;
  const table = rv['alias'] ? `${own} ${pgQuoteIdent(q)}` : own;
  let out = ` SELECT ${targets.join(',\n    ')}\n   FROM ${rv['inh'] !== true ? 'ONLY ' : ''}${table}`;
  if (s['whereClause']) out += `\n  WHERE ${printCheck(s['whereClause'], types, q, userTypeNames(ctx))}`;
  return `${out}${tail};`;
}

/** CREATE [OR REPLACE] [TEMP] VIEW name [(cols)] AS SELECT … (temporary ones live in the session's pg_temp_N schema, as temporary tables). */
export function planCreateView(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const rv = stmt['view'] as Fields;
  const name = String(rv['relname']);
  const query = stmt['query'] as AstNode;
  const refs = [...queryRelations(ctx, query, new Set())];
  // A view over a temporary relation is temporary itself (PostgreSQL's DefineView, with a NOTICE).
  const implicitTemp = !isTempRangeVar(rv) && refs.some((oid) => isTempSchema(ctx.catalog.relationByOid(oid)?.schema ?? ''));
  const w = new CatalogWriter();
  // (PostgreSQL reports no position for a view in a non-temporary schema)
  const schema = isTempRangeVar(rv) || implicitTemp ? tempTableSchema(ctx, { ...rv, location: undefined }, w) : targetSchema(ctx, rv);
  const notices = implicitTemp ? [`view "${name}" will be a temporary view`] : [];
  const options = withCheckOptionClause(stmt, createOptions(ctx, stmt['options'] as AstNode[] | undefined, { kind: 'view' }));
  const existing = ctx.catalog.findRelation(name, schema, ctx.searchPath);
  const steps: string[] = [];
  if (!existing) refuseTypeNameClash(ctx, schema, name);
  if (existing) {
    if (!stmt['replace']) throw ctx.error('duplicate_table', `relation "${name}" already exists`, rv['location']);
    if (existing.kind !== 'v') throw ctx.error('wrong_object_type', `"${name}" is not a view`);
    steps.push(...replacedViewSteps(existing));
  }
  const select = query['SelectStmt'] as Fields | undefined;
  if (!select) throw ctx.error('feature_not_supported', 'views over statements other than SELECT are not supported by pgsqlite');
  // the query is not run: an unpopulated materialized view may be read
  ctx.notExecuted = true;
  const result = translateSelect(select, new Scope(ctx));
  ctx.notExecuted = false;
  if (ctx.paramTypes.length) throw ctx.error('undefined_parameter', 'there is no parameter $1');
  const aliases = ((stmt['aliases'] as AstNode[] | undefined) ?? []).map(strVal);
  if (aliases.length > result.columns.length) throw ctx.error('syntax_error', 'CREATE VIEW specifies more column names than columns');
  const columns = result.columns.map((c, i) => ({
    // a column of a domain type keeps the domain (pg_attribute.atttypid, information_schema.column_domain_usage)
    attnum: i + 1, name: aliases[i] ?? c.name, typeOid: c.domain ?? c.type, typmod: c.typmod, notNull: false, defaultExpr: null, defaultSqlite: null,
    identity: '' as const, sqliteName: c.alias,
  }));
  const seen = new Set<string>();
  for (const c of columns) {
    if (seen.has(c.name)) throw ctx.error('duplicate_column', `column "${c.name}" specified more than once`);
    seen.add(c.name);
  }
  if (existing) checkReplacedViewColumns(ctx, existing.columns, columns);
  if (options.some((o) => o.startsWith('check_option='))) requireAutoUpdatable(ctx, select, refs);
  // A replaced view keeps its OID (what depends on it, its comments and privileges stay).
  const sqliteName = existing ? existing.sqliteName : freshSqliteName(ctx, schema, name);
  const oid = existing ? String(existing.oid) : w.allocOid();
  w.add(...steps, `CREATE VIEW ${quoteIdent(sqliteName)} AS ${result.sql}`);
  if (existing) w.columns(oid, columns);
  else w.relation(oid, schema, name, 'v', sqliteName, columns);
  if (options.length > 0) w.add(setRelOptionsSql(oid, options));
  w.add(`INSERT INTO _pgsqlite_view (oid, definition, refs) VALUES (${oid}, ${quoteString(analyzedViewText(ctx, query, columns.map((c) => c.name)) ?? viewText(ctx, query))}, ${quoteString(JSON.stringify(refs))})`);
  return { kind: 'ddl', steps: w.finish(), tag: 'CREATE VIEW', notices };
}
