import { deparseSync } from 'pgsql-deparser';
import type { RelationDef, RuleDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, names, nodeType } from '../parse/ast.js';
import { parseStatements } from '../parse/parser.js';
import { pgQuoteIdent } from '../ddl/pg-ident.js';
import { typeLabel } from '../ddl/type-label.js';

/**
 * The AST rewrites of PostgreSQL's rule system (rewriteHandler.c): a rule action reads NEW/OLD,
 * which stand for the rows the original statement inserts, updates or deletes. Here those rows
 * are one derived table, `"*rule*"`, with a column `old.c` / `new.c` per column `c` of the
 * relation, computed from the original statement (its VALUES or SELECT with the columns'
 * defaults; its target scanned with its FROM/USING and WHERE, NEW from its SET list). Each action
 * joins that table, ANDs the rule's condition, and reads `"*rule*"."new.c"` for `new.c`.
 */

export const RULE_ROWS = '*rule*';

/** The original statement's rows as NEW/OLD, and how to read them. */
export interface RuleRows {
  /** `(SELECT … ) AS "*rule*"` as a FROM item */
  from: AstNode;
  /** The relation's columns (NEW.* / OLD.* order) */
  columns: readonly string[];
}

/** Parses one SQL statement we built. */
function parseOne(sql: string): AstNode {
  const [stmt] = parseStatements(sql);
  if (stmt === undefined) throw new Error(`rule rewrite produced no statement: ${sql}`);
  return stmt.ast;
}

/** `SELECT 1 FROM <item>`'s FROM item. */
function fromItem(sql: string): AstNode {
  const sel = parseOne(`SELECT 1 FROM ${sql}`)['SelectStmt'] as Fields;
  return (sel['fromClause'] as AstNode[])[0] as AstNode;
}

/** An expression parsed from SQL text. */
export function parseExpr(sql: string): AstNode {
  const sel = parseOne(`SELECT 1 WHERE ${sql}`)['SelectStmt'] as Fields;
  return sel['whereClause'] as AstNode;
}

const text = (n: unknown): string => deparseSync(n as AstNode, { pretty: false });
const q = pgQuoteIdent;

function typed(ctx: PlanCtx, rel: RelationDef, i: number, expr: string): string {
  const c = rel.columns[i];
  return c === undefined ? expr : `CAST(${expr} AS ${typeLabel(ctx.catalog, ctx.searchPath, c.typeOid, c.typmod)})`;
}

/** The NEW rows of an INSERT: its VALUES or SELECT, the other columns their defaults. */
export function insertRows(ctx: PlanCtx, rel: RelationDef, stmt: Fields): RuleRows {
  const cols = ((stmt['cols'] as AstNode[] | undefined) ?? []).map((n) => {
    const t = n['ResTarget'] as Fields;
    if (t['indirection'] !== undefined) throw ctx.error('feature_not_supported', 'INSERT into a field or element of a relation with rules is not supported by pgsqlite', t['location']);
    return String(t['name']);
  });
  const source = stmt['selectStmt'] as AstNode | undefined;
  const sel = source === undefined ? undefined : (source['SelectStmt'] as Fields);
  const width = sourceWidth(sel, rel.columns.length);
  const given = cols.length > 0 ? cols : rel.columns.slice(0, width).map((c) => c.name);
  const rows = source === undefined ? undefined : withDefaultsGiven(ctx, rel, source, given);
  const exprs = rel.columns.map((c, i) => {
    const j = given.indexOf(c.name);
    const value = j >= 0 ? `${q('*src*')}.${q(`c${j + 1}`)}` : (c.defaultExpr ?? 'NULL');
    return `${typed(ctx, rel, i, value)} AS ${q(`new.${c.name}`)}`;
  });
  const alias = `${q('*src*')}(${given.map((_, j) => q(`c${j + 1}`)).join(', ')})`;
  const body = rows === undefined ? `SELECT ${exprs.join(', ')}` : `SELECT ${exprs.join(', ')} FROM (${text(rows)}) AS ${alias}`;
  return { from: fromItem(`(${body}) AS ${q(RULE_ROWS)}`), columns: rel.columns.map((c) => c.name) };
}

/**
 * An INSERT's source with each DEFAULT of its VALUES lists replaced by the default of the column
 * it fills (rewriteValuesRTE for a rule action): the relation's own column default — a view
 * column's (ALTER VIEW … SET DEFAULT) for a view — else NULL. DEFAULT elsewhere is 0A000.
 */
function withDefaultsGiven(ctx: PlanCtx, rel: RelationDef, source: AstNode, given: readonly string[]): AstNode {
  if (!JSON.stringify(source).includes('"SetToDefault"')) return source;
  const out = clone(source);
  const sel = out['SelectStmt'] as Fields | undefined;
  const lists = (sel?.['valuesLists'] as AstNode[] | undefined) ?? [];
  for (const l of lists) {
    const items = ((l['List'] as Fields | undefined)?.['items'] as AstNode[] | undefined) ?? [];
    items.forEach((n, j) => {
      if (nodeType(n) !== 'SetToDefault') return;
      const expr = rel.columns.find((c) => c.name === given[j])?.defaultExpr ?? null;
      items[j] = expr === null ? { A_Const: { isnull: true } } : parseExpr(expr);
    });
  }
  if (JSON.stringify(out).includes('"SetToDefault"')) throw ctx.error('feature_not_supported', 'DEFAULT in this INSERT rewritten by rules is not supported by pgsqlite');
  return out;
}

/** How many columns an INSERT's source gives (a `*` in its SELECT list: as many as the table has, as PostgreSQL would check). */
function sourceWidth(sel: Fields | undefined, columns: number): number {
  if (sel === undefined) return 0;
  if (sel['valuesLists'] !== undefined) return ((((sel['valuesLists'] as AstNode[])[0]?.['List'] as Fields | undefined)?.['items'] as AstNode[] | undefined) ?? []).length;
  if (sel['op'] !== undefined && sel['op'] !== 'SETOP_NONE') return sourceWidth(sel['larg'] as Fields, columns);
  const targets = (sel['targetList'] as AstNode[] | undefined) ?? [];
  return JSON.stringify(targets).includes('"A_Star"') ? columns : targets.length;
}

/** The OLD (and for UPDATE, NEW) rows of an UPDATE/DELETE: its target scanned as it would scan it. */
export function scannedRows(ctx: PlanCtx, rel: RelationDef, stmt: Fields, update: boolean): RuleRows {
  const rv = stmt['relation'] as Fields;
  const alias = String((rv['alias'] as Fields | undefined)?.['aliasname'] ?? rel.name);
  const sets = new Map<string, string>();
  for (const n of update ? ((stmt['targetList'] as AstNode[] | undefined) ?? []) : []) {
    const t = n['ResTarget'] as Fields;
    if (t['indirection'] !== undefined || nodeType(t['val'] as AstNode) === 'MultiAssignRef') {
      throw ctx.error('feature_not_supported', 'this SET form on a relation with rules is not supported by pgsqlite', t['location']);
    }
    if (nodeType(t['val'] as AstNode) === 'SetToDefault') throw ctx.error('feature_not_supported', 'SET … = DEFAULT on a relation with rules is not supported by pgsqlite', t['location']);
    sets.set(String(t['name']), text(t['val']));
  }
  const exprs = rel.columns.map((c) => `${q(alias)}.${q(c.name)} AS ${q(`old.${c.name}`)}`);
  if (update) rel.columns.forEach((c, i) => exprs.push(`${typed(ctx, rel, i, sets.get(c.name) ?? `${q(alias)}.${q(c.name)}`)} AS ${q(`new.${c.name}`)}`));
  const others = ((stmt[update ? 'fromClause' : 'usingClause'] as AstNode[] | undefined) ?? []).map(text);
  const from = [`${q(rel.schema)}.${q(rel.name)} AS ${q(alias)}`, ...others].join(', ');
  const where = stmt['whereClause'] === undefined ? '' : ` WHERE ${text(stmt['whereClause'])}`;
  return { from: fromItem(`(SELECT ${exprs.join(', ')} FROM ${from}${where}) AS ${q(RULE_ROWS)}`), columns: rel.columns.map((c) => c.name) };
}

/** Deep copy of an AST. */
export function clone<T>(n: T): T {
  return JSON.parse(JSON.stringify(n)) as T;
}

function columnRef(parts: readonly string[]): AstNode {
  return { ColumnRef: { fields: parts.map((s) => ({ String: { sval: s } })) } };
}

/** `new.c` / `old.c` (and `new.*` in target and VALUES lists) read from `"*rule*"`. */
export function substituteRecords(node: unknown, columns: readonly string[]): unknown {
  if (Array.isArray(node)) return node.flatMap((n) => expandStar(n, columns) ?? [substituteRecords(n, columns)]);
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as AstNode)['ColumnRef'] as Fields | undefined;
  if (ref !== undefined) {
    const fields = (ref['fields'] as AstNode[] | undefined) ?? [];
    const parts = names(fields);
    if (fields.length >= 2 && (parts[0] === 'new' || parts[0] === 'old') && parts[1] !== undefined && fields[1]?.['String'] !== undefined) {
      return columnRef([RULE_ROWS, `${parts[0]}.${parts[1]}`, ...parts.slice(2)]);
    }
    return node;
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, substituteRecords(v, columns)]));
}

/** `new.*` as a list element (a ResTarget of it, or the ref itself in VALUES): one element per column. */
function expandStar(n: unknown, columns: readonly string[]): unknown[] | undefined {
  const target = (n as AstNode | null)?.['ResTarget'] as Fields | undefined;
  const ref = ((target?.['val'] as AstNode | undefined) ?? (n as AstNode | null))?.['ColumnRef'] as Fields | undefined;
  const fields = (ref?.['fields'] as AstNode[] | undefined) ?? [];
  const rec = (fields[0]?.['String'] as Fields | undefined)?.['sval'];
  if (fields.length !== 2 || fields[1]?.['A_Star'] === undefined || (rec !== 'new' && rec !== 'old')) return undefined;
  const refs = columns.map((c) => columnRef([RULE_ROWS, `${rec}.${c}`]));
  return target === undefined ? refs : refs.map((r, i) => ({ ResTarget: { name: columns[i], val: r } }));
}

/** `a AND b` (either may be absent). */
export function andQual(a: unknown, b: unknown): AstNode | undefined {
  if (a === undefined) return b as AstNode | undefined;
  if (b === undefined) return a as AstNode;
  return { BoolExpr: { boolop: 'AND_EXPR', args: [a, b] } };
}

/** `(cond) IS NOT TRUE`: what the original statement keeps of a conditional INSTEAD rule. */
export function notTrue(cond: AstNode): AstNode {
  return { BooleanTest: { arg: cond, booltesttype: 'IS_NOT_TRUE' } };
}

/**
 * One rule action joined with the original's rows: the action's NEW/OLD read `"*rule*"`, which
 * joins its FROM (UPDATE), USING (DELETE) or the SELECT giving an INSERT its rows; `qual`: the
 * rule's condition (already reading `"*rule*"`). `join` false: the action runs once, on its own
 * (PostgreSQL joins OLD only when the action or condition reads it, or the original's WHERE
 * reads its target). Returns the action's statement node.
 */
export function joinAction(ctx: PlanCtx, rule: RuleDef, action: AstNode, rows: RuleRows, qual: AstNode | undefined, join: boolean): AstNode {
  const type = nodeType(action);
  const f = substituteRecords(action[type], rows.columns) as Fields;
  if (!join && type !== 'NotifyStmt' && type !== 'SelectStmt') return unjoined(type, f, qual);
  const from = clone(rows.from);
  if (type === 'UpdateStmt') return { UpdateStmt: { ...f, fromClause: [...((f['fromClause'] as AstNode[] | undefined) ?? []), from], whereClause: andQual(f['whereClause'], qual) } };
  if (type === 'DeleteStmt') return { DeleteStmt: { ...f, usingClause: [...((f['usingClause'] as AstNode[] | undefined) ?? []), from], whereClause: andQual(f['whereClause'], qual) } };
  if (type !== 'InsertStmt') throw ctx.error('feature_not_supported', `rule "${rule.name}": ${type === 'NotifyStmt' ? 'NOTIFY' : 'SELECT'} rule actions are not supported by pgsqlite`);
  const source = f['selectStmt'] as AstNode | undefined;
  if (source === undefined) throw ctx.error('feature_not_supported', `rule "${rule.name}": INSERT … DEFAULT VALUES rule actions are not supported by pgsqlite`);
  const sel = source['SelectStmt'] as Fields;
  const rowsOf = (targets: AstNode[]): AstNode => ({ SelectStmt: { targetList: targets.map((val) => ({ ResTarget: { val } })), fromClause: [clone(from)], ...(qual ? { whereClause: clone(qual) } : {}), limitOption: 'LIMIT_OPTION_DEFAULT', op: 'SETOP_NONE' } });
  if (sel['valuesLists'] !== undefined) {
    const lists = (sel['valuesLists'] as AstNode[]).map((l) => rowsOf(((l['List'] as Fields)['items'] as AstNode[]) ?? []));
    const union = lists.reduce((larg, rarg) => ({ SelectStmt: { op: 'SETOP_UNION', all: true, larg: larg['SelectStmt'], rarg: rarg['SelectStmt'], limitOption: 'LIMIT_OPTION_DEFAULT' } }));
    return { InsertStmt: { ...f, selectStmt: union } };
  }
  if (sel['op'] !== undefined && sel['op'] !== 'SETOP_NONE') throw ctx.error('feature_not_supported', `rule "${rule.name}": an INSERT … SELECT with UNION/INTERSECT/EXCEPT as a rule action is not supported by pgsqlite`);
  const joined = { ...sel, fromClause: [...((sel['fromClause'] as AstNode[] | undefined) ?? []), from], whereClause: andQual(sel['whereClause'], qual) };
  return { InsertStmt: { ...f, selectStmt: { SelectStmt: joined } } };
}

/** True when `node` reads NEW or OLD. */
export function readsRecords(node: unknown): boolean {
  const t = JSON.stringify(node ?? null);
  return t.includes('{"ColumnRef":{"fields":[{"String":{"sval":"new"}}') || t.includes('{"ColumnRef":{"fields":[{"String":{"sval":"old"}}');
}

/** An action not joined with the original's rows: only the rule's condition added. */
function unjoined(type: string, f: Fields, qual: AstNode | undefined): AstNode {
  if (qual === undefined) return { [type]: f };
  if (type !== 'InsertStmt') return { [type]: { ...f, whereClause: andQual(f['whereClause'], qual) } };
  const sel = (f['selectStmt'] as AstNode | undefined)?.['SelectStmt'] as Fields | undefined;
  if (sel === undefined || sel['valuesLists'] !== undefined || (sel['op'] !== undefined && sel['op'] !== 'SETOP_NONE')) {
    const source = sel === undefined ? { SelectStmt: { targetList: [], limitOption: 'LIMIT_OPTION_DEFAULT', op: 'SETOP_NONE' } } : { SelectStmt: sel };
    const wrapped = { targetList: [{ ResTarget: { val: { ColumnRef: { fields: [{ A_Star: {} }] } } } }], fromClause: [{ RangeSubselect: { subquery: source, alias: { aliasname: '*v*' } } }], whereClause: qual, limitOption: 'LIMIT_OPTION_DEFAULT', op: 'SETOP_NONE' };
    return { InsertStmt: { ...f, selectStmt: { SelectStmt: wrapped } } };
  }
  return { InsertStmt: { ...f, selectStmt: { SelectStmt: { ...sel, whereClause: andQual(sel['whereClause'], qual) } } } };
}
