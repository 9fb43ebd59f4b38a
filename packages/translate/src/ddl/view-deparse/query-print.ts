import { type AstNode, type Fields, fieldsOf, listItems, names, nodeType, strVal } from '../../parse/ast.js';
import { pgQuoteIdent } from '../pg-ident.js';
import { DeparseContext, INDENT, NotPrintable } from './deparse-context.js';
import { printExpr } from './expr-print.js';
import { printFromItem } from './from-print.js';
import { printOrderBy, printSortKey, printWindowSpec } from './sort-print.js';

/**
 * A view's query as ruleutils.c's get_query_def prints it (pg_get_viewdef): WITH, the SELECT or
 * set operation, ORDER BY, OFFSET, LIMIT. The query is a parse tree already normalized
 * (view-normalize.ts) or parsed back from such text: this layer only lays the text out.
 */

/** Options of one query level: whether output names are shown, and the view's column names (resultDesc). */
interface Level {
  colNamesVisible: boolean;
  resultNames?: readonly string[] | undefined;
}

/** A subquery (FROM item, sublink, CTE) printed at the current indentation into `ctx`. */
export function printSubquery(node: AstNode, ctx: DeparseContext, colNamesVisible: boolean): void {
  const inner = ctx.nested();
  printQuery(fieldsOf(node), inner, { colNamesVisible });
  ctx.append(inner.out);
}

/** The whole query of a view: `resultNames` are the view's column names. */
export function printTopQuery(select: Fields, pretty: boolean, typeText: (tn: Fields) => string, resultNames?: readonly string[]): string {
  const ctx = new DeparseContext(pretty, 0, typeText);
  printQuery(select, ctx, { colNamesVisible: true, resultNames });
  return ctx.out;
}

function isSetOp(s: Fields): boolean {
  return s['op'] !== undefined && s['op'] !== 'SETOP_NONE';
}

function printQuery(s: Fields, ctx: DeparseContext, level: Level): void {
  if (s['withClause'] !== undefined) printWith(s['withClause'] as Fields, ctx);
  const windows = new Set(listItems(s['windowClause']).map((w) => String(fieldsOf(w)['name'])));
  const own = new DeparseContext(ctx.pretty, ctx.indentLevel, ctx.typeText, windows);
  own.out = ctx.out;
  if (isSetOp(s)) printSetOp(s, own, level, true);
  else printBasic(s, own, level);
  printTail(s, own, isSetOp(s));
  ctx.out = own.out;
  ctx.indentLevel = own.indentLevel;
}

function printWith(w: Fields, ctx: DeparseContext): void {
  ctx.indentLevel += INDENT.std;
  ctx.append(' ');
  let sep = w['recursive'] ? 'WITH RECURSIVE ' : 'WITH ';
  for (const c of listItems(w['ctes'])) {
    const cte = fieldsOf(c);
    if (cte['search_clause'] !== undefined || cte['cycle_clause'] !== undefined) throw new NotPrintable('SEARCH / CYCLE');
    const cols = names(listItems(cte['aliascolnames']));
    ctx.append(`${sep}${pgQuoteIdent(String(cte['ctename']))}${cols.length ? `(${cols.map(pgQuoteIdent).join(', ')})` : ''} AS `);
    if (cte['ctematerialized'] === 'CTEMaterializeAlways') ctx.append('MATERIALIZED ');
    if (cte['ctematerialized'] === 'CTEMaterializeNever') ctx.append('NOT MATERIALIZED ');
    ctx.append('(');
    ctx.keyword('', 0, 0, 0);
    if (nodeType(cte['ctequery']) !== 'SelectStmt') throw new NotPrintable('data-modifying WITH');
    printSubquery(cte['ctequery'], ctx, true);
    ctx.keyword('', 0, 0, 0);
    ctx.append(')');
    sep = ', ';
  }
  ctx.indentLevel -= INDENT.std;
  ctx.keyword('', 0, 0, 0);
}

function printBasic(s: Fields, ctx: DeparseContext, level: Level): void {
  ctx.indentLevel += INDENT.std;
  ctx.append(' ');
  if (s['valuesLists'] !== undefined) throw new NotPrintable('VALUES');
  ctx.append('SELECT');
  const distinct = s['distinctClause'] as AstNode[] | undefined;
  if (distinct !== undefined) {
    const on = distinct.filter((d) => Object.keys(d).length > 0);
    if (on.length === 0) ctx.append(' DISTINCT');
    else {
      ctx.append(' DISTINCT ON (');
      on.forEach((d, i) => {
        if (i > 0) ctx.append(', ');
        printSortKey(d, ctx);
      });
      ctx.append(')');
    }
  }
  printTargets(listItems(s['targetList']), ctx, level);
  printFrom(listItems(s['fromClause']), ctx);
  if (s['whereClause'] !== undefined) {
    ctx.keyword(' WHERE ', -INDENT.std, INDENT.std, 1);
    printExpr(s['whereClause'], ctx);
  }
  const groups = listItems(s['groupClause']);
  if (groups.length > 0) {
    ctx.keyword(' GROUP BY ', -INDENT.std, INDENT.std, 1);
    if (s['groupDistinct']) ctx.append('DISTINCT ');
    groups.forEach((g, i) => {
      if (nodeType(g) === 'GroupingSet') throw new NotPrintable('GROUPING SETS');
      if (i > 0) ctx.append(', ');
      printSortKey(g, ctx);
    });
  }
  if (s['havingClause'] !== undefined) {
    ctx.keyword(' HAVING ', -INDENT.std, INDENT.std, 0);
    printExpr(s['havingClause'], ctx);
  }
  const windows = listItems(s['windowClause']);
  windows.forEach((w, i) => {
    if (i === 0) ctx.keyword(' WINDOW ', -INDENT.std, INDENT.std, 1);
    else ctx.append(', ');
    ctx.append(`${pgQuoteIdent(String(fieldsOf(w)['name']))} AS `);
    printWindowSpec({ ...fieldsOf(w), name: undefined }, ctx);
  });
}

/** get_target_list with pg_get_viewdef's wrap column 0: every column after the first on its own line. */
function printTargets(targets: readonly AstNode[], ctx: DeparseContext, level: Level): void {
  targets.forEach((t, i) => {
    ctx.append(i === 0 ? ' ' : ', ');
    const rt = fieldsOf(t);
    const val = rt['val'] as AstNode;
    const text = ctx.capture(() => {
      printExpr(val, ctx);
      const fields = nodeType(val) === 'ColumnRef' ? listItems(fieldsOf(val)['fields']) : [];
      if (fields.some((p) => nodeType(p) === 'A_Star')) throw new NotPrintable('unexpanded *');
      const attname = fields.length > 0 ? strVal(fields.at(-1)) : level.colNamesVisible ? undefined : '?column?';
      const colname = level.resultNames?.[i] ?? (rt['name'] as string | undefined);
      if (colname !== undefined && (attname === undefined || attname !== colname)) ctx.append(` AS ${pgQuoteIdent(colname)}`);
    });
    if (text.startsWith('\n')) ctx.trimSpaces();
    else if (i > 0) ctx.keyword('', -INDENT.std, INDENT.std, INDENT.variable);
    ctx.append(text);
  });
}

/** get_from_clause: the first item after FROM, each further one on its own line (wrap column 0). */
function printFrom(items: readonly AstNode[], ctx: DeparseContext): void {
  items.forEach((item, i) => {
    if (i === 0) {
      ctx.keyword(' FROM ', -INDENT.std, INDENT.std, 2);
      printFromItem(item, ctx);
      return;
    }
    ctx.append(', ');
    const text = ctx.capture(() => printFromItem(item, ctx));
    if (text.startsWith('\n')) ctx.trimSpaces();
    else ctx.keyword('', -INDENT.std, INDENT.std, INDENT.variable);
    ctx.append(text);
  });
}

/**
 * get_setop_query: parentheses where a set operation nests under one of another kind (and always
 * on the right), leaves in parentheses when they carry their own ORDER BY, LIMIT or WITH.
 */
function printSetOp(s: Fields, ctx: DeparseContext, level: Level, top: boolean): void {
  if (!top && !isSetOp(s)) {
    const leafNeedsParen = s['withClause'] !== undefined || listItems(s['sortClause']).length > 0 || s['limitCount'] !== undefined || s['limitOffset'] !== undefined || s['lockingClause'] !== undefined;
    if (leafNeedsParen) ctx.append('(');
    const inner = ctx.nested();
    printQuery(s, inner, level);
    ctx.append(inner.out);
    if (leafNeedsParen) ctx.append(')');
    return;
  }
  const larg = s['larg'] as Fields;
  const rarg = s['rarg'] as Fields;
  const leftSetOp = isSetOp(larg) && listItems(larg['sortClause']).length === 0 && larg['limitCount'] === undefined && larg['withClause'] === undefined;
  const needParen = leftSetOp && (larg['op'] !== s['op'] || Boolean(larg['all']) !== Boolean(s['all']));
  let sub = 0;
  if (needParen) {
    ctx.append('(');
    sub = INDENT.std;
    ctx.keyword('', sub, 0, 0);
  }
  printSetOp(larg, ctx, level, false);
  if (needParen) ctx.keyword(') ', -sub, 0, 0);
  else ctx.keyword('', -sub, 0, 0);
  ctx.append(`${String(s['op']).replace('SETOP_', '')} ${s['all'] ? 'ALL ' : ''}`);
  const rightSetOp = isSetOp(rarg) && listItems(rarg['sortClause']).length === 0 && rarg['limitCount'] === undefined && rarg['withClause'] === undefined;
  sub = rightSetOp ? INDENT.std : 0;
  if (rightSetOp) ctx.append('(');
  ctx.keyword('', sub, 0, 0);
  printSetOp(rarg, ctx, { colNamesVisible: false, resultNames: level.resultNames }, false);
  ctx.indentLevel -= sub;
  if (rightSetOp) ctx.keyword(')', 0, 0, 0);
}

function printTail(s: Fields, ctx: DeparseContext, setOp: boolean): void {
  const sorts = listItems(s['sortClause']);
  if (sorts.length > 0) {
    ctx.keyword(' ORDER BY ', -INDENT.std, INDENT.std, 1);
    if (setOp && sorts.some((k) => nodeType(fieldsOf(k)['node']) !== 'A_Const')) throw new NotPrintable('set operation ORDER BY');
    printOrderBy(sorts, ctx);
  }
  if (s['limitOffset'] !== undefined) {
    ctx.keyword(' OFFSET ', -INDENT.std, INDENT.std, 0);
    printExpr(s['limitOffset'], ctx);
  }
  const count = s['limitCount'] as AstNode | undefined;
  if (count !== undefined) {
    if (s['limitOption'] === 'LIMIT_OPTION_WITH_TIES') {
      ctx.keyword(' FETCH FIRST ', -INDENT.std, INDENT.std, 0);
      ctx.append('(');
      printExpr(count, ctx);
      ctx.append(') ROWS WITH TIES');
    } else {
      ctx.keyword(' LIMIT ', -INDENT.std, INDENT.std, 0);
      if (nodeType(count) === 'A_Const' && fieldsOf(count)['isnull']) ctx.append('ALL');
      else printExpr(count, ctx);
    }
  }
  if (s['lockingClause'] !== undefined) throw new NotPrintable('FOR UPDATE');
}
