import { type AstNode, type Fields, fieldsOf, listItems, names, nodeType } from '../../parse/ast.js';
import { pgQuoteIdent } from '../pg-ident.js';
import { type DeparseContext, INDENT, NotPrintable } from './deparse-context.js';
import { printExpr } from './expr-print.js';
import { printSubquery } from './query-print.js';

/**
 * get_from_clause_item: a relation (ONLY when it excludes descendants), a subquery in parentheses
 * with its alias, or a join tree — every join in parentheses in non-pretty mode, only a right
 * side that is itself an unaliased join in pretty mode; each JOIN keyword on its own line.
 */
export function printFromItem(node: AstNode, ctx: DeparseContext): void {
  const f = fieldsOf(node);
  switch (nodeType(node)) {
    case 'RangeVar': {
      const name = f['schemaname'] !== undefined ? `${pgQuoteIdent(String(f['schemaname']))}.${pgQuoteIdent(String(f['relname']))}` : pgQuoteIdent(String(f['relname']));
      ctx.append(`${f['inh'] !== true ? 'ONLY ' : ''}${name}`);
      printAlias(f['alias'] as Fields | undefined, ctx);
      return;
    }
    case 'RangeSubselect':
      if (f['lateral']) ctx.append('LATERAL ');
      ctx.append('(');
      printSubquery(f['subquery'] as AstNode, ctx, true);
      ctx.append(')');
      printAlias(f['alias'] as Fields | undefined, ctx);
      return;
    case 'RangeFunction': {
      if (f['lateral']) ctx.append('LATERAL ');
      const call = listItems(listItems(f['functions'])[0])[0];
      if (call === undefined) throw new NotPrintable('function in FROM');
      printExpr(call, ctx);
      if (f['ordinality']) ctx.append(' WITH ORDINALITY');
      printAlias(f['alias'] as Fields | undefined, ctx);
      return;
    }
    case 'JoinExpr':
      return printJoin(f, ctx);
    default:
      throw new NotPrintable(nodeType(node));
  }
}

function printAlias(alias: Fields | undefined, ctx: DeparseContext): void {
  if (alias === undefined) return;
  ctx.append(` ${pgQuoteIdent(String(alias['aliasname']))}`);
  const cols = names(listItems(alias['colnames']));
  if (cols.length > 0) ctx.append(`(${cols.map(pgQuoteIdent).join(', ')})`);
}

const JOIN_WORDS: Record<string, string> = { JOIN_INNER: ' JOIN ', JOIN_LEFT: ' LEFT JOIN ', JOIN_FULL: ' FULL JOIN ', JOIN_RIGHT: ' RIGHT JOIN ' };

function printJoin(j: Fields, ctx: DeparseContext): void {
  if (j['isNatural']) throw new NotPrintable('NATURAL JOIN');
  const rarg = j['rarg'] as AstNode;
  const parenRight = ctx.pretty && nodeType(rarg) === 'JoinExpr' && fieldsOf(rarg)['alias'] === undefined;
  const aliased = j['alias'] !== undefined;
  if (!ctx.pretty || aliased) ctx.append('(');
  printFromItem(j['larg'] as AstNode, ctx);
  const using = names(listItems(j['usingClause']));
  const cross = j['jointype'] === 'JOIN_INNER' && j['quals'] === undefined && using.length === 0;
  const word = cross ? ' CROSS JOIN ' : JOIN_WORDS[String(j['jointype'])];
  if (word === undefined) throw new NotPrintable(String(j['jointype']));
  ctx.keyword(word, -INDENT.std, INDENT.std, INDENT.join);
  if (parenRight) ctx.append('(');
  printFromItem(rarg, ctx);
  if (parenRight) ctx.append(')');
  if (using.length > 0) {
    ctx.append(` USING (${using.map(pgQuoteIdent).join(', ')})`);
    const usingAlias = j['join_using_alias'] as Fields | undefined;
    if (usingAlias !== undefined) ctx.append(` AS ${pgQuoteIdent(String(usingAlias['aliasname']))}`);
  } else if (j['quals'] !== undefined) {
    ctx.append(' ON ');
    if (!ctx.pretty) ctx.append('(');
    printExpr(j['quals'] as AstNode, ctx);
    if (!ctx.pretty) ctx.append(')');
  } else if (j['jointype'] !== 'JOIN_INNER') ctx.append(' ON TRUE');
  if (!ctx.pretty || aliased) ctx.append(')');
  if (aliased) printAlias(j['alias'] as Fields, ctx);
}
