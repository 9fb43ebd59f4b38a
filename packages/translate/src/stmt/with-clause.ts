import { sqliteNameTaken } from '../ddl/names.js';
import type { PlanCtx } from '../analyze/context.js';
import type { AstNode, Fields } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import { type Scope, Scope as ScopeClass } from '../analyze/scope.js';
import { translateSelect } from './select.js';
import { strVal } from '../parse/ast.js';
import { rewriteSearchCycle } from './search-cycle.js';
import { checkRecursiveUnion } from './recursive-term.js';
import { checkRecursiveTypes, checkRecursiveWith } from './recursive-references.js';
import { markRecursiveUnion } from './keyed-dedup.js';
import { cteMaterialization } from './cte-materialize.js';

/** WITH [RECURSIVE] name [(cols)] AS (query), … → SQLite CTEs registered on the scope. */
export function translateWith(w: Fields, scope: Scope): string {
  const ctx = scope.ctx;
  const parts: string[] = [];
  const listed = (w['ctes'] as AstNode[] | undefined) ?? [];
  const order = w['recursive'] ? checkRecursiveWith(ctx, w) : listed.map((_, i) => i);
  const names: string[] = [];
  for (const node of order.map((i) => listed[i] as AstNode)) {
    const cte = node['CommonTableExpr'] as Fields;
    const name = String(cte['ctename']);
    if (names.includes(name)) {
      throw ctx.error('duplicate_alias', `WITH query name "${name}" specified more than once`, cte['location']);
    }
    names.push(name);
    const sqlName = cteSqlName(ctx, name);
    const query = cte['ctequery'] as AstNode;
    let sel = query['SelectStmt'] as Fields | undefined;
    if (!sel) {
      // parse_cte.c analyzeCTE: a data-modifying WITH query inside a subquery (not the statement's own WITH)
      const stmt = Object.values((ctx.stmt.ast ?? {}) as Record<string, Fields | undefined>)[0];
      const cursor = (stmt?.['query'] as Record<string, Fields | undefined> | undefined)?.['SelectStmt']?.['withClause'];
      const own = JSON.stringify(w);
      if (cursor !== undefined && JSON.stringify(cursor) === own) throw ctx.error('feature_not_supported', 'DECLARE CURSOR must not contain data-modifying statements in WITH');
      const nested = JSON.stringify(stmt?.['withClause']) !== own;
      throw ctx.error('feature_not_supported', nested ? 'WITH clause containing a data-modifying statement must be at the top level' : 'data-modifying statements in WITH are not supported by pgsqlite', cte['location']);
    }
    const colnames = ((cte['aliascolnames'] as AstNode[] | undefined) ?? []).map(strVal);
    if (cte['search_clause'] || cte['cycle_clause']) {
      const seedNames = sel['larg'] ? translateSelect(sel['larg'], new ScopeClass(ctx, scope)).columns.map((c, i) => colnames[i] ?? c.name) : colnames;
      sel = rewriteSearchCycle(scope, cte, sel, seedNames, Boolean(w['recursive']));
    }
    if (w['recursive'] && sel['op'] !== 'SETOP_UNION' && refersTo(sel, name)) {
      throw ctx.error('invalid_recursion', `recursive query "${name}" does not have the form non-recursive-term UNION [ALL] recursive-term`, cte['location']);
    }
    if (w['recursive'] && sel['op'] === 'SETOP_UNION') {
      markRecursiveUnion(sel);
      if (refersTo(sel, name)) {
        checkRecursiveUnion(ctx, sel);
        // parse_cte.c checkWellFormedRecursion: no locking on the recursive union's arms either
        const arms = [sel['larg'] as Fields | undefined, sel['rarg'] as Fields | undefined];
        if (arms.some((a) => ((a?.['lockingClause'] as unknown[] | undefined) ?? []).length > 0)) {
          throw ctx.error('feature_not_supported', 'FOR UPDATE/SHARE in a recursive query is not implemented');
        }
      }
      // The union's own WITH (`WITH RECURSIVE t AS (WITH s AS (…) SELECT … FROM s UNION ALL …)`)
      // is in scope for its arms, the seed too.
      const seedScope = new ScopeClass(ctx, scope);
      if (sel['withClause']) translateWith(sel['withClause'] as Fields, seedScope);
      const seed = translateSelect(sel['larg'], seedScope);
      checkColumnAliases(ctx, cte, name, colnames.length, seed.columns.length);
      scope.ctes.set(name, { name, ...sqlName, columns: seed.columns.map((c, i) => ({ name: colnames[i] ?? c.name, type: c.type, typmod: c.typmod })) });
    }
    const sub = translateSelect(sel, new ScopeClass(ctx, scope));
    checkColumnAliases(ctx, cte, name, colnames.length, sub.columns.length);
    const seedCols = w['recursive'] && sel['op'] === 'SETOP_UNION' ? scope.ctes.get(name)?.columns : undefined;
    if (seedCols !== undefined && refersTo(sel, name)) checkRecursiveTypes(ctx, name, seedCols, sub.columns, sel);
    const cols = sub.columns.map((c, i) => ({ name: colnames[i] ?? c.name, type: c.type, typmod: c.typmod, ...(c.domain !== undefined ? { domain: c.domain } : {}), ...(c.recordFields !== undefined ? { recordLayout: c.recordFields } : {}) }));
    scope.ctes.set(name, { name, ...sqlName, columns: cols });
    const materialized = w['recursive'] ? '' : cteMaterialization(ctx, cte, ctx.stmt.ast as AstNode);
    parts.push(`${quoteIdent(sqlName.sqlName ?? name)}(${cols.map((c) => quoteIdent(c.name)).join(', ')}) AS ${materialized}(${sub.sql})`);
  }
  return parts.length ? `WITH ${w['recursive'] ? 'RECURSIVE ' : ''}${parts.join(', ')} ` : '';
}

/**
 * The SQLite name of WITH query `name`: its own, unless a relation's SQLite name is the same
 * (ignoring case, as SQLite compares names) or it is one of pgsqlite's own tables — then SQLite
 * would read the WITH query where the statement names the table (a schema-qualified reference, a
 * DML target joined in, the catalog tables a translated expression reads).
 */
export function cteSqlName(ctx: PlanCtx, name: string): { sqlName?: string } {
  const taken = name.toLowerCase().startsWith('_pgsqlite') || sqliteNameTaken(ctx.catalog, name);
  return taken ? { sqlName: `${name}\u0001cte` } : {};
}

/** analyzeCTETargetList: more column aliases than the query has columns is 42P10 at the WITH item. */
function checkColumnAliases(ctx: PlanCtx, cte: Fields, name: string, aliases: number, available: number): void {
  if (aliases > available) throw ctx.error('invalid_column_reference', `WITH query "${name}" has ${available} columns available but ${aliases} columns specified`, cte['location'] as number | undefined);
}

/** Whether a query reads the relation `name` unqualified anywhere (a CTE's self-reference). */
function refersTo(node: unknown, name: string): boolean {
  if (node === null || typeof node !== 'object') return false;
  const rv = (node as Fields)['RangeVar'] as Fields | undefined;
  if (rv && rv['relname'] === name && !rv['schemaname']) return true;
  return Object.values(node as Fields).some((v) => refersTo(v, name));
}
