import type { ColumnDef } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import type { Expr } from '../analyze/expr-types.js';
import { translateExpr } from '../analyze/expr.js';
import { coerce } from '../analyze/coerce.js';
import { asBool } from '../analyze/operators.js';
import { Scope } from '../analyze/scope.js';
import { translateSelect } from './select.js';
import { translateWith } from './with-clause.js';
import { assignValue, dmlTarget, returning, targetColumn, type DmlTarget } from './dml-target.js';
import type { Targets } from './targets.js';

/** A translated DML statement. */
export interface DmlResult {
  sql: string;
  returning: Targets | undefined;
  /** INSERT … VALUES: the rows' values as a SELECT (see KeyProbe) */
  probe?: { sql: string; table: string; columns: ColumnDef[] };
}

/** INSERT INTO … VALUES | SELECT | DEFAULT VALUES [ON CONFLICT …] [RETURNING …] */
export function translateInsert(ctx: PlanCtx, stmt: Fields): DmlResult {
  const withSql = stmt['withClause'] ? translateWith(stmt['withClause'], new Scope(ctx)) : '';
  const t = dmlTarget(ctx, stmt['relation'], 'insert into');
  const colNodes = (stmt['cols'] as AstNode[] | undefined) ?? [];
  const cols = colNodes.length
    ? colNodes.map((n) => targetColumn(t, String((n['ResTarget'] as Fields)['name']), (n['ResTarget'] as Fields)['location']))
    : t.rel.columns;
  const seen = new Set<string>();
  for (const c of cols) {
    if (seen.has(c.name)) throw ctx.error('duplicate_column', `column "${c.name}" specified more than once`);
    seen.add(c.name);
  }
  const valuesScope = new Scope(ctx);
  let body: string;
  let probe: DmlResult['probe'];
  const sel = stmt['selectStmt']?.['SelectStmt'] as Fields | undefined;
  if (!sel) {
    body = 'DEFAULT VALUES';
  } else if (sel['valuesLists'] && !sel['sortClause'] && !sel['limitCount']) {
    const rows = (sel['valuesLists'] as AstNode[]).map((l) => ((l['List'] as Fields)['items'] as AstNode[]));
    for (const r of rows) {
      if (r.length > cols.length) {
        throw ctx.error('syntax_error', 'INSERT has more expressions than target columns', fieldsOf(r[cols.length] as AstNode)['location']);
      }
      if (colNodes.length > 0 && r.length < cols.length) {
        throw ctx.error('syntax_error', 'INSERT has more target columns than expressions', (colNodes[r.length]!['ResTarget'] as Fields)['location']);
      }
    }
    const width = rows[0]?.length ?? 0;
    if (stmt['override'] !== 'OVERRIDING_SYSTEM_VALUE') {
      for (const r of rows) r.forEach((n, i) => checkIdentityAlways(ctx, cols[i]!, n));
    }
    const tuples = rows.map((r) => `(${r.map((n, i) => assignValue(t, cols[i]!, n, { scope: valuesScope, clause: 'VALUES' }).sql).join(', ')})`);
    body = `(${cols.slice(0, width).map((c) => quoteIdent(c.sqliteName)).join(', ')}) VALUES ${tuples.join(', ')}`;
    probe = { sql: `VALUES ${tuples.join(', ')}`, table: t.rel.sqliteName, columns: cols.slice(0, width) };
  } else {
    const sub = translateSelect(sel, new Scope(ctx));
    if (sub.columns.length > cols.length) throw ctx.error('syntax_error', 'INSERT has more expressions than target columns');
    const exprs = sub.columns.map((c, i) => {
      const e: Expr = { sql: `s.${quoteIdent(c.alias)}`, type: c.type, typmod: c.typmod, name: c.name };
      return coerce(ctx, e, cols[i]!.typeOid, cols[i]!.typmod, 'assignment').sql;
    });
    body = `(${cols.slice(0, sub.columns.length).map((c) => quoteIdent(c.sqliteName)).join(', ')}) SELECT ${exprs.join(', ')} FROM (${sub.sql}) AS s WHERE true`;
  }
  const conflict = stmt['onConflictClause'] ? onConflict(t, stmt['onConflictClause']) : '';
  const ret = returning(t, stmt['returningList']);
  const retSql = ret ? ` RETURNING ${ret.sql.join(', ')}` : '';
  return { sql: `${withSql}INSERT INTO ${t.tableSql} ${body}${conflict}${retSql}`, returning: ret, ...(probe ? { probe } : {}) };
}

/** GENERATED ALWAYS AS IDENTITY columns take only DEFAULT unless OVERRIDING SYSTEM VALUE (428C9). */
function checkIdentityAlways(ctx: PlanCtx, col: ColumnDef, node: AstNode): void {
  if (col.identity !== 'a' || node['SetToDefault']) return;
  throw PgError.fromCode('428C9', `cannot insert a non-DEFAULT value into column "${col.name}"`, {
    detail: `Column "${col.name}" is an identity column defined as GENERATED ALWAYS.`,
    hint: 'Use OVERRIDING SYSTEM VALUE to override.',
  });
  void ctx;
}

function onConflict(t: DmlTarget, f: Fields): string {
  const ctx = t.scope.ctx;
  const infer = f['infer'] as Fields | undefined;
  if (infer?.['conname']) throw ctx.error('feature_not_supported', 'ON CONFLICT ON CONSTRAINT is not supported by pgsqlite yet', f['location']);
  const elems = ((infer?.['indexElems'] as AstNode[] | undefined) ?? []).map((n) => {
    const e = n['IndexElem'] as Fields;
    if (!e['name']) throw ctx.error('feature_not_supported', 'ON CONFLICT with expressions is not supported by pgsqlite', f['location']);
    return quoteIdent(targetColumn(t, String(e['name'])).sqliteName);
  });
  const target = elems.length ? `(${elems.join(', ')})` : '';
  const targetWhere = infer?.['whereClause'] ? ` WHERE ${asBool(translateExpr(infer['whereClause'], { scope: t.scope }), { scope: t.scope }).sql}` : '';
  if (f['action'] === 'ONCONFLICT_NOTHING') return ` ON CONFLICT${target}${targetWhere} DO NOTHING`;
  if (!elems.length) {
    throw ctx.error('syntax_error', 'ON CONFLICT DO UPDATE requires inference specification or constraint name', f['location'], {
      hint: 'For example, ON CONFLICT (column_name).',
    });
  }
  const scope = t.scope;
  const excluded = new Scope(ctx, undefined);
  for (const e of scope.entries) excluded.add(e);
  excluded.add({
    alias: 'excluded',
    columns: t.rel.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod, sql: `excluded.${quoteIdent(c.sqliteName)}`, tableOid: t.rel.oid, attnum: c.attnum, rangeAlias: 'excluded' })),
  });
  const sets = setClause(t, (f['targetList'] as AstNode[]) ?? [], excluded);
  const where = f['whereClause'] ? ` WHERE ${asBool(translateExpr(f['whereClause'], { scope: excluded, clause: 'WHERE' }), { scope: excluded }).sql}` : '';
  return ` ON CONFLICT${target}${targetWhere} DO UPDATE SET ${sets}${where}`;
}

/** `col = expr, …` of UPDATE and ON CONFLICT DO UPDATE. */
export function setClause(t: DmlTarget, list: AstNode[], scope: Scope): string {
  const ctx = t.scope.ctx;
  return list
    .map((n) => {
      const rt = n['ResTarget'] as Fields;
      if (rt['indirection']) throw ctx.error('feature_not_supported', 'assignment to array elements or fields is not supported by pgsqlite', rt['location']);
      const col = targetColumn(t, String(rt['name']), rt['location']);
      let val = rt['val'] as AstNode;
      const multi = val['MultiAssignRef'] as Fields | undefined;
      if (multi) {
        // SET (a, b) = (x, y): PostgreSQL splits the row into one assignment per column.
        const source = multi['source'] as AstNode;
        const items = source['RowExpr'] ? ((source['RowExpr'] as Fields)['args'] as AstNode[]) : undefined;
        if (!items) throw ctx.error('feature_not_supported', 'assignment from a sub-SELECT row is not supported by pgsqlite', rt['location']);
        val = items[Number(multi['colno']) - 1] as AstNode;
      }
      const v = assignValue(t, col, val, { scope, clause: 'UPDATE' });
      return `${quoteIdent(col.sqliteName)} = ${v.sql}`;
    })
    .join(', ');
}

