import { formatType, typeByName, typeByOid } from '@pgsqlite/catalog';
import { parseSync } from 'libpg-query';
import { deparseSync } from 'pgsql-deparser';
import { type AstNode, type Fields, fieldsOf, names, nodeType, strVal } from '../parse/ast.js';
import { quoteString } from '../sql/quote.js';
import { pgQuoteIdent } from './pg-ident.js';

/**
 * Stored expressions (defaults, CHECK constraints, index predicates and keys) as ruleutils.c
 * prints them without PRETTYFLAG_PAREN — pg_get_expr(e, rel), pg_get_constraintdef(oid),
 * pg_get_indexdef(oid), what pg_dump and information_schema read: every operator, boolean
 * combination, IS [NOT] NULL and cast of a non-constant in parentheses of its own
 * (`((a * 2) + 1)`, `((a > 0) AND (b IS NOT NULL))`, `(b)::text`). The catalog keeps the pretty
 * form (expr-text.ts); this re-prints it. Undefined for a text holding a node this printer does
 * not know: the caller keeps the pretty form then.
 */
export function plainExpression(pretty: string): string | undefined {
  const known = cache.get(pretty);
  if (known !== undefined || cache.has(pretty)) return known;
  let out: string | undefined;
  try {
    const tree = parseSync(`SELECT ${pretty}`) as { stmts?: { stmt?: AstNode }[] };
    const select = fieldsOf(tree.stmts?.[0]?.stmt as AstNode);
    const targets = (select['targetList'] as AstNode[] | undefined) ?? [];
    const only = targets.length === 1 ? (fieldsOf(targets[0] as AstNode)['val'] as AstNode | undefined) : undefined;
    out = only === undefined ? undefined : plain(only);
  } catch {
    out = undefined;
  }
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(pretty, out);
  return out;
}

/** Re-printed texts (the catalog's expressions repeat across introspection queries). */
const cache = new Map<string, string | undefined>();
const CACHE_SIZE = 4096;

/** A node the printer does not know: the whole text stays as it was. */
class Unknown extends Error {}

function plain(node: AstNode): string | undefined {
  try {
    return print(node);
  } catch (e) {
    if (e instanceof Unknown) return undefined;
    throw e;
  }
}

function constant(f: Fields): string {
  if (f['isnull']) return 'NULL';
  if (f['boolval'] !== undefined) return f['boolval']['boolval'] ? 'true' : 'false';
  if (f['sval'] !== undefined) return quoteString(String(f['sval']['sval'] ?? ''));
  if (f['ival'] !== undefined) return String(f['ival']['ival'] ?? 0);
  if (f['fval'] !== undefined) return String(f['fval']['fval'] ?? '0');
  throw new Unknown();
}

/** A cast's type as format_type prints it (the pretty text spells types so; a user type by its name). */
function typeText(tn: Fields): string {
  if (((tn['typmods'] as unknown[] | undefined) ?? []).length > 0 || tn['pct_type'] || tn['setof']) throw new Unknown();
  const parts = names(tn['names']).filter((n) => n !== 'pg_catalog');
  const isArray = ((tn['arrayBounds'] as unknown[] | undefined) ?? []).length > 0;
  const named = typeByName(parts.join('.'));
  const type = isArray && named ? typeByOid(named.arrayOid) : named;
  // bare bit means bit(1): ruleutils quotes it
  if (type) return type.oid === 1560 ? '"bit"' : formatType(type.oid, -1);
  return `${parts.map(pgQuoteIdent).join('.')}${isArray ? '[]' : ''}`;
}

function print(node: AstNode): string {
  const f = fieldsOf(node);
  switch (nodeType(node)) {
    case 'A_Const':
      return constant(f);
    case 'ColumnRef':
      return (f['fields'] as AstNode[]).map((p) => (nodeType(p) === 'A_Star' ? '*' : pgQuoteIdent(strVal(p)))).join('.');
    case 'TypeCast': {
      const arg = f['arg'] as AstNode;
      // get_coercion_expr: a constant prints as itself, anything else in parentheses.
      const inner = nodeType(arg) === 'A_Const' ? constant(fieldsOf(arg)) : `(${print(arg)})`;
      return `${inner}::${typeText(f['typeName'] as Fields)}`;
    }
    case 'FuncCall': {
      if (f['agg_filter'] !== undefined || f['over'] !== undefined || f['agg_order'] !== undefined || f['agg_distinct'] || f['func_variadic']) throw new Unknown();
      const fn = names(f['funcname']).map(pgQuoteIdent).join('.');
      const args = ((f['args'] as AstNode[] | undefined) ?? []).map(print);
      return `${fn}(${f['agg_star'] ? '*' : args.join(', ')})`;
    }
    case 'SQLValueFunction':
      return deparseSync(node);
    case 'NullTest':
      return `(${print(f['arg'] as AstNode)} ${f['nulltesttype'] === 'IS_NOT_NULL' ? 'IS NOT NULL' : 'IS NULL'})`;
    case 'BoolExpr': {
      const args = (f['args'] as AstNode[]).map(print);
      if (f['boolop'] === 'NOT_EXPR') return `(NOT ${args[0] ?? ''})`;
      return `(${args.join(f['boolop'] === 'AND_EXPR' ? ' AND ' : ' OR ')})`;
    }
    case 'A_ArrayExpr':
      return `ARRAY[${((f['elements'] as AstNode[] | undefined) ?? []).map(print).join(', ')}]`;
    case 'CoalesceExpr':
      return `COALESCE(${(f['args'] as AstNode[]).map(print).join(', ')})`;
    case 'A_Expr':
      return operator(f);
    default:
      throw new Unknown();
  }
}

/** get_oper_expr and ScalarArrayOpExpr without PRETTYFLAG_PAREN. */
function operator(f: Fields): string {
  const nameNodes = f['name'] as AstNode[];
  if (nameNodes.length !== 1) throw new Unknown();
  const op = strVal(nameNodes[0]);
  const l = f['lexpr'] as AstNode | undefined;
  const r = f['rexpr'] as AstNode | undefined;
  switch (f['kind']) {
    case 'AEXPR_OP':
      if (r === undefined) throw new Unknown();
      return l === undefined ? `(${op} ${print(r)})` : `(${print(l)} ${op} ${print(r)})`;
    case 'AEXPR_OP_ANY':
    case 'AEXPR_OP_ALL':
      if (l === undefined || r === undefined) throw new Unknown();
      return `(${print(l)} ${op} ${f['kind'] === 'AEXPR_OP_ANY' ? 'ANY' : 'ALL'} (${print(r)}))`;
    default:
      throw new Unknown();
  }
}
