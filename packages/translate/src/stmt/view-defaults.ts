import type { AstNode, Fields } from '../parse/ast.js';
import { parseExprText } from '../ddl/table-model.js';
import type { DmlTarget } from './dml-target.js';
import { clone } from './rule-rewrite.js';
import { sourceWidth } from './view-insert.js';
import { DEFAULT_CARRIER, readOnlyColumnError, type ViewColumn } from './view-target.js';

/**
 * A view column's own default (ALTER VIEW … ALTER COLUMN … SET DEFAULT): rewriteTargetListIU
 * gives it to a column an INSERT through the view leaves out and to DEFAULT in VALUES or SET;
 * a view column without one leaves DEFAULT to the base table's default. Returns the statement as
 * it is to be planned (the original when the view has no defaults).
 */
export function withViewDefaults(t: DmlTarget, stmt: Fields, kind: 'insert' | 'update'): Fields {
  const v = t.view;
  if (v === undefined) return stmt;
  /** the default of the view column `name` (its base column's, from the outermost view that has one) */
  const defaultOf = (name: string | undefined): string | undefined => {
    const base = name === undefined ? undefined : v.columns.find((c) => c.name === name)?.base;
    return base === undefined ? undefined : v.defaults.find((d) => d.base === base)?.expr;
  };
  if (kind === 'insert') refuseReadOnlyTargets(t, stmt);
  if (v.defaults.length === 0 && kind === 'insert') return stmt;
  const value = (name: string | undefined, node: AstNode): AstNode => {
    const text = defaultOf(name);
    return text !== undefined && node['SetToDefault'] !== undefined ? parseExprText(text) : node;
  };
  const out = clone(stmt);
  if (kind === 'update') {
    // UPDATE … SET c = DEFAULT: the view's default, else NULL (not the base table's default)
    for (const n of (out['targetList'] as AstNode[] | undefined) ?? []) {
      const rt = n['ResTarget'] as Fields;
      const val = rt['val'] as AstNode;
      if (rt['indirection'] !== undefined || val['SetToDefault'] === undefined) continue;
      rt['val'] = defaultOf(String(rt['name'])) !== undefined ? value(String(rt['name']), val) : { A_Const: { isnull: true } };
    }
    return out;
  }
  const given = ((out['cols'] as AstNode[] | undefined) ?? []).map((n) => String((n['ResTarget'] as Fields)['name']));
  const sel = (out['selectStmt'] as AstNode | undefined)?.['SelectStmt'] as Fields | undefined;
  const rows = (sel?.['valuesLists'] as AstNode[] | undefined)?.map((l) => (l['List'] as Fields)['items'] as AstNode[]);
  const width = sourceWidth(out);
  // INSERT … SELECT * without a column list: left as is
  if (given.length === 0 && width === undefined) return stmt;
  // the columns named: the list, else the view's first columns, as many as the source gives
  const names = given.length > 0 ? given : v.columns.slice(0, width).map((c) => c.name);
  const written = new Set(names.map((n) => v.columns.find((c) => c.name === n)?.base));
  // each base column left out with a view default: named by its view column, else by a carrier name
  const missing: { name: string; expr: string }[] = [];
  for (const d of v.defaults) {
    if (written.has(d.base)) continue;
    written.add(d.base);
    const viewCol = v.columns.find((c) => c.base === d.base);
    missing.push({ name: viewCol?.name ?? `${DEFAULT_CARRIER}${d.base.name}`, expr: d.expr });
  }
  const defaultNodes = (): AstNode[] => missing.map((m) => parseExprText(m.expr));
  if (rows !== undefined) {
    for (const r of rows) {
      r.forEach((n, i) => (r[i] = value(names[i], n)));
      r.push(...defaultNodes());
    }
  } else if (sel === undefined) {
    if (missing.length === 0) return out;
    out['selectStmt'] = { SelectStmt: { valuesLists: [{ List: { items: defaultNodes() } }], op: 'SETOP_NONE' } };
  } else if (missing.length > 0) {
    // INSERT … SELECT: the source's columns, then the defaults
    const alias = { aliasname: '*view_source*', colnames: names.map((_, i) => ({ String: { sval: `c${i + 1}` } })) };
    const targets = [...names.map((_, i) => ({ ResTarget: { val: { ColumnRef: { fields: [{ String: { sval: '*view_source*' } }, { String: { sval: `c${i + 1}` } }] } } } })), ...defaultNodes().map((val) => ({ ResTarget: { val } }))];
    out['selectStmt'] = { SelectStmt: { targetList: targets, fromClause: [{ RangeSubselect: { subquery: out['selectStmt'], alias } }], op: 'SETOP_NONE' } };
  }
  if (missing.length === 0 && given.length === 0) return out;
  // the columns named keep their subscripts and fields (b[1], b[2]); the defaults follow
  const named = given.length > 0 ? ((out['cols'] as AstNode[] | undefined) ?? []) : names.map((name) => ({ ResTarget: { name } }));
  out['cols'] = [...named, ...missing.map((m) => ({ ResTarget: { name: m.name } }))];
  return out;
}

/**
 * An INSERT's target columns as rewriteTargetView checks them: the columns named (the view's
 * first ones when none is) and the read-only columns left out that a view default fills
 * (rewriteTargetListIU), the written view's own first, then each view below's: the first that is
 * not a column of its base relation is 0A000.
 */
function refuseReadOnlyTargets(t: DmlTarget, stmt: Fields): void {
  const v = t.view;
  if (v === undefined) return;
  const given = ((stmt['cols'] as AstNode[] | undefined) ?? []).map((n) => String((n['ResTarget'] as Fields)['name']));
  const width = sourceWidth(stmt);
  const names = given.length > 0 ? given : v.columns.slice(0, width ?? v.columns.length).map((c) => c.name);
  const refused: { pos: number; ro: NonNullable<ViewColumn['readOnly']> }[] = [];
  v.columns.forEach((c, pos) => {
    const ro = names.includes(c.name) ? c.readOnly : v.lockedDefaults.find((d) => d.outer && d.column === c.name)?.readOnly;
    if (ro !== undefined) refused.push({ pos, ro });
  });
  v.lockedDefaults.forEach((d, i) => {
    if (!d.outer) refused.push({ pos: v.columns.length + i, ro: d.readOnly });
  });
  const first = refused.sort((a, b) => a.ro.depth - b.ro.depth || a.pos - b.pos)[0];
  if (first !== undefined) throw readOnlyColumnError(t.scope.ctx, 'insert', first.ro);
}
