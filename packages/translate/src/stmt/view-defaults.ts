import type { AstNode, Fields } from '../parse/ast.js';
import { parseExprText } from '../ddl/table-model.js';
import type { DmlTarget } from './dml-target.js';
import { clone } from './rule-rewrite.js';
import { sourceWidth } from './view-insert.js';

/**
 * A view column's own default (ALTER VIEW … ALTER COLUMN … SET DEFAULT): rewriteTargetListIU
 * gives it to a column an INSERT through the view leaves out and to DEFAULT in VALUES or SET;
 * a view column without one leaves DEFAULT to the base table's default. Returns the statement as
 * it is to be planned (the original when the view has no defaults).
 */
export function withViewDefaults(t: DmlTarget, stmt: Fields, kind: 'insert' | 'update'): Fields {
  const view = t.view?.view;
  if (view === undefined) return stmt;
  const defaults = new Map<string, string>();
  for (const c of view.columns) if (c.defaultExpr !== null && c.defaultExpr !== undefined) defaults.set(c.name, c.defaultExpr);
  if (defaults.size === 0 && kind === 'insert') return stmt;
  const value = (name: string | undefined, node: AstNode): AstNode => {
    const text = name === undefined ? undefined : defaults.get(name);
    return text !== undefined && node['SetToDefault'] !== undefined ? parseExprText(text) : node;
  };
  const out = clone(stmt);
  if (kind === 'update') {
    // UPDATE … SET c = DEFAULT: the view's default, else NULL (not the base table's default)
    for (const n of (out['targetList'] as AstNode[] | undefined) ?? []) {
      const rt = n['ResTarget'] as Fields;
      const val = rt['val'] as AstNode;
      if (rt['indirection'] !== undefined || val['SetToDefault'] === undefined) continue;
      rt['val'] = defaults.has(String(rt['name'])) ? value(String(rt['name']), val) : { A_Const: { isnull: true } };
    }
    return out;
  }
  const given = ((out['cols'] as AstNode[] | undefined) ?? []).map((n) => String((n['ResTarget'] as Fields)['name']));
  const sel = (out['selectStmt'] as AstNode | undefined)?.['SelectStmt'] as Fields | undefined;
  const rows = (sel?.['valuesLists'] as AstNode[] | undefined)?.map((l) => (l['List'] as Fields)['items'] as AstNode[]);
  const width = sourceWidth(out);
  // the columns named: the list, else the view's first columns as many as VALUES gives
  const names = given.length > 0 ? given : width === undefined ? [] : view.columns.slice(0, width).map((c) => c.name);
  if (given.length === 0 && width === undefined) return stmt; // INSERT … SELECT * without a column list: left as is
  const missing = [...defaults.keys()].filter((n) => !names.includes(n));
  const defaultNodes = (): AstNode[] => missing.map((n) => parseExprText(defaults.get(n) as string));
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
  out['cols'] = [...names, ...missing].map((name) => ({ ResTarget: { name } }));
  return out;
}
