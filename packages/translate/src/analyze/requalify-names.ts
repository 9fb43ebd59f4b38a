import { findUserType, userTypeByOid, type Catalog, type RelationDef, type UserFunctionDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { parseStatements } from '../parse/parser.js';
import { printDefault } from '../ddl/expr-text.js';
import { pgQuoteIdent } from '../ddl/pg-ident.js';

/**
 * ruleutils prints a relation or function name qualified when its unqualified name would not find
 * it on the session's search path (generate_relation_name / generate_function_name, regclassout).
 * pgsqlite keeps definitions as text written under the search path of their creation; these
 * re-print them for the search path of the reader (pg_dump reads with search_path = '').
 */

/** True when `rel`'s unqualified name finds it first on `searchPath`. */
export function relationVisible(catalog: Catalog, rel: RelationDef, searchPath: readonly string[]): boolean {
  return catalog.findRelation(rel.name, undefined, searchPath)?.oid === rel.oid;
}

/** A function's name as generate_function_name prints it: qualified unless its schema is the first on the path holding that name. */
export function functionNameFor(catalog: Catalog, fn: UserFunctionDef, searchPath: readonly string[]): string {
  const first = searchPath.find((s) => (catalog.userFunctions?.() ?? []).some((f) => f.schema === s && f.name === fn.name));
  return first === fn.schema ? pgQuoteIdent(fn.name) : `${pgQuoteIdent(fn.schema)}.${pgQuoteIdent(fn.name)}`;
}

/** Every node of `node` (objects and arrays), depth first. */
function* walk(node: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(node)) {
    for (const n of node) yield* walk(n);
  } else if (node !== null && typeof node === 'object') {
    yield node as Record<string, unknown>;
    for (const v of Object.values(node)) yield* walk(v);
  }
}

/**
 * A view's query with each unqualified relation name qualified where the reader's search path
 * would not find that relation (`dependencies`: the relations the view reads); undefined when
 * nothing changes. CTE names are left alone.
 */
export function requalifiedViewQuery(catalog: Catalog, definition: string, dependencies: readonly number[], searchPath: readonly string[]): AstNode | undefined {
  const query = parseStatements(definition)[0]?.ast as AstNode | undefined;
  if (query === undefined) return undefined;
  const ctes = new Set<string>();
  for (const n of walk(query)) {
    const cte = n['CommonTableExpr'] as Fields | undefined;
    if (cte !== undefined) ctes.add(String(cte['ctename']));
  }
  const deps = dependencies.map((oid) => catalog.relationByOid(oid)).filter((r): r is RelationDef => r !== undefined);
  let changed = false;
  for (const n of walk(query)) {
    const rv = n['RangeVar'] as Fields | undefined;
    if (rv === undefined || rv['schemaname'] !== undefined || ctes.has(String(rv['relname']))) continue;
    const rel = deps.find((d) => d.name === rv['relname']);
    if (rel === undefined || relationVisible(catalog, rel, searchPath)) continue;
    rv['schemaname'] = rel.schema;
    changed = true;
  }
  // and the casts to user types (a literal folded to an enum column's type: 'x'::mood)
  if (qualifyTypeCasts(catalog, query, [...new Set([...deps.map((d) => d.schema), 'public'])], searchPath)) changed = true;
  return changed ? query : undefined;
}

/**
 * A column default as pg_get_expr prints it for the reader's search path: a `'name'::regclass`
 * constant (nextval's argument) qualified when the name would not find its relation (looked up
 * in the table's schema first, where serial columns put their sequences); undefined when nothing changes.
 */
export function requalifiedDefault(catalog: Catalog, table: RelationDef, text: string, type: number, searchPath: readonly string[]): string | undefined {
  const expr = defaultExpression(text);
  if (expr === undefined) return undefined;
  return requalifyNames(catalog, table, expr, searchPath) ? printDefault(expr, type, -1, userTypeLabel(catalog, type, searchPath)) : undefined;
}

/**
 * A stored CHECK, index key or index predicate expression of `table` as ruleutils prints it for the
 * reader's search path (user type casts and regclass constants qualified where hidden); the text
 * itself when nothing changes.
 */
export function requalifiedExpression(catalog: Catalog, table: RelationDef | undefined, text: string, searchPath: readonly string[]): string {
  const expr = table === undefined ? undefined : defaultExpression(text);
  if (table === undefined || expr === undefined || !requalifyNames(catalog, table, expr, searchPath)) return text;
  return printDefault(expr, 0, -1);
}

function requalifyNames(catalog: Catalog, table: RelationDef, expr: AstNode, searchPath: readonly string[]): boolean {
  let changed = false;
  for (const [sval, rel] of regclassConstants(catalog, table, expr, searchPath)) {
    if (relationVisible(catalog, rel, searchPath)) continue;
    sval['sval'] = `${pgQuoteIdent(rel.schema)}.${pgQuoteIdent(rel.name)}`;
    changed = true;
  }
  return qualifyTypeCasts(catalog, expr, [table.schema, ...searchPath, 'public'], searchPath) || changed;
}

/**
 * Casts to a user type (enum label defaults: 'new'::order_status), as format_type names it for the
 * reader: qualified where `searchPath` would not find the type (`schemas`: where the unqualified
 * name was meant, first match). Whether any was qualified.
 */
function qualifyTypeCasts(catalog: Catalog, expr: unknown, schemas: readonly string[], searchPath: readonly string[]): boolean {
  let changed = false;
  for (const n of walk(expr)) {
    const names = ((n['TypeCast'] as Fields | undefined)?.['typeName'] as Fields | undefined)?.['names'] as AstNode[] | undefined;
    const only = names?.length === 1 ? String(fieldsOf(names[0] as AstNode)['sval']) : undefined;
    if (names === undefined || only === undefined) continue;
    const t = schemas.map((sch) => findUserType(catalog, only, sch, [sch])).find((x) => x !== undefined);
    if (t === undefined || findUserType(catalog, only, undefined, searchPath)?.oid === t.oid) continue;
    names.unshift({ String: { sval: t.schema } } as AstNode);
    changed = true;
  }
  return changed;
}

/** The relations a column default names by `'name'::regclass` (the sequences of nextval calls: pg_depend's attrdef rows). */
export function defaultRelations(catalog: Catalog, table: RelationDef, text: string): RelationDef[] {
  const expr = defaultExpression(text);
  return expr === undefined ? [] : [...regclassConstants(catalog, table, expr, [table.schema])].map(([, rel]) => rel);
}

function defaultExpression(text: string): AstNode | undefined {
  try {
    const select = parseStatements(`SELECT ${text}`)[0]?.ast as AstNode | undefined;
    const target = ((fieldsOf(select as AstNode)['targetList'] as AstNode[] | undefined) ?? [])[0];
    return target === undefined ? undefined : (fieldsOf(target)['val'] as AstNode);
  } catch {
    return undefined;
  }
}

/**
 * The relation an unqualified name stored in a definition meant: the text was written under the
 * search path of its creation, which pgsqlite does not keep; the table's schema, the reader's
 * path and public are tried, then the one relation of that name anywhere.
 */
function namedRelation(catalog: Catalog, name: string, schemas: readonly string[]): RelationDef | undefined {
  for (const s of schemas) {
    const rel = catalog.findRelation(name, s, [s]);
    if (rel !== undefined) return rel;
  }
  const all = [...catalog.relations()].filter((r) => r.name === name);
  return all.length === 1 ? all[0] : undefined;
}

/** Each unqualified `'name'::regclass` constant of `expr` with the relation it names (the table's schema searched first). */
function* regclassConstants(catalog: Catalog, table: RelationDef, expr: AstNode, searchPath: readonly string[]): Generator<[Fields, RelationDef]> {
  for (const n of walk(expr)) {
    const cast = n['TypeCast'] as Fields | undefined;
    if (cast === undefined) continue;
    const names = ((cast['typeName'] as Fields | undefined)?.['names'] as AstNode[] | undefined) ?? [];
    const last = names[names.length - 1];
    if (last === undefined || fieldsOf(last)['sval'] !== 'regclass' || nodeType(cast['arg'] as AstNode) !== 'A_Const') continue;
    const sval = fieldsOf(cast['arg'] as AstNode)['sval'] as Fields | undefined;
    const name = sval?.['sval'];
    if (sval === undefined || typeof name !== 'string' || name.includes('.')) continue;
    const rel = namedRelation(catalog, name, [table.schema, ...searchPath, 'public']);
    if (rel !== undefined) yield [sval, rel];
  }
}

/** The name printDefault gives a literal of user type `type`: qualified unless the search path finds it. */
function userTypeLabel(catalog: Catalog, type: number, searchPath: readonly string[]): string | undefined {
  const t = userTypeByOid(catalog, type);
  if (t === undefined) return undefined;
  const visible = findUserType(catalog, t.name, undefined, searchPath)?.oid === t.oid;
  return visible ? pgQuoteIdent(t.name) : `${pgQuoteIdent(t.schema)}.${pgQuoteIdent(t.name)}`;
}
