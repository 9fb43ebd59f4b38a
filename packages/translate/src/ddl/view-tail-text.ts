import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';

/** A target of the view's SELECT list as printed, and the name it is output under. */
export interface PrintedTarget {
  text: string;
  name: string;
}

/**
 * The ORDER BY, OFFSET and LIMIT / FETCH FIRST … WITH TIES of a view's query as pg_get_viewdef
 * prints them in pretty mode (ruleutils.c get_select_query_def): `\n  ORDER BY x DESC`, `\n OFFSET
 * n`, `\n LIMIT n` (ALL for a NULL count), `\n FETCH FIRST (n) ROWS WITH TIES`. A sort key that
 * names an output column (by position or by name) prints that column's expression; a key that is
 * no plain column is parenthesized; DESC and a NULLS order that is not the direction's default
 * are written. Undefined where pgsqlite cannot print it (ORDER BY … USING).
 */
export function viewTailText(s: Fields, targets: readonly PrintedTarget[], print: (n: AstNode) => string): string | undefined {
  let out = '';
  const sorts = (s['sortClause'] as AstNode[] | undefined) ?? [];
  if (sorts.length > 0) {
    const keys: string[] = [];
    for (const item of sorts) {
      const sb = fieldsOf(item);
      const dir = sb['sortby_dir'];
      if (dir === 'SORTBY_USING') return undefined;
      const node = sb['node'] as AstNode;
      const desc = dir === 'SORTBY_DESC';
      const nulls = sb['sortby_nulls'];
      // NULLS LAST is the default of ASC, NULLS FIRST of DESC
      const nullsText = nulls === 'SORTBY_NULLS_FIRST' && !desc ? ' NULLS FIRST' : nulls === 'SORTBY_NULLS_LAST' && desc ? ' NULLS LAST' : '';
      keys.push(`${sortKeyText(node, targets, print)}${desc ? ' DESC' : ''}${nullsText}`);
    }
    out += `\n  ORDER BY ${keys.join(', ')}`;
  }
  const offset = s['limitOffset'] as AstNode | undefined;
  if (offset !== undefined) out += `\n OFFSET ${print(offset)}`;
  const count = s['limitCount'] as AstNode | undefined;
  if (count !== undefined) {
    if (s['limitOption'] === 'LIMIT_OPTION_WITH_TIES') out += `\n FETCH FIRST (${print(count)}) ROWS WITH TIES`;
    else out += `\n LIMIT ${nodeType(count) === 'A_Const' && fieldsOf(count)['isnull'] === true ? 'ALL' : print(count)}`;
  }
  return out;
}

/** A sort key: the output column it names (`ORDER BY 2`, `ORDER BY alias`), else the expression (parenthesized unless a plain column). */
function sortKeyText(node: AstNode, targets: readonly PrintedTarget[], print: (n: AstNode) => string): string {
  const f = fieldsOf(node);
  if (nodeType(node) === 'A_Const' && f['ival'] !== undefined) {
    const n = Number((f['ival'] as Fields)['ival'] ?? 0);
    const t = targets[n - 1];
    if (t !== undefined) return t.text;
  }
  if (nodeType(node) === 'ColumnRef') {
    const fields = (f['fields'] as AstNode[] | undefined) ?? [];
    const named = fields.length === 1 ? targets.find((t) => t.name === strVal(fields[0])) : undefined;
    return named?.text ?? print(node);
  }
  return `(${print(node)})`;
}
