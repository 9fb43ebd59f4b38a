import { type AstNode, type Fields, fieldsOf, listItems, nodeType, strVal } from '../../parse/ast.js';

/**
 * A rename of a table (or of one of its columns) followed in a view's stored query, level by level
 * as PostgreSQL's views follow it (they refer by OID): each qualified column reference is resolved
 * to the FROM item it named before the rename, and FROM items are given names unique across the
 * enclosing levels again (set_rtable_names: `tx1` renamed to `a1` under an outer `a1` prints as
 * `a1 a1_1`), so no reference changes meaning.
 */

/** What was renamed: relation `name` (in `schema`) to `to`, or its column `column.from` to `column.to`. */
export interface RelationRename {
  name: string;
  schema: string;
  to: string;
  column?: { from: string; to: string };
}

/** One query level: each FROM item's printed name before → after, and which of them is the renamed relation. */
interface Level {
  names: Map<string, string>;
  renamed: Set<string>;
}

/** Applies `rename` to a stored view query (a SelectStmt's fields), in place. */
export function renameInViewQuery(select: Fields, rename: RelationRename): void {
  renameLevel(select, rename, []);
}

function str(s: string): AstNode {
  return { String: { sval: s } };
}

function renameLevel(s: Fields, rename: RelationRename, stack: readonly Level[]): void {
  if (s['op'] !== undefined && s['op'] !== 'SETOP_NONE') {
    withCtes(s, rename, stack);
    renameLevel(s['larg'] as Fields, rename, stack);
    renameLevel(s['rarg'] as Fields, rename, stack);
    return;
  }
  const level: Level = { names: new Map(), renamed: new Set() };
  const used = new Set(stack.flatMap((l) => [...l.names.values()]));
  const name = (item: Fields, isRelation: boolean): void => {
    const alias = item['alias'] as Fields | undefined;
    const before = (alias?.['aliasname'] as string | undefined) ?? (isRelation ? String(item['relname']) : undefined);
    if (before === undefined) return;
    const mine = isRelation && item['relname'] === rename.name && (item['schemaname'] === undefined || item['schemaname'] === rename.schema);
    if (mine && rename.column === undefined) item['relname'] = rename.to;
    const base = (alias?.['aliasname'] as string | undefined) ?? (isRelation ? String(item['relname']) : before);
    let after = base;
    for (let i = 1; used.has(after); i++) after = `${base}_${i}`;
    used.add(after);
    if (after !== base) item['alias'] = { ...(alias ?? {}), aliasname: after };
    level.names.set(before, after);
    if (mine) level.renamed.add(before);
  };
  const items = (n: AstNode): void => {
    const f = fieldsOf(n);
    if (nodeType(n) === 'JoinExpr') {
      items(f['larg']);
      items(f['rarg']);
    } else name(f, nodeType(n) === 'RangeVar');
  };
  listItems(s['fromClause']).forEach(items);
  const inner = [...stack, level];
  withCtes(s, rename, inner);
  for (const [key, value] of Object.entries(s)) {
    if (key === 'withClause') continue;
    if (key === 'targetList') for (const t of listItems(value)) target(fieldsOf(t), rename, inner);
    else visit(value, rename, inner);
  }
}

function withCtes(s: Fields, rename: RelationRename, stack: readonly Level[]): void {
  const w = s['withClause'] as Fields | undefined;
  for (const c of listItems(w?.['ctes'])) renameLevel(fieldsOf(fieldsOf(c)['ctequery']), rename, stack);
}

/** A SELECT-list entry: a renamed column keeps the view's output name (`t.new AS old`). */
function target(rt: Fields, rename: RelationRename, stack: readonly Level[]): void {
  const val = rt['val'] as AstNode;
  if (rename.column !== undefined && rt['name'] === undefined && nodeType(val) === 'ColumnRef') {
    const fields = listItems(fieldsOf(val)['fields']);
    const own = fields.length === 2 ? refersToRenamed(strVal(fields[0]), stack) : fields.length === 1;
    if (strVal(fields.at(-1)) === rename.column.from && own) rt['name'] = rename.column.from;
  }
  visit(val, rename, stack);
}

function refersToRenamed(qualifier: string, stack: readonly Level[]): boolean {
  for (let i = stack.length - 1; i >= 0; i--) {
    const l = stack[i] as Level;
    if (l.names.has(qualifier)) return l.renamed.has(qualifier);
  }
  return false;
}

function qualifierAfter(qualifier: string, stack: readonly Level[]): string {
  for (let i = stack.length - 1; i >= 0; i--) {
    const after = (stack[i] as Level).names.get(qualifier);
    if (after !== undefined) return after;
  }
  return qualifier;
}

function visit(node: unknown, rename: RelationRename, stack: readonly Level[]): void {
  if (Array.isArray(node)) {
    for (const n of node) visit(n, rename, stack);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const rec = node as Record<string, unknown>;
  const ref = rec['ColumnRef'] as Fields | undefined;
  if (ref !== undefined) {
    const fields = listItems(ref['fields']);
    // text kept by an earlier pgsqlite may hold unqualified names: the column's own name follows
    if (fields.length === 1 && rename.column !== undefined && strVal(fields[0]) === rename.column.from) ref['fields'] = [str(rename.column.to)];
    if (fields.length !== 2 || nodeType(fields[1] as AstNode) !== 'String') return;
    const q = strVal(fields[0]);
    const col = strVal(fields[1]);
    const renamedColumn = rename.column !== undefined && col === rename.column.from && refersToRenamed(q, stack);
    ref['fields'] = [str(qualifierAfter(q, stack)), renamedColumn ? str((rename.column as { to: string }).to) : fields[1]];
    return;
  }
  const sub = rec['SubLink'] as Fields | undefined;
  if (sub !== undefined) {
    visit(sub['testexpr'], rename, stack);
    renameLevel(fieldsOf(sub['subselect']), rename, stack);
    return;
  }
  const from = rec['RangeSubselect'] as Fields | undefined;
  if (from !== undefined) {
    renameLevel(fieldsOf(from['subquery']), rename, stack);
    return;
  }
  if (rec['RangeVar'] !== undefined) return;
  for (const v of Object.values(rec)) visit(v, rename, stack);
}
