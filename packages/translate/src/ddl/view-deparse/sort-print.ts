import { type AstNode, type Fields, fieldsOf, listItems, names, nodeType } from '../../parse/ast.js';
import { pgQuoteIdent } from '../pg-ident.js';
import { type DeparseContext, NotPrintable } from './deparse-context.js';
import { printExpr } from './expr-print.js';

/**
 * get_rule_sortgroupclause: a GROUP BY / ORDER BY / PARTITION BY key. A plain column or constant
 * as is; any other expression parenthesized in pretty mode, and a function call or aggregate in
 * both modes.
 */
export function printSortKey(node: AstNode, ctx: DeparseContext): void {
  const t = nodeType(node);
  if (t === 'ColumnRef' || t === 'A_Const') return printExpr(node, ctx);
  const call = t === 'FuncCall' || (t === 'TypeCast' && nodeType(fieldsOf(node)['arg']) !== 'A_Const' && !isRelabel(fieldsOf(node)));
  const need = ctx.pretty || call;
  if (need) ctx.append('(');
  printExpr(node, ctx);
  if (need) ctx.append(')');
}

/** get_rule_orderby: keys with DESC, and a NULLS order that is not the direction's default. */
export function printOrderBy(sorts: readonly AstNode[], ctx: DeparseContext): void {
  sorts.forEach((s, i) => {
    if (i > 0) ctx.append(', ');
    const f = fieldsOf(s);
    if (f['sortby_dir'] === 'SORTBY_USING') throw new NotPrintable('ORDER BY USING');
    printSortKey(f['node'] as AstNode, ctx);
    const desc = f['sortby_dir'] === 'SORTBY_DESC';
    if (desc) ctx.append(f['sortby_nulls'] === 'SORTBY_NULLS_LAST' ? ' DESC NULLS LAST' : ' DESC');
    else if (f['sortby_nulls'] === 'SORTBY_NULLS_FIRST') ctx.append(' NULLS FIRST');
  });
}

/** Frame option bits of a window definition (parsenodes.h FRAMEOPTION_*). */
const FRAME = {
  nondefault: 0x1, range: 0x2, rows: 0x4, groups: 0x8, between: 0x10,
  startUnboundedPreceding: 0x20, endUnboundedFollowing: 0x100, startCurrentRow: 0x200, endCurrentRow: 0x400,
  startOffsetPreceding: 0x800, endOffsetPreceding: 0x1000, startOffsetFollowing: 0x2000, endOffsetFollowing: 0x4000,
  excludeCurrentRow: 0x8000, excludeGroup: 0x10000, excludeTies: 0x20000,
} as const;

function frameBound(opts: number, start: boolean, offset: AstNode | undefined, ctx: DeparseContext): string {
  if (start ? opts & FRAME.startUnboundedPreceding : opts & FRAME.endUnboundedFollowing) return start ? 'UNBOUNDED PRECEDING ' : 'UNBOUNDED FOLLOWING ';
  if (opts & (start ? FRAME.startCurrentRow : FRAME.endCurrentRow)) return 'CURRENT ROW ';
  if (offset === undefined) throw new NotPrintable('window frame');
  const text = ctx.capture(() => printExpr(offset, ctx));
  const preceding = opts & (start ? FRAME.startOffsetPreceding : FRAME.endOffsetPreceding);
  return `${text}${preceding ? ' PRECEDING ' : ' FOLLOWING '}`;
}

function frameText(w: Fields, ctx: DeparseContext): string {
  const opts = Number(w['frameOptions'] ?? 0);
  if (!(opts & FRAME.nondefault)) return '';
  let s = opts & FRAME.range ? 'RANGE ' : opts & FRAME.rows ? 'ROWS ' : 'GROUPS ';
  if (opts & FRAME.between) s += 'BETWEEN ';
  s += frameBound(opts, true, w['startOffset'] as AstNode | undefined, ctx);
  if (opts & FRAME.between) s += `AND ${frameBound(opts, false, w['endOffset'] as AstNode | undefined, ctx)}`;
  if (opts & FRAME.excludeCurrentRow) s += 'EXCLUDE CURRENT ROW ';
  else if (opts & FRAME.excludeGroup) s += 'EXCLUDE GROUP ';
  else if (opts & FRAME.excludeTies) s += 'EXCLUDE TIES ';
  return s.slice(0, -1);
}

/** get_rule_windowspec: `(ref PARTITION BY … ORDER BY … frame)`. */
export function printWindowSpec(w: Fields, ctx: DeparseContext): void {
  const parts: string[] = [];
  if (w['refname'] !== undefined) parts.push(pgQuoteIdent(String(w['refname'])));
  const partition = listItems(w['partitionClause']);
  if (partition.length > 0 && w['refname'] === undefined) {
    parts.push(`PARTITION BY ${ctx.capture(() => partition.forEach((p, i) => {
      if (i > 0) ctx.append(', ');
      printSortKey(p, ctx);
    }))}`);
  }
  const order = listItems(w['orderClause']);
  if (order.length > 0) parts.push(`ORDER BY ${ctx.capture(() => printOrderBy(order, ctx))}`);
  const frame = frameText(w, ctx);
  if (frame !== '') parts.push(frame);
  ctx.append(`(${parts.join(' ')})`);
}

/** A column read as text or varchar: a RelabelType in PostgreSQL's tree, which ORDER BY does not parenthesize. */
function isRelabel(cast: Fields): boolean {
  const target = names(listItems((cast['typeName'] as Fields)['names'])).at(-1);
  return nodeType(cast['arg']) === 'ColumnRef' && (target === 'text' || target === 'varchar');
}
