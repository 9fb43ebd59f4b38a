import { type AstNode, type Fields, strVal } from '../parse/ast.js';
import type { Scope } from '../analyze/scope.js';
import { lookupRelation } from './from-clause.js';

/**
 * The two arms of a recursive UNION made ready for the SEARCH / CYCLE rewrite (search-cycle.ts),
 * which needs each arm's value of every CTE column as an expression of its own target list.
 */

const str = (sval: string): AstNode => ({ String: { sval } });
/** The seed's wrapper alias (PostgreSQL's rewrite names its subquery "*TLOCRN*" likewise). */
const SEED = '*TLOCRN*';

/** Whether a FROM item is the relation `name`, or a join with it on either side (not inside a subquery). */
function readsAtTop(item: AstNode, name: string): boolean {
  const rv = item['RangeVar'] as Fields | undefined;
  if (rv) return rv['relname'] === name && !rv['schemaname'];
  const join = item['JoinExpr'] as Fields | undefined;
  return join !== undefined && (readsAtTop(join['larg'] as AstNode, name) || readsAtTop(join['rarg'] as AstNode, name));
}

/** parse_cte.c's shape checks for SEARCH / CYCLE: both arms SELECTs, the self-reference at the top of the right one's FROM. */
export function checkSearchCycleShape(scope: Scope, sel: Fields, name: string): void {
  const ctx = scope.ctx;
  const larg = sel['larg'] as Fields;
  const rarg = sel['rarg'] as Fields;
  if (larg['op'] && larg['op'] !== 'SETOP_NONE') throw ctx.error('feature_not_supported', 'with a SEARCH or CYCLE clause, the left side of the UNION must be a SELECT');
  if (rarg['op'] && rarg['op'] !== 'SETOP_NONE') throw ctx.error('syntax_error', 'with a SEARCH or CYCLE clause, the right side of the UNION must be a SELECT');
  // a WITH of the right arm that defines the same name hides the recursive query from its FROM
  const hidden = (((rarg['withClause'] as Fields | undefined)?.['ctes'] as AstNode[] | undefined) ?? []).some((c) => c['CommonTableExpr']?.['ctename'] === name);
  const top = !hidden && ((rarg['fromClause'] as AstNode[] | undefined) ?? []).some((f) => readsAtTop(f, name));
  if (!top) {
    throw ctx.error('feature_not_supported', `with a SEARCH or CYCLE clause, the recursive reference to WITH query "${name}" must be at the top level of its right-hand SELECT`);
  }
}

/**
 * The non-recursive arm as a plain target list, one expression per CTE column: as written when
 * it is one already, else `SELECT s.c1, … FROM (arm) AS s(c1, …)` (VALUES, *, fewer targets).
 */
export function plainSeed(larg: Fields, colnames: readonly string[]): Fields {
  const targets = (larg['targetList'] as AstNode[] | undefined) ?? [];
  const plain = !larg['valuesLists'] && targets.length === colnames.length && !JSON.stringify(targets).includes('"A_Star"');
  if (plain) return larg;
  return {
    targetList: colnames.map((c) => ({ ResTarget: { name: c, val: { ColumnRef: { fields: [str(SEED), str(c)], location: -1 } }, location: -1 } })),
    fromClause: [{ RangeSubselect: { subquery: { SelectStmt: larg }, alias: { aliasname: SEED, colnames: colnames.map(str) } } }],
    limitOption: 'LIMIT_OPTION_DEFAULT',
    op: 'SETOP_NONE',
  };
}

/** The FROM items of a recursive arm by alias, with their column names; undefined for an item that is not a relation. */
function fromItems(scope: Scope, from: readonly AstNode[], self: string, selfCols: readonly string[], out: [string, string[]][]): boolean {
  for (const item of from) {
    const rv = item['RangeVar'] as Fields | undefined;
    const join = item['JoinExpr'] as Fields | undefined;
    if (rv) {
      const relname = String(rv['relname']);
      const alias = (rv['alias'] as Fields | undefined)?.['aliasname'] as string | undefined;
      const cte = rv['schemaname'] ? undefined : scope.ctes.get(relname);
      const cols = relname === self && !rv['schemaname'] ? [...selfCols] : cte ? cte.columns.map((c) => c.name) : lookupRelation(scope, rv).columns.map((c) => c.name);
      const renamed = ((rv['alias'] as Fields | undefined)?.['colnames'] as AstNode[] | undefined)?.map(strVal) ?? [];
      out.push([alias ?? relname, cols.map((c, i) => renamed[i] ?? c)]);
    } else if (join && !join['usingClause'] && !join['isNatural'] && !join['alias']) {
      if (!fromItems(scope, [join['larg'] as AstNode, join['rarg'] as AstNode], self, selfCols, out)) return false;
    } else return false;
  }
  return true;
}

/** The recursive arm with `*` and `alias.*` spelled out as its columns; undefined when a star reads something else. */
export function expandedRecursiveArm(scope: Scope, rarg: Fields, self: string, selfCols: readonly string[]): Fields | undefined {
  const targets = (rarg['targetList'] as AstNode[] | undefined) ?? [];
  if (!JSON.stringify(targets).includes('"A_Star"')) return rarg;
  const items: [string, string[]][] = [];
  if (!fromItems(scope, (rarg['fromClause'] as AstNode[] | undefined) ?? [], self, selfCols, items)) return undefined;
  const out: AstNode[] = [];
  for (const t of targets) {
    const fields = ((t['ResTarget']?.['val'] as AstNode | undefined)?.['ColumnRef']?.['fields'] as AstNode[] | undefined) ?? [];
    const star = fields.length > 0 && fields[fields.length - 1]!['A_Star'] !== undefined;
    if (!star) {
      out.push(t);
      continue;
    }
    if (fields.length > 2) return undefined;
    const qual = fields.length === 2 ? strVal(fields[0]!) : undefined;
    const from = qual === undefined ? items : items.filter(([a]) => a === qual);
    if (from.length === 0) return undefined;
    for (const [alias, cols] of from) {
      for (const c of cols) out.push({ ResTarget: { name: c, val: { ColumnRef: { fields: [str(alias), str(c)], location: -1 } }, location: -1 } });
    }
  }
  return { ...rarg, targetList: out };
}
