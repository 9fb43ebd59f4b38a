import type { Catalog, ColumnDef, RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import type { ScopeColumn } from '../analyze/expr-types.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { Scope } from '../analyze/scope.js';
import { type AstNode, type Fields, nodeType } from '../parse/ast.js';
import { parseStatements } from '../parse/parser.js';
import { quoteIdent } from '../sql/quote.js';
import { translateTargets } from './targets.js';
import { hasAggregateCall, hasSetReturningCall, hasWindowCall } from './target-srf.js';
import { firingTriggers } from './trigger-select.js';
import { rowidName } from '../analyze/system-columns.js';
import { names } from '../parse/ast.js';

/** What deciding a view's updatability reads: the catalog and the search path (a name its query does not qualify). */
export interface UpdatableEnv {
  catalog: Catalog;
  searchPath: readonly string[];
}

/**
 * PostgreSQL's automatically updatable views (rewriteHandler.c rewriteTargetView): an
 * INSERT/UPDATE/DELETE naming a view over one table (or over such a view) writes that table. Here
 * the view chain is resolved to its base table and each view column to a SQLite expression over
 * the base table's columns; a column that is a plain column of the relation below maps to that
 * base column (it may be written), any other is read-only with PostgreSQL's DETAIL.
 */

export type ViewCommand = 'insert' | 'update' | 'delete' | 'merge';

/** One column of the written view. */
export interface ViewColumn {
  name: string;
  type: number;
  typmod: number;
  /** The SQLite expression reading it, qualified by the target's alias / by the table's own name (RETURNING, CHECK OPTION) */
  sql: string;
  bare: string;
  /** The base table column it writes, when updatable */
  base?: ColumnDef;
  /** Why it is not updatable: the view whose column it is (an inner one for a nested view) and PostgreSQL's DETAIL */
  readOnly?: { view: string; column: string; detail: string; depth: number };
}

/** A view's WITH CHECK OPTION condition over the base table's unqualified columns. */
export interface ViewCheck {
  view: string;
  sql: string;
}

export interface ViewTarget {
  view: RelationDef;
  base: RelationDef;
  command: ViewCommand;
  columns: ViewColumn[];
  /** The views' WHERE conditions (qualified by the target's alias), innermost first: UPDATE/DELETE add them */
  quals: string[];
  /** CHECK OPTION conditions in the order PostgreSQL checks them (innermost first) */
  checks: ViewCheck[];
  /** The written row as a CHECK OPTION's DETAIL shows it: the base table's columns (of the hierarchy's table written, by name) */
  rowColumns: ColumnDef[];
  /** The views' column defaults by the base column they write, the outermost view's first (view-defaults.ts) */
  defaults: { base: ColumnDef; expr: string }[];
  /** Read-only view columns with a default of their own, outermost view first, each in column order: an INSERT giving them that default is refused (view-defaults.ts) */
  lockedDefaults: { outer: boolean; column: string; readOnly: NonNullable<ViewColumn['readOnly']> }[];
  /** The relations below the view, outermost first, with the attnum below of each column of the view above (privileges pass down: analyze/view-access.ts) */
  chain: { oid: number; links: (number | undefined)[] }[];
}

/** A target-list name standing for a base column an inner view's default fills (view-defaults.ts): no view column can be named so. */
export const DEFAULT_CARRIER = '\u0000default:';

const SYSTEM_COLUMNS = new Set(['ctid', 'xmin', 'xmax', 'cmin', 'cmax', 'tableoid', 'oid']);

const HINT: Record<ViewCommand, string> = {
  insert: 'To enable inserting into the view, provide an INSTEAD OF INSERT trigger or an unconditional ON INSERT DO INSTEAD rule.',
  update: 'To enable updating the view, provide an INSTEAD OF UPDATE trigger or an unconditional ON UPDATE DO INSTEAD rule.',
  delete: 'To enable deleting from the view, provide an INSTEAD OF DELETE trigger or an unconditional ON DELETE DO INSTEAD rule.',
  merge: '',
};

/** A view's defining SELECT, parsed from its stored definition. */
export function viewQuery(view: RelationDef): Fields {
  const [stmt] = parseStatements(view.viewDefinition ?? '');
  const sel = stmt?.ast['SelectStmt'] as Fields | undefined;
  if (sel === undefined) throw new Error(`view "${view.name}" has no SELECT definition`);
  return sel;
}

/** The relation a view's single FROM item names: one of the relations it depends on (resolved by OID, not today's search path). */
function fromRelation(ctx: UpdatableEnv, view: RelationDef, rv: Fields): RelationDef | undefined {
  const name = String(rv['relname']);
  const schema = rv['schemaname'] as string | undefined;
  const deps = (view.viewDependencies ?? []).map((o) => ctx.catalog.relationByOid(o)).filter((r): r is RelationDef => r !== undefined && r.name === name && (schema === undefined || r.schema === schema));
  if (deps.length === 1) return deps[0];
  return ctx.catalog.findRelation(name, schema, ctx.searchPath) ?? undefined;
}

/** view_col_is_auto_updatable's DETAIL for a target (undefined: a plain column of `below`). */
function columnDetail(node: AstNode, alias: string, below: readonly string[]): string | undefined {
  const ref = node['ColumnRef'] as Fields | undefined;
  if (ref === undefined) return 'View columns that are not columns of their base relation are not updatable.';
  const fields = (ref['fields'] as AstNode[]).map((f) => (f['String'] as Fields | undefined)?.['sval'] as string | undefined);
  const last = fields[fields.length - 1];
  if (last === undefined) return 'View columns that return whole-row references are not updatable.';
  if (fields.length > 2 || (fields.length === 2 && fields[0] !== alias)) return 'View columns that are not columns of their base relation are not updatable.';
  if (below.includes(last)) return undefined;
  if (SYSTEM_COLUMNS.has(last)) return 'View columns that refer to system columns are not updatable.';
  if (fields.length === 1 && last === alias) return 'View columns that return whole-row references are not updatable.';
  return 'View columns that are not columns of their base relation are not updatable.';
}

/**
 * view_query_is_auto_updatable: PostgreSQL's DETAIL when the view's query cannot be written
 * through, else undefined (with `below`, the relation its one FROM item names).
 */
export function autoUpdateDetail(ctx: UpdatableEnv, view: RelationDef, sel: Fields, checkCols: boolean): { detail: string } | { below: RelationDef; rv: Fields } {
  const list = (sel['targetList'] as AstNode[] | undefined) ?? [];
  if (sel['distinctClause'] !== undefined) return { detail: 'Views containing DISTINCT are not automatically updatable.' };
  if (sel['groupClause'] !== undefined) return { detail: 'Views containing GROUP BY are not automatically updatable.' };
  if (sel['havingClause'] !== undefined) return { detail: 'Views containing HAVING are not automatically updatable.' };
  if (sel['op'] !== undefined && sel['op'] !== 'SETOP_NONE') return { detail: 'Views containing UNION, INTERSECT, or EXCEPT are not automatically updatable.' };
  if (sel['withClause'] !== undefined) return { detail: 'Views containing WITH are not automatically updatable.' };
  if (sel['limitCount'] !== undefined || sel['limitOffset'] !== undefined) return { detail: 'Views containing LIMIT or OFFSET are not automatically updatable.' };
  if (sel['valuesLists'] !== undefined) return { detail: 'Views that do not select from a single table or view are not automatically updatable.' };
  if (list.some((t) => hasAggregateCall(t))) return { detail: 'Views that return aggregate functions are not automatically updatable.' };
  if (list.some((t) => hasWindowCall(t))) return { detail: 'Views that return window functions are not automatically updatable.' };
  if (list.some((t) => hasSetReturningCall(t, (call) => userSetFunction(ctx, call)))) return { detail: 'Views that return set-returning functions are not automatically updatable.' };
  const from = (sel['fromClause'] as AstNode[] | undefined) ?? [];
  const single = 'Views that do not select from a single table or view are not automatically updatable.';
  if (from.length !== 1) return { detail: single };
  const item = from[0] as AstNode;
  if (nodeType(item) === 'RangeTableSample') return { detail: 'Views containing TABLESAMPLE are not automatically updatable.' };
  const rv = item['RangeVar'] as Fields | undefined;
  if (rv === undefined) return { detail: single };
  const below = fromRelation(ctx, view, rv);
  if (below === undefined || !['r', 'v', 'p'].includes(below.kind)) return { detail: single };
  if (checkCols && !layerColumns(sel, rv, below).some((c) => c.below !== undefined)) return { detail: 'Views that have no updatable columns are not automatically updatable.' };
  return { below, rv };
}

/** A user function of that name returning a set (a SELECT-list SRF makes a view not updatable). */
function userSetFunction(ctx: UpdatableEnv, call: Fields): boolean {
  const parts = names(call['funcname']);
  const name = parts[parts.length - 1];
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  return (ctx.catalog.userFunctions?.() ?? []).some((f) => f.name === name && f.setof === true && (schema === undefined ? ctx.searchPath.includes(f.schema) : f.schema === schema));
}

/** A view's columns, `*` expanded: the column of the relation below each one is (undefined: not updatable, with the DETAIL). */
export function layerColumns(sel: Fields, rv: Fields, below: RelationDef): { below?: string; detail?: string }[] {
  const alias = String((rv['alias'] as Fields | undefined)?.['aliasname'] ?? rv['relname']);
  const names = below.columns.map((c) => c.name);
  const out: { below?: string; detail?: string }[] = [];
  for (const t of (sel['targetList'] as AstNode[] | undefined) ?? []) {
    const val = (t['ResTarget'] as Fields)['val'] as AstNode;
    if (nodeType(val) === 'ColumnRef' && JSON.stringify(val).includes('A_Star')) {
      for (const n of names) out.push({ below: n });
      continue;
    }
    const detail = columnDetail(val, alias, names);
    if (detail !== undefined) {
      out.push({ detail });
      continue;
    }
    const fields = ((val['ColumnRef'] as Fields)['fields'] as AstNode[]).map((f) => (f['String'] as Fields | undefined)?.['sval'] as string);
    out.push({ below: fields[fields.length - 1] });
  }
  return out;
}

export const CMD_UPDATE = 1 << 2;
export const CMD_INSERT = 1 << 3;
export const CMD_DELETE = 1 << 4;
const ALL_EVENTS = CMD_UPDATE | CMD_INSERT | CMD_DELETE;

/**
 * relation_is_updatable: the events (1 << CMD_UPDATE | INSERT | DELETE) a relation takes, by
 * unconditional DO INSTEAD rules or as an automatically updatable view; `cols`: only these view
 * columns (attnums) count as the updatable ones (pg_column_is_updatable).
 */
export function relationEvents(env: UpdatableEnv, oid: number, cols?: ReadonlySet<number>, outer: readonly number[] = []): number {
  const rel = env.catalog.relationByOid(oid);
  if (rel === undefined || outer.includes(oid)) return 0;
  if (rel.kind === 'r' || rel.kind === 'p') return ALL_EVENTS;
  let events = 0;
  for (const r of env.catalog.rules?.() ?? []) {
    if (r.relOid === oid && r.instead && r.qual === null) events |= r.event === 'insert' ? CMD_INSERT : r.event === 'update' ? CMD_UPDATE : CMD_DELETE;
  }
  if (events === ALL_EVENTS || rel.kind !== 'v' || rel.viewDefinition === undefined) return events;
  const sel = viewQuery(rel);
  const r = autoUpdateDetail(env, rel, sel, false);
  if ('detail' in r) return events;
  const layer = layerColumns(sel, r.rv, r.below);
  const updatable = layer.map((c, i) => ({ attnum: i + 1, below: c.below })).filter((c) => c.below !== undefined && (cols === undefined || cols.has(c.attnum)));
  let auto = updatable.length === 0 ? CMD_DELETE : ALL_EVENTS;
  if (r.below.kind === 'v') {
    const include = new Set(updatable.map((c) => r.below.columns.find((x) => x.name === c.below)?.attnum ?? 0));
    auto &= relationEvents(env, r.below.oid, include.size > 0 ? include : undefined, [...outer, oid]);
  }
  return events | auto;
}

/** The base table a view writes (undefined: not automatically updatable), and whether its query reads it ONLY. */
export function viewBase(ctx: UpdatableEnv, view: RelationDef): { base: RelationDef; only: boolean } | undefined {
  let rel = view;
  let only = false;
  const seen = new Set<number>();
  while (rel.kind === 'v') {
    if (seen.has(rel.oid) || rel.viewDefinition === undefined) return undefined;
    seen.add(rel.oid);
    const r = autoUpdateDetail(ctx, rel, viewQuery(rel), false);
    if ('detail' in r) return undefined;
    only = only || r.rv['inh'] !== true;
    rel = r.below;
  }
  return { base: rel, only };
}

/** The check_option reloption of a view: 'local', 'cascaded' or undefined. */
export function viewCheckOption(view: RelationDef): 'local' | 'cascaded' | undefined {
  const o = (view.options ?? []).find((x) => x.startsWith('check_option='));
  const v = o?.slice('check_option='.length).toLowerCase();
  return v === 'local' || v === 'cascaded' ? v : undefined;
}

/**
 * RewriteQuery: a view written without an unconditional INSTEAD rule but with conditional ones is
 * not rewritten to its base table (the rows no rule takes would have nowhere to go): 55000 unless
 * an INSTEAD OF trigger takes them.
 */
export function refuseConditionalInsteadView(ctx: PlanCtx, rel: RelationDef, command: 'insert' | 'update' | 'delete'): void {
  if (rel.kind !== 'v' || firingTriggers(ctx, rel, command).instead.length > 0) return;
  const verb = command === 'insert' ? 'insert into' : command === 'update' ? 'update' : 'delete from';
  throw ctx.error('object_not_in_prerequisite_state', `cannot ${verb} view "${rel.name}"`, undefined, { detail: 'Views with conditional DO INSTEAD rules are not automatically updatable.', hint: HINT[command] });
}

interface Layer {
  view: RelationDef;
  sel: Fields;
  rv: Fields;
}

/**
 * Resolves a view written by INSERT/UPDATE/DELETE (`alias`: the name the statement reads it by)
 * to its base table, or raises PostgreSQL's 55000 for a view that is not automatically updatable.
 */
export function resolveViewTarget(ctx: PlanCtx, view: RelationDef, alias: string, command: ViewCommand, location?: number, holder?: RelationDef): ViewTarget {
  if (command === 'merge') {
    throw ctx.error('feature_not_supported', `cannot execute MERGE on relation "${view.name}"`, undefined, { detail: 'This operation is not supported for views.' });
  }
  // rewriteTargetView's order: the outer view first, then the view it reads, down to the table
  const layers: Layer[] = [];
  let rel = view;
  const seen = new Set<number>();
  while (rel.kind === 'v') {
    if (seen.has(rel.oid)) throw ctx.error('invalid_object_definition', `infinite recursion detected in rules for relation "${rel.name}"`);
    seen.add(rel.oid);
    if (rel !== view && (ctx.catalog.rules?.() ?? []).some((x) => x.relOid === rel.oid && x.event === command)) {
      throw ctx.error('feature_not_supported', `writing through view "${view.name}" to view "${rel.name}", which has rules, is not supported by pgsqlite`);
    }
    // PostgreSQL stops rewriting at a view with INSTEAD OF triggers for the event and fires them;
    // pgsqlite would write its base table past them
    if (rel !== view && firingTriggers(ctx, rel, command).instead.length > 0) {
      throw ctx.error('feature_not_supported', `writing through view "${view.name}" to view "${rel.name}", which has INSTEAD OF triggers, is not supported by pgsqlite`);
    }
    const sel = viewQuery(rel);
    const r = autoUpdateDetail(ctx, rel, sel, command !== 'delete');
    if ('detail' in r) {
      const verb = command === 'insert' ? 'insert into' : command === 'update' ? 'update' : 'delete from';
      throw ctx.error('object_not_in_prerequisite_state', `cannot ${verb} view "${rel.name}"`, undefined, { detail: r.detail, hint: HINT[command] });
    }
    layers.push({ view: rel, sel, rv: r.rv });
    rel = r.below;
  }
  // `holder`: one table of the base table's hierarchy the statement is fanned out to (view-inherit-dml.ts)
  const base = holder ?? rel;
  const only = layers.some((l) => l.rv['inh'] !== true);
  refuseUnsupportedBase(ctx, base, view, holder !== undefined || only ? 'insert' : command);
  // each layer's columns as SQL over the base table, from the table up
  const baseCols = (qualifier: string | null): ViewColumn[] =>
    base.columns.map((c) => {
      const sql = qualifier === null ? quoteIdent(c.sqliteName) : `${qualifier}.${quoteIdent(c.sqliteName)}`;
      // `bare` (the written row in RETURNING and the check) names the table: a subquery reading a
      // relation with a column of the same name would otherwise capture an unqualified name
      return { name: c.name, type: c.typeOid, typmod: c.typmod, sql, bare: `${quoteIdent(base.sqliteName)}.${quoteIdent(c.sqliteName)}`, base: c };
    });
  let cols = baseCols(quoteIdent(alias));
  const quals: string[] = [];
  const checks: ViewCheck[] = [];
  const defaults: { base: ColumnDef; expr: string }[] = [];
  const lockedDefaults: ViewTarget['lockedDefaults'] = [];
  const order = [...layers].reverse();
  const chain: ViewTarget['chain'] = layers.map((_, i) => ({ oid: (layers[i + 1]?.view ?? base).oid, links: [] }));
  // CASCADED on an outer view checks every view below it
  const cascadedAbove = layers.map((_, i) => layers.slice(0, i).some((l) => viewCheckOption(l.view) === 'cascaded'));
  order.forEach((layer, k) => {
    const i = layers.length - 1 - k;
    const below = cols;
    const name = String((layer.rv['alias'] as Fields | undefined)?.['aliasname'] ?? layer.rv['relname']);
    // the table's system column ctid is readable by the innermost view's query (not writable through it)
    const rowid = k === 0 && base.kind === 'r' ? rowidName(base) : undefined;
    const scopeOf = (bare: boolean): Scope => {
      const s = new Scope(ctx);
      const ctid = rowid === undefined ? {} : { relationOid: base.oid, ctidSql: `${bare ? quoteIdent(base.sqliteName) : quoteIdent(alias)}.${rowid}` };
      s.add({ alias: name, columns: below.map((c, j) => scopeColumn(c, bare, j, name)), ...ctid });
      return s;
    };
    const list = (layer.sel['targetList'] as AstNode[] | undefined) ?? [];
    const t = translateTargets(list, { scope: scopeOf(false), clause: 'SELECT' });
    const tb = translateTargets(list, { scope: scopeOf(true), clause: 'SELECT' });
    const names = below.map((c) => c.name);
    cols = t.exprs.map((e, j) => {
      const viewCol = layer.view.columns[j];
      const colName = viewCol?.name ?? e.name;
      const node = t.nodes[j] as AstNode;
      const detail = columnDetail(node, name, names);
      const out: ViewColumn = { name: colName, type: e.type, typmod: e.typmod, sql: e.sql, bare: (tb.exprs[j] ?? e).sql };
      if (detail !== undefined) return { ...out, readOnly: { view: layer.view.name, column: colName, detail, depth: i } };
      const fields = ((node['ColumnRef'] as Fields)['fields'] as AstNode[]).map((f) => (f['String'] as Fields | undefined)?.['sval']);
      const fromAt = below.findIndex((c) => c.name === fields[fields.length - 1]);
      const from = below[fromAt];
      if (from !== undefined) (chain[i] as ViewTarget['chain'][number]).links[j] = k === 0 ? from.base?.attnum : fromAt + 1;
      if (from?.base !== undefined) return { ...out, base: from.base };
      return from?.readOnly !== undefined ? { ...out, readOnly: from.readOnly } : out;
    });
    // processed from the table up: an outer view's default goes before the inner ones
    const own = cols.flatMap((c, j) => {
      const expr = layer.view.columns[j]?.defaultExpr;
      return c.base !== undefined && expr !== null && expr !== undefined ? [{ base: c.base, expr }] : [];
    });
    defaults.unshift(...own);
    const locked = cols.flatMap((c, j) => (c.readOnly !== undefined && (layer.view.columns[j]?.defaultExpr ?? null) !== null ? [{ outer: i === 0, column: c.name, readOnly: c.readOnly }] : []));
    lockedDefaults.unshift(...locked);
    const where = layer.sel['whereClause'] as AstNode | undefined;
    if (where !== undefined) {
      const s = scopeOf(false);
      quals.push(asBool(translateExpr(where, { scope: s, clause: 'WHERE' }), { scope: s }, 'argument of WHERE').sql);
      const own = viewCheckOption(layer.view);
      if (command !== 'delete' && (own !== undefined || cascadedAbove[i] === true)) {
        const sb = scopeOf(true);
        checks.push({ view: layer.view.name, sql: asBool(translateExpr(where, { scope: sb, clause: 'WHERE' }), { scope: sb }, 'argument of WHERE').sql });
      }
    }
  });
  const rowColumns = rel.columns.map((c) => base.columns.find((x) => x.name === c.name) ?? c);
  return { view, base, command, columns: cols, quals, checks, defaults, lockedDefaults, rowColumns, chain };
}

/** A column of the relation below a view, as that view's query reads it (no privilege of its own is noted: the view owner's). */
function scopeColumn(c: ViewColumn, bare: boolean, j: number, alias: string): ScopeColumn {
  return { name: c.name, type: c.type, typmod: c.typmod, sql: bare ? c.bare : c.sql, tableOid: 0, attnum: j + 1, rangeAlias: alias };
}

/** Writing through a view what pgsqlite would write wrongly: refused (0A000) rather than answered differently. */
function refuseUnsupportedBase(ctx: PlanCtx, base: RelationDef, view: RelationDef, command: ViewCommand): void {
  const no = (what: string): never => {
    throw ctx.error('feature_not_supported', `writing through view "${view.name}" to ${what} is not supported by pgsqlite`);
  };
  // INSERT into the parent is routed as INSERT INTO the table is; UPDATE/DELETE reach the children by view-inherit-dml.ts
  if (command !== 'insert' && (base.kind === 'p' || (base.inheritedBy?.length ?? 0) > 0)) no(`table "${base.name}", which has inheritance children or partitions,`);
  if ((ctx.catalog.triggers?.() ?? []).some((t) => t.relOid === base.oid)) no(`table "${base.name}", which has triggers,`);
  if ((ctx.catalog.rules?.() ?? []).some((r) => r.relOid === base.oid)) no(`table "${base.name}", which has rules,`);
}

/** The view column a statement names; 42703 when the view has none, 0A000 when it is read-only. */
export function viewTargetColumn(ctx: PlanCtx, v: ViewTarget, name: string, location?: number): ColumnDef {
  const carried = name.startsWith(DEFAULT_CARRIER) ? v.base.columns.find((c) => c.name === name.slice(DEFAULT_CARRIER.length)) : undefined;
  if (carried !== undefined) return carried;
  const col = v.columns.find((c) => c.name === name);
  if (col === undefined) throw ctx.error('undefined_column', `column "${name}" of relation "${v.view.name}" does not exist`, location);
  if (col.base !== undefined) return col.base;
  const ro = col.readOnly ?? { view: v.view.name, column: name, detail: 'View columns that are not columns of their base relation are not updatable.', depth: 0 };
  throw readOnlyColumnError(ctx, v.command, ro);
}

/** rewriteTargetView's 0A000 for a target column of a view that is not a column of its base relation. */
export function readOnlyColumnError(ctx: PlanCtx, command: ViewCommand, ro: NonNullable<ViewColumn['readOnly']>): Error {
  const verb = command === 'update' ? 'update column' : 'insert into column';
  return ctx.error('feature_not_supported', `cannot ${verb} "${ro.column}" of view "${ro.view}"`, undefined, { detail: ro.detail });
}

/** The scope columns of the written view (qualified for WHERE/SET, unqualified for RETURNING). */
export function viewScopeColumns(v: ViewTarget, alias: string, bare: boolean): ScopeColumn[] {
  return v.columns.map((c, i) => ({ name: c.name, type: c.type, typmod: c.typmod, sql: bare ? c.bare : c.sql, tableOid: v.view.oid, attnum: i + 1, rangeAlias: alias }));
}

