import { type AstNode, type Fields, fieldsOf, listItems, names, nodeType } from '../parse/ast.js';
import { hasTopLevelSessionCall, isSessionFunctionCall } from './session-functions.js';

/**
 * `SELECT * FROM pg_sleep(1)`, `INSERT INTO t SELECT $1 FROM pg_sleep(5)`, `FROM (SELECT
 * pg_advisory_lock(1)) s`: a FROM item of the statement's own level that calls a session function
 * (a function scan of one call, or a sub-SELECT calling one among its outputs). Such an item reads
 * nothing else of its statement (it is not LATERAL), so PostgreSQL computes it once; it becomes a
 * leading CTE of the statement, which the session runs first (stmt/staged-cte.ts), and the item a
 * reference to that CTE under the item's own alias and column names. Returns the rewritten
 * statement's fields, or null when no FROM item calls a session function.
 */
export function hoistSessionScans(type: string, f: Fields): Fields | null {
  const withClause = f['withClause'] as Fields | undefined;
  if (withClause?.['recursive'] === true) return null;
  const ctes: AstNode[] = [];
  const taken = new Set(((withClause?.['ctes'] as AstNode[] | undefined) ?? []).map((c) => String(fieldsOf(c)['ctename'])));
  const hoist = (items: AstNode[] | undefined): AstNode[] | undefined => items?.map((item) => hoistItem(item, ctes, taken));
  let out: Fields;
  if (type === 'SelectStmt') {
    if (f['op'] !== undefined && f['op'] !== 'SETOP_NONE') return null;
    out = { ...f, fromClause: hoist(f['fromClause'] as AstNode[] | undefined) };
  } else if (type === 'InsertStmt') {
    const select = f['selectStmt'] as AstNode | undefined;
    if (select === undefined || nodeType(select) !== 'SelectStmt') return null;
    const inner = fieldsOf(select);
    // The inner SELECT's own WITH comes after the hoisted CTEs' (which read none of it).
    if (inner['op'] !== undefined && inner['op'] !== 'SETOP_NONE') return null;
    out = { ...f, selectStmt: { SelectStmt: { ...inner, fromClause: hoist(inner['fromClause'] as AstNode[] | undefined) } } };
  } else if (type === 'UpdateStmt') {
    out = { ...f, fromClause: hoist(f['fromClause'] as AstNode[] | undefined) };
  } else if (type === 'DeleteStmt') {
    out = { ...f, usingClause: hoist(f['usingClause'] as AstNode[] | undefined) };
  } else return null;
  if (ctes.length === 0) return null;
  const before = (withClause?.['ctes'] as AstNode[] | undefined) ?? [];
  return { ...out, withClause: { ...(withClause ?? { recursive: false, location: -1 }), ctes: [...ctes, ...before] } };
}

/** One FROM item, with its session-function scans replaced by references to new CTEs (joins searched). */
function hoistItem(item: AstNode, ctes: AstNode[], taken: Set<string>): AstNode {
  const t = nodeType(item);
  const f = fieldsOf(item);
  if (t === 'JoinExpr') {
    return { JoinExpr: { ...f, larg: hoistItem(f['larg'] as AstNode, ctes, taken), rarg: hoistItem(f['rarg'] as AstNode, ctes, taken) } };
  }
  if (t === 'RangeFunction') return hoistFunctionScan(f, ctes, taken) ?? item;
  if (t === 'RangeSubselect') return hoistSubselect(f, ctes, taken) ?? item;
  return item;
}

/** A CTE name no other CTE of the statement has. */
function cteName(fn: string, taken: Set<string>): string {
  let i = taken.size + 1;
  while (taken.has(`pgsqlite_${fn}_${i}`)) i++;
  const name = `pgsqlite_${fn}_${i}`;
  taken.add(name);
  return name;
}

const str = (sval: string): AstNode => ({ String: { sval } });

function cte(name: string, query: Fields, colnames?: AstNode[]): AstNode {
  return { CommonTableExpr: { ctename: name, ...(colnames === undefined ? {} : { aliascolnames: colnames }), ctematerialized: 'CTEMaterializeDefault', ctequery: { SelectStmt: query }, location: -1 } };
}

function rangeVar(name: string, alias: Fields, location: unknown): AstNode {
  return { RangeVar: { relname: name, inh: true, relpersistence: 'p', alias, location: typeof location === 'number' ? location : -1 } };
}

/** `FROM f(args) [AS a[(c)]]` of one session-function call (no ORDINALITY, ROWS FROM or column definitions). */
function hoistFunctionScan(f: Fields, ctes: AstNode[], taken: Set<string>): AstNode | null {
  if (f['lateral'] === true || f['ordinality'] === true || f['is_rowsfrom'] === true || f['coldeflist'] !== undefined) return null;
  const functions = (f['functions'] as AstNode[] | undefined) ?? [];
  if (functions.length !== 1) return null;
  const [call, coldefs] = listItems(functions[0]);
  if (call === undefined || (coldefs !== undefined && Object.keys(coldefs).length > 0) || !isSessionFunctionCall(call)) return null;
  const parts = names(fieldsOf(call)['funcname'] as AstNode[]);
  const fn = parts[parts.length - 1] ?? '';
  const alias = f['alias'] as Fields | undefined;
  const aliasname = String(alias?.['aliasname'] ?? fn);
  // A scalar function's one column is named by the column alias, else the table alias, else the function.
  const colnames = (alias?.['colnames'] as AstNode[] | undefined) ?? [str(aliasname)];
  const name = cteName(fn, taken);
  ctes.push(cte(name, { targetList: [{ ResTarget: { name: fn, val: call, location: -1 } }], limitOption: 'LIMIT_OPTION_DEFAULT', op: 'SETOP_NONE' }));
  return rangeVar(name, { aliasname, colnames }, fieldsOf(call)['location']);
}

/** `FROM (SELECT pg_advisory_lock(1) …) AS s[(c)]`: a sub-SELECT with session calls among its outputs. */
function hoistSubselect(f: Fields, ctes: AstNode[], taken: Set<string>): AstNode | null {
  const sub = f['subquery'] as AstNode | undefined;
  const alias = f['alias'] as Fields | undefined;
  if (f['lateral'] === true || sub === undefined || alias === undefined || nodeType(sub) !== 'SelectStmt') return null;
  const q = fieldsOf(sub);
  if (q['withClause'] !== undefined || (q['op'] !== undefined && q['op'] !== 'SETOP_NONE') || !hasTopLevelSessionCall(q)) return null;
  const name = cteName('subquery', taken);
  ctes.push(cte(name, q, alias['colnames'] as AstNode[] | undefined));
  return rangeVar(name, { aliasname: alias['aliasname'] }, alias['location']);
}
