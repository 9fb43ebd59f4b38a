import { type AstNode, type Fields, fieldsOf, listItems, names, nodeType, strVal } from '../../parse/ast.js';
import { quoteString } from '../../sql/quote.js';
import { pgQuoteIdent } from '../pg-ident.js';
import { type DeparseContext, INDENT, NotPrintable } from './deparse-context.js';
import { printSubquery } from './query-print.js';
import { printOrderBy, printWindowSpec } from './sort-print.js';

/**
 * Expressions of a view's query (already normalized: columns qualified, casts explicit) as
 * ruleutils.c's get_rule_expr prints them. Non-pretty, every operator, boolean and test wears its
 * own parentheses; pretty, a child is parenthesized only where isSimpleNode says it must be.
 */

/** How a parent node treats its operand in isSimpleNode. */
type Parent =
  | { kind: 'op'; op: string; left: boolean }
  | { kind: 'cast' }
  | { kind: 'bool'; boolop: string }
  | { kind: 'separated' }
  | { kind: 'other' };

const SEPARATED: Parent = { kind: 'separated' };
const OTHER: Parent = { kind: 'other' };

/** The operator of a binary A_Expr (`+`), undefined for others. */
function binaryOp(node: AstNode): string | undefined {
  const f = fieldsOf(node);
  if (nodeType(node) !== 'A_Expr' || f['kind'] !== 'AEXPR_OP' || f['lexpr'] === undefined) return undefined;
  return strVal(listItems(f['name']).at(-1));
}

function isTest(node: AstNode): boolean {
  const t = nodeType(node);
  if (t === 'SubLink' || t === 'NullTest' || t === 'BooleanTest') return true;
  return t === 'A_Expr' && (fieldsOf(node)['kind'] === 'AEXPR_DISTINCT' || fieldsOf(node)['kind'] === 'AEXPR_OP');
}

/** isSimpleNode: whether `node` under `parent` prints without parentheses of its own in pretty mode. */
function isSimple(node: AstNode, parent: Parent): boolean {
  const t = nodeType(node);
  const f = fieldsOf(node);
  if (t === 'A_Expr' && f['kind'] === 'AEXPR_OP' && parent.kind === 'op') {
    const op = binaryOp(node);
    const low = (o: string): boolean => o === '+' || o === '-';
    const high = (o: string): boolean => o === '*' || o === '/' || o === '%';
    if (op === undefined || !(low(op) || high(op)) || !(low(parent.op) || high(parent.op))) return false;
    if (high(op) && low(parent.op)) return true;
    if (low(op) && high(parent.op)) return false;
    return parent.left;
  }
  if (isTest(node)) return parent.kind === 'bool' || parent.kind === 'separated';
  if (t === 'BoolExpr') {
    if (parent.kind === 'bool') {
      const op = f['boolop'];
      return op === 'OR_EXPR' ? parent.boolop === 'OR_EXPR' : true;
    }
    return parent.kind === 'separated';
  }
  if (t === 'A_Expr' || t === 'CollateClause') return f['kind'] === 'AEXPR_NULLIF';
  return true;
}

/** get_rule_expr_paren: `node`, parenthesized in pretty mode when it is not simple under `parent`. */
function paren(node: AstNode, ctx: DeparseContext, parent: Parent): void {
  const need = ctx.pretty && !isSimple(node, parent);
  if (need) ctx.append('(');
  printExpr(node, ctx);
  if (need) ctx.append(')');
}

/** Wraps `body` in the parentheses non-pretty output gives every operator and test. */
function own(ctx: DeparseContext, body: () => void): void {
  if (!ctx.pretty) ctx.append('(');
  body();
  if (!ctx.pretty) ctx.append(')');
}

function list(nodes: readonly AstNode[], ctx: DeparseContext): void {
  nodes.forEach((n, i) => {
    if (i > 0) ctx.append(', ');
    printExpr(n, ctx);
  });
}

/** get_const_expr of a literal as the parse tree holds it (a typed literal is a TypeCast of its text). */
function constText(f: Fields): string {
  if (f['isnull']) return 'NULL';
  if (f['boolval'] !== undefined) return f['boolval']['boolval'] ? 'true' : 'false';
  if (f['sval'] !== undefined) return quoteString(String(f['sval']['sval'] ?? ''));
  if (f['ival'] !== undefined) return String(f['ival']['ival'] ?? 0);
  if (f['fval'] !== undefined) return String(f['fval']['fval'] ?? '0');
  throw new NotPrintable('constant');
}

/** Prints one expression into `ctx`. */
export function printExpr(node: AstNode, ctx: DeparseContext): void {
  const t = nodeType(node);
  const f = fieldsOf(node);
  switch (t) {
    case 'ColumnRef':
      ctx.append(listItems(f['fields']).map((p) => (nodeType(p) === 'A_Star' ? '*' : pgQuoteIdent(strVal(p)))).join('.'));
      return;
    case 'A_Const':
      ctx.append(constText(f));
      return;
    case 'TypeCast':
      return printCast(f, ctx);
    case 'A_Expr':
      return printAExpr(f, ctx);
    case 'BoolExpr':
      return printBool(f, ctx);
    case 'NullTest':
      return own(ctx, () => {
        paren(f['arg'], ctx, OTHER);
        ctx.append(f['nulltesttype'] === 'IS_NOT_NULL' ? ' IS NOT NULL' : ' IS NULL');
      });
    case 'BooleanTest':
      return own(ctx, () => {
        paren(f['arg'], ctx, OTHER);
        ctx.append(` IS ${String(f['booltesttype']).replace(/^IS_/, '').replace(/_/g, ' ')}`);
      });
    case 'FuncCall':
      return printCall(f, ctx);
    case 'CoalesceExpr':
      ctx.append('COALESCE(');
      list(listItems(f['args']), ctx);
      ctx.append(')');
      return;
    case 'MinMaxExpr':
      ctx.append(f['op'] === 'IS_GREATEST' ? 'GREATEST(' : 'LEAST(');
      list(listItems(f['args']), ctx);
      ctx.append(')');
      return;
    case 'CaseExpr':
      return printCase(f, ctx);
    case 'SubLink':
      return printSubLink(f, ctx);
    case 'A_ArrayExpr':
      ctx.append('ARRAY[');
      list(listItems(f['elements']), ctx);
      ctx.append(']');
      return;
    case 'RowExpr':
      ctx.append('ROW(');
      list(listItems(f['args']), ctx);
      ctx.append(')');
      return;
    case 'SQLValueFunction':
      ctx.append(sqlValueFunction(String(f['op']), f['typmod'] as number | undefined));
      return;
    case 'A_Indirection':
      return printSubscripts(f, ctx);
    case 'CollateClause':
      return own(ctx, () => {
        paren(f['arg'], ctx, OTHER);
        ctx.append(` COLLATE ${names(f['collname']).map(pgQuoteIdent).join('.')}`);
      });
    default:
      throw new NotPrintable(t);
  }
}

/** get_coercion_expr: a literal keeps its quoted text (`'x'::text`); any other value is `(arg)::type`, pretty `arg::type`. */
function printCast(f: Fields, ctx: DeparseContext): void {
  const arg = f['arg'] as AstNode;
  const a = fieldsOf(arg);
  if (nodeType(arg) === 'A_Const' && (a['sval'] !== undefined || a['isnull'])) ctx.append(constText(a));
  else {
    if (!ctx.pretty) ctx.append('(');
    paren(arg, ctx, { kind: 'cast' });
    if (!ctx.pretty) ctx.append(')');
  }
  ctx.append(`::${ctx.typeText(f['typeName'] as Fields)}`);
}

function printAExpr(f: Fields, ctx: DeparseContext): void {
  const op = names(listItems(f['name'])).filter((n) => n !== 'pg_catalog').join('.');
  const l = f['lexpr'] as AstNode | undefined;
  const r = f['rexpr'] as AstNode;
  switch (f['kind']) {
    case 'AEXPR_OP':
      return own(ctx, () => {
        if (l === undefined) {
          ctx.append(`${op} `);
          paren(r, ctx, { kind: 'op', op, left: false });
          return;
        }
        paren(l, ctx, { kind: 'op', op, left: true });
        ctx.append(` ${op} `);
        paren(r, ctx, { kind: 'op', op, left: false });
      });
    case 'AEXPR_OP_ANY':
    case 'AEXPR_OP_ALL':
      return own(ctx, () => {
        paren(l as AstNode, ctx, OTHER);
        ctx.append(` ${op} ${f['kind'] === 'AEXPR_OP_ANY' ? 'ANY' : 'ALL'} (`);
        // a scalar sub-SELECT keeps its (dummy) cast written after it, as ruleutils writes it
        const cast = nodeType(r) === 'TypeCast' ? fieldsOf(r) : undefined;
        const sub = cast === undefined ? undefined : fieldsOf(cast['arg'] as AstNode);
        if (cast !== undefined && nodeType(cast['arg'] as AstNode) === 'SubLink' && sub?.['subLinkType'] === 'EXPR_SUBLINK') {
          paren(cast['arg'] as AstNode, ctx, OTHER);
          ctx.append(`::${ctx.typeText(cast['typeName'] as Fields)}`);
        } else paren(r, ctx, OTHER);
        ctx.append(')');
      });
    case 'AEXPR_DISTINCT':
      return own(ctx, () => {
        paren(l as AstNode, ctx, OTHER);
        ctx.append(' IS DISTINCT FROM ');
        paren(r, ctx, OTHER);
      });
    case 'AEXPR_NULLIF':
      ctx.append('NULLIF(');
      list([l as AstNode, r], ctx);
      ctx.append(')');
      return;
    default:
      throw new NotPrintable(String(f['kind']));
  }
}

function printBool(f: Fields, ctx: DeparseContext): void {
  const args = listItems(f['args']);
  const parent: Parent = { kind: 'bool', boolop: String(f['boolop']) };
  own(ctx, () => {
    if (f['boolop'] === 'NOT_EXPR') {
      ctx.append('NOT ');
      paren(args[0] as AstNode, ctx, parent);
      return;
    }
    const sep = f['boolop'] === 'AND_EXPR' ? ' AND ' : ' OR ';
    args.forEach((a, i) => {
      if (i > 0) ctx.append(sep);
      paren(a, ctx, parent);
    });
  });
}

/** Functions PostgreSQL prints in their SQL-standard spelling (get_func_sql_syntax). */
function printSqlSyntax(name: string, args: AstNode[], ctx: DeparseContext): boolean {
  const at = (i: number): AstNode => args[i] as AstNode;
  if (name === 'substring' && (args.length === 2 || args.length === 3)) {
    ctx.append('SUBSTRING(');
    printExpr(at(0), ctx);
    ctx.append(' FROM ');
    printExpr(at(1), ctx);
    if (args.length === 3) {
      ctx.append(' FOR ');
      printExpr(at(2), ctx);
    }
    ctx.append(')');
    return true;
  }
  if (name === 'extract' && args.length === 2 && nodeType(at(0)) === 'A_Const') {
    ctx.append(`EXTRACT(${String(fieldsOf(at(0))['sval']?.['sval'] ?? '')} FROM `);
    printExpr(at(1), ctx);
    ctx.append(')');
    return true;
  }
  if (name === 'position' && args.length === 2) {
    ctx.append('POSITION((');
    printExpr(at(1), ctx);
    ctx.append(') IN (');
    printExpr(at(0), ctx);
    ctx.append('))');
    return true;
  }
  return false;
}

function printCall(f: Fields, ctx: DeparseContext): void {
  const parts = names(listItems(f['funcname']));
  const name = parts.filter((n) => n !== 'pg_catalog');
  const args = listItems(f['args']);
  if (f['funcformat'] === 'COERCE_SQL_SYNTAX' && parts[0] === 'pg_catalog') {
    if (f['over'] === undefined && printSqlSyntax(name.join('.'), args, ctx)) return;
    throw new NotPrintable('SQL-syntax function');
  }
  if (f['agg_within_group']) throw new NotPrintable('WITHIN GROUP');
  ctx.append(`${name.map(pgQuoteIdent).join('.')}(`);
  if (f['agg_distinct']) ctx.append('DISTINCT ');
  if (f['agg_star']) ctx.append('*');
  else {
    args.forEach((a, i) => {
      if (i > 0) ctx.append(', ');
      if (f['func_variadic'] && i === args.length - 1) ctx.append('VARIADIC ');
      if (nodeType(a) === 'NamedArgExpr') {
        ctx.append(`${pgQuoteIdent(String(fieldsOf(a)['name']))} => `);
        printExpr(fieldsOf(a)['arg'], ctx);
      } else printExpr(a, ctx);
    });
  }
  const order = listItems(f['agg_order']);
  if (order.length > 0) {
    ctx.append(' ORDER BY ');
    printOrderBy(order, ctx);
  }
  if (f['agg_filter'] !== undefined) {
    ctx.append(') FILTER (WHERE ');
    printExpr(f['agg_filter'], ctx);
  }
  ctx.append(')');
  const over = f['over'] as Fields | undefined;
  if (over !== undefined) {
    ctx.append(' OVER ');
    const named = over['name'] as string | undefined;
    if (named !== undefined && ctx.windows.has(named)) ctx.append(pgQuoteIdent(named));
    else printWindowSpec(over, ctx);
  }
}

function printCase(f: Fields, ctx: DeparseContext): void {
  ctx.keyword('CASE', 0, INDENT.variable, 0);
  if (f['arg'] !== undefined) {
    ctx.append(' ');
    printExpr(f['arg'], ctx);
  }
  for (const w of listItems(f['args'])) {
    const when = fieldsOf(w);
    ctx.keyword('WHEN ', 0, 0, 0);
    printExpr(when['expr'], ctx);
    ctx.append(' THEN ');
    printExpr(when['result'], ctx);
  }
  ctx.keyword('ELSE ', 0, 0, 0);
  if (f['defresult'] === undefined) ctx.append('NULL');
  else printExpr(f['defresult'], ctx);
  ctx.keyword('END', -INDENT.variable, 0, 0);
}

function printSubLink(f: Fields, ctx: DeparseContext): void {
  const kind = String(f['subLinkType']);
  ctx.append(kind === 'ARRAY_SUBLINK' ? 'ARRAY(' : '(');
  let needParen = true;
  if (kind === 'EXISTS_SUBLINK') ctx.append('EXISTS ');
  else if (kind === 'ANY_SUBLINK' || kind === 'ALL_SUBLINK') {
    const op = names(listItems(f['operName'])).join('.') || '=';
    const test = f['testexpr'] as AstNode;
    if (nodeType(test) === 'RowExpr') throw new NotPrintable('row IN subquery');
    printExpr(test, ctx);
    ctx.append(kind === 'ANY_SUBLINK' ? (op === '=' ? ' IN ' : ` ${op} ANY `) : ` ${op} ALL `);
  } else if (kind === 'EXPR_SUBLINK' || kind === 'ARRAY_SUBLINK') needParen = false;
  else throw new NotPrintable(kind);
  if (needParen) ctx.append('(');
  printSubquery(f['subselect'] as AstNode, ctx, false);
  ctx.append(needParen ? '))' : ')');
}

/** A SQLValueFunction in its SQL spelling (CURRENT_DATE, LOCALTIMESTAMP(3), …). */
function sqlValueFunction(op: string, typmod: number | undefined): string {
  const word = op.replace(/^SVFOP_/, '').replace(/_N$/, '');
  const precision = op.endsWith('_N') && typmod !== undefined ? `(${typmod})` : '';
  return `${word}${precision}`;
}

/** A subscripted value: `t.a[1]`, `(f(x))[1:2]` (parentheses unless the value is a column). */
function printSubscripts(f: Fields, ctx: DeparseContext): void {
  const arg = f['arg'] as AstNode;
  const bare = nodeType(arg) === 'ColumnRef';
  if (!bare) ctx.append('(');
  printExpr(arg, ctx);
  if (!bare) ctx.append(')');
  for (const i of listItems(f['indirection'])) {
    if (nodeType(i) !== 'A_Indices') throw new NotPrintable('field selection');
    const x = fieldsOf(i);
    ctx.append('[');
    if (x['lidx'] !== undefined) printExpr(x['lidx'], ctx);
    if (x['is_slice']) ctx.append(':');
    if (x['uidx'] !== undefined) printExpr(x['uidx'], ctx);
    ctx.append(']');
  }
}
