import type { RawStep } from './multi-step.js';
import type { ColumnDef, RelationDef } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import type { Expr } from '../analyze/expr-types.js';
import { coerce } from '../analyze/coerce.js';
import { domainCheckedSql } from '../analyze/user-types.js';
import { Scope } from '../analyze/scope.js';
import { translateSelect } from './select.js';
import { translateWith } from './with-clause.js';
import { assignValue, dmlTarget, returning, targetColumn } from './dml-target.js';
import { insertTargetValue } from '../analyze/array-assign.js';
import { selectIntoTargets } from './insert-select-targets.js';
import { groupValueSql, partialTargetGroups } from './insert-partial-targets.js';
import { checkRepeatedBaseColumns } from './repeated-assignment.js';
import { noSecondTime, translateOnConflict } from './on-conflict.js';
import { defaultStandIn, keptValueColumns } from './generated-defaults.js';
import type { Targets } from './targets.js';
import type { RowCheck } from '../plan.js';
import { rowChecks } from './row-checks.js';
import { columnDefaultSql } from './column-default.js';
import { partitionedUpsert } from './inherit-upsert.js';
import { autoincColumn, autoincCurrvalSql, markAutoincCounter } from '../analyze/fn-sequences-autoinc.js';
import { rowidKeyValue, unguardedKeySql } from '../analyze/rowid-key.js';
import { noteDmlAccess } from '../analyze/access.js';
import { singleRowValuesAsSelect } from './values-srf.js';
import { withCheckOption } from './view-check-option.js';
import { refuseViewUpsert, viewInsertColumns } from './view-insert.js';
import { withViewDefaults } from './view-defaults.js';

/** A translated DML statement. */
export interface DmlResult {
  sql: string;
  returning: Targets | undefined;
  /** INSERT … VALUES: the rows' values as a SELECT (see KeyProbe); `drawn`: SQL of the id drawn last */
  probe?: { sql: string; table: string; columns: ColumnDef[]; drawn?: { sql: string; column: ColumnDef } };
  /** UPDATE/DELETE: the target rows before the statement (see SqlPlan.oldRows) */
  oldRows?: { sql: string; table: string; columns: ColumnDef[]; changed: string[] | null; newSql?: string };
  /** Run as several SQLite statements (multi-step.ts); `sql` is then the result step's */
  steps?: RawStep[];
  /**
   * The rows the INSERT proposes (trigger-dml.ts: what BEFORE ROW triggers see as NEW): a SQLite
   * VALUES or SELECT (without the WITH prefix, `withSql`) whose columns column1… are `columns`.
   */
  candidate?: { sql: string; columns: ColumnDef[]; withSql: string };
  /** ON CONFLICT: its arbiter and its action apart (raw SQL), for rows written one by one (trigger-dml.ts) */
  conflict?: { target: string; action: string; into: string };
  /** The written table's CHECK constraints, when several rows may be written: see SqlPlan.rowChecks */
  rowChecks?: RowCheck[];
  /** A one-row INSERT … VALUES drawing its serial key: the point-write variant (SqlPlan.pointSerial), raw SQL */
  pointSerial?: { sql: string; key: string };
  /** A multi-row INSERT … VALUES drawing its serial key: the one-call variant (SqlPlan.blockDraw), raw SQL */
  blockDraw?: { sql: string; top: string; exact: string };
  /** DELETE: see SqlPlan.foreignKeysOff */
  foreignKeysOff?: string;
}

/** INSERT INTO … VALUES | SELECT | DEFAULT VALUES [ON CONFLICT …] [RETURNING …]; `outer`: a scope whose CTEs are visible. */
export function translateInsert(ctx: PlanCtx, stmt: Fields, outer?: Scope): DmlResult {
  const upsert = partitionedUpsert(ctx, stmt, outer, translateInsert);
  if (upsert !== undefined) return upsert;
  const cteScope = new Scope(ctx, outer);
  const withSql = stmt['withClause'] ? translateWith(stmt['withClause'], cteScope) : '';
  const t = dmlTarget(ctx, stmt['relation'], 'insert into', cteScope);
  noteDmlAccess(ctx, (t.view?.view ?? t.rel).oid, 'insert', stmt);
  if (t.view) {
    refuseViewUpsert(t, stmt);
    stmt = withViewDefaults(t, stmt, 'insert');
  }
  const colNodes = (stmt['cols'] as AstNode[] | undefined) ?? [];
  let cols = colNodes.length
    ? colNodes.map((n) => targetColumn(t, String((n['ResTarget'] as Fields)['name']), (n['ResTarget'] as Fields)['location']))
    : t.view
      ? viewInsertColumns(t, stmt)
      : t.rel.columns;
  if (t.view) {
    const names = colNodes.length ? colNodes.map((n) => String((n['ResTarget'] as Fields)['name'])) : t.view.columns.slice(0, cols.length).map((c) => c.name);
    const plain = colNodes.length ? colNodes.map((n) => (n['ResTarget'] as Fields)['indirection'] === undefined) : cols.map(() => true);
    if (new Set(names).size === names.length) checkRepeatedBaseColumns(ctx, names, cols, plain);
  }
  // a column named several times through subscripts or attributes: one value per column
  const partial = partialTargetGroups(ctx, colNodes, cols);
  // The serial/identity primary key's id, drawn explicitly when the INSERT does not give it.
  const auto = autoincColumn(ctx, t.rel);
  const valuesScope = new Scope(ctx, cteScope);
  let body: string;
  let probe: DmlResult['probe'];
  /** Whether some row gives the serial/identity key a value of its own (not DEFAULT) */
  let explicitKey = false;
  /** Whether the statement may write several rows (a CHECK DETAIL must find the failing one) */
  let several = false;
  /** DO UPDATE: the body with a 21000 guard over the proposed keys (undefined: no guard needed). */
  let keyRows: ((key: ColumnDef[]) => string | undefined) | undefined;
  let candidate: DmlResult['candidate'];
  /** The one-row VALUES body drawing the serial key in plain SQL (DmlResult.pointSerial) */
  let pointBody: string | undefined;
  /** The VALUES body drawing every row's serial key in one call (DmlResult.blockDraw) */
  let blockBody: string | undefined;
  /** Its per-row rerun after a failure, drawing from the counter noted before it */
  let exactBody: string | undefined;
  const given = stmt['selectStmt']?.['SelectStmt'] as Fields | undefined;
  const sel = given === undefined ? undefined : (singleRowValuesAsSelect(given) ?? given);
  if (!sel) {
    const checked = checkedDomainDefaults(ctx, t.rel, auto ? [auto.col] : []);
    const given = [...(auto ? [{ col: auto.col, sql: auto.sql }] : []), ...checked];
    body = given.length ? `(${given.map((g) => quoteIdent(g.col.sqliteName)).join(', ')}) VALUES (${given.map((g) => g.sql).join(', ')})` : 'DEFAULT VALUES';
    candidate = { sql: `VALUES (${given.length ? given.map((g) => g.sql).join(', ') : 'NULL'})`, columns: given.map((g) => g.col), withSql };
    if (auto) probe = { sql: 'SELECT 1 WHERE 0', table: t.rel.sqliteName, columns: [], ...drawnKey(ctx, t.rel, auto.col) };
  } else if (sel['valuesLists'] && !sel['sortClause'] && !sel['limitCount']) {
    let rows = (sel['valuesLists'] as AstNode[]).map((l) => ((l['List'] as Fields)['items'] as AstNode[]));
    for (const r of rows) {
      if (r.length > cols.length) {
        throw ctx.error('syntax_error', 'INSERT has more expressions than target columns', fieldsOf(r[cols.length] as AstNode)['location']);
      }
      if (colNodes.length > 0 && r.length < cols.length) {
        throw ctx.error('syntax_error', 'INSERT has more target columns than expressions', (colNodes[r.length]!['ResTarget'] as Fields)['location']);
      }
    }
    let width = rows[0]?.length ?? 0;
    // OVERRIDING USER VALUE: the values given for identity columns are ignored, their defaults apply
    if (stmt['override'] === 'OVERRIDING_USER_VALUE') rows = rows.map((r) => r.map((n, i) => (cols[i]?.identity ? ({ SetToDefault: {} } as AstNode) : n)));
    if (stmt['override'] !== 'OVERRIDING_SYSTEM_VALUE') {
      for (const r of rows) r.forEach((n, i) => checkIdentityAlways(ctx, cols[i]!, n));
    }
    for (const r of rows) r.forEach((n, i) => nodeType(n) !== 'SetToDefault' && checkNotGenerated(cols[i]!));
    let values = partial
      ? rows.map((r) => partial.groups.map((g, k) => (g.length > 1 ? groupValueSql(g, partial.cols[k]!, colNodes, r, valuesScope) : insertTargetValue(colNodes[g[0]!], cols[g[0]!]!, r[g[0]!]!, { scope: valuesScope, clause: 'VALUES' }) ?? assignValue(t, cols[g[0]!]!, r[g[0]!]!, { scope: valuesScope, clause: 'VALUES' }).sql)))
      : rows.map((r) => r.map((n, i) => insertTargetValue(colNodes[i], cols[i]!, n, { scope: valuesScope, clause: 'VALUES' }) ?? assignValue(t, cols[i]!, n, { scope: valuesScope, clause: 'VALUES' }).sql));
    if (partial) {
      // from here on one entry per column: the first target's node stands for the merged ones
      rows = rows.map((r) => partial.groups.map((g) => r[g[0]!]!));
      cols = partial.cols;
      width = cols.length;
    }
    // DEFAULT of a stored generated column: SQLite computes it when the column is left out
    const keep = keptValueColumns(cols, width);
    if (keep !== undefined && keep.length > 0) {
      rows = rows.map((r) => keep.map((i) => r[i]!));
      values = values.map((r) => keep.map((i) => r[i]!));
      cols = keep.map((i) => cols[i]!);
      width = keep.length;
    } else if (keep !== undefined) {
      // only generated columns named: every row is the table's defaults, one plain column standing for them
      const stand = defaultStandIn(ctx, t.rel, auto?.col);
      if (stand !== undefined) {
        rows = rows.map(() => [{ SetToDefault: {} } as AstNode]);
        values = values.map(() => [stand.sql]);
        cols = [stand.col];
        width = 1;
      }
    }
    const given = cols.slice(0, width);
    const draw = auto && !given.includes(auto.col) ? auto : undefined;
    const keyAt = auto ? given.indexOf(auto.col) : -1;
    several = rows.length > 1;
    explicitKey = keyAt >= 0 && rows.some((r) => nodeType(r[keyAt] as AstNode) !== 'SetToDefault');
    const checked = checkedDomainDefaults(ctx, t.rel, draw ? [...given, draw.col] : given);
    const tuples = values.map((r) => `(${[...(draw ? [...r, draw.sql] : r), ...checked.map((d) => d.sql)].join(', ')})`);
    const colList = `(${[...(draw ? [...given, draw.col] : given), ...checked.map((d) => d.col)].map((c) => quoteIdent(c.sqliteName)).join(', ')})`;
    // VALUES rows are produced in order: the first draws (reading the counter), the others continue
    const drawnTuples = draw ? values.map((r, i) => `(${[...r, i === 0 ? draw.sql : draw.more, ...checked.map((d) => d.sql)].join(', ')})`) : tuples;
    body = `${colList} VALUES ${drawnTuples.join(', ')}`;
    if (draw && values.length === 1) pointBody = `${colList} VALUES (${[...values[0]!, draw.plain, ...checked.map((d) => d.sql)].join(', ')})`;
    if (draw && values.length > 1 && blockable(ctx, t.rel, given, rows)) {
      // The key first: the first row's draw runs before any other value of the statement.
      const blockCols = `(${[draw.col, ...given, ...checked.map((d) => d.col)].map((c) => quoteIdent(c.sqliteName)).join(', ')})`;
      blockBody = `${blockCols} VALUES ${values.map((r, i) => `(${[i === 0 ? draw.block(values.length) : 'NULL', ...r, ...checked.map((d) => d.sql)].join(', ')})`).join(', ')}`;
      exactBody = `${blockCols} VALUES ${values.map((r, i) => `(${[i === 0 ? draw.noted : draw.more, ...r, ...checked.map((d) => d.sql)].join(', ')})`).join(', ')}`;
    }
    candidate = { sql: `VALUES ${tuples.join(', ')}`, columns: [...(draw ? [...given, draw.col] : given), ...checked.map((d) => d.col)], withSql };
    // Without the drawn id: recomputing it for an error's DETAIL would draw again (currval has it).
    probe = { sql: `VALUES ${values.map((r) => `(${r.map((v) => unguardedKeySql(ctx, v)).join(', ')})`).join(', ')}`, table: t.rel.sqliteName, columns: given, ...drawnKey(ctx, t.rel, draw?.col) };
    keyRows = (key) => {
      const at = key.map((k) => cols.slice(0, width).indexOf(k));
      if (rows.length < 2 || at.some((i) => i < 0 || rows.some((r) => r[i]!['SetToDefault'] !== undefined))) return undefined;
      const keys = values.map((r) => `SELECT ${at.map((i, j) => `${r[i]!} AS "k${j}"`).join(', ')}`).join(' UNION ALL ');
      return `${colList} SELECT * FROM (VALUES ${tuples.join(', ')}) WHERE ${noSecondTime(keys, key.length)}`;
    };
  } else {
    const sub = translateSelect(sel, new Scope(ctx, cteScope));
    if (sub.columns.length > cols.length) {
      const extra = ((sel['targetList'] as AstNode[] | undefined)?.[cols.length]?.['ResTarget'] as Fields | undefined)?.['val'] as AstNode | undefined;
      throw ctx.error('syntax_error', 'INSERT has more expressions than target columns', extra ? (fieldsOf(extra)['location'] as number | undefined) : undefined);
    }
    // targets with subscripts or fields: assigned element by element (insert-select-targets.ts)
    const assigned = selectIntoTargets(t, colNodes, cols, partial, sub.columns, valuesScope, sel['distinctClause'] === undefined);
    let exprs = assigned?.exprs ?? sub.columns.map((c, i) => {
      // an untyped literal of the SELECT list takes the column's type, as PostgreSQL leaves it unknown for INSERT
      const e: Expr = (sel['distinctClause'] === undefined ? c.untyped : undefined) ?? { sql: `s.${quoteIdent(c.alias)}`, type: c.type, typmod: c.typmod, name: c.name };
      // an expression: SQLite flattens the SELECT, so s.x read twice would evaluate a volatile x (nextval) twice
      return rowidKeyValue(ctx, t.rel, cols[i]!, coerce(ctx, e, cols[i]!.typeOid, cols[i]!.typmod, 'assignment'), 'expression').sql;
    });
    let target = assigned?.target ?? cols.slice(0, sub.columns.length);
    for (const c of target) checkNotGenerated(c);
    if (stmt['override'] === 'OVERRIDING_USER_VALUE') {
      // the identity columns' values are ignored: left out, they take their defaults
      const kept = target.map((c, i) => (c.identity ? -1 : i)).filter((i) => i >= 0);
      exprs = kept.map((i) => exprs[i]!);
      target = kept.map((i) => target[i]!);
    } else if (stmt['override'] !== 'OVERRIDING_SYSTEM_VALUE') {
      const always = target.find((c) => c.identity === 'a');
      if (always) checkIdentityAlways(ctx, always, { A_Const: {} } as AstNode);
    }
    const draw = auto && !target.includes(auto.col) ? auto : undefined;
    explicitKey = auto !== undefined && !draw;
    several = true;
    // The source rows again, for an error's DETAIL (not when evaluating them again would draw from a sequence).
    if (!sub.sql.includes('pg_nextval(') && !sub.sql.includes('pg_autoinc_draw(')) {
      probe = { sql: `SELECT ${exprs.map((e) => unguardedKeySql(ctx, e)).join(', ')} FROM (${sub.sql}) AS s`, table: t.rel.sqliteName, columns: target, ...drawnKey(ctx, t.rel, draw?.col) };
    }
    const checked = checkedDomainDefaults(ctx, t.rel, draw ? [...target, draw.col] : target);
    const headCols = [...(draw ? [...target, draw.col] : target), ...checked.map((d) => d.col)];
    const headExprs = [...(draw ? [...exprs, draw.sql] : exprs), ...checked.map((d) => d.sql)];
    const head = `(${headCols.map((c) => quoteIdent(c.sqliteName)).join(', ')}) SELECT ${headExprs.join(', ')} FROM (${sub.sql}) AS s WHERE `;
    body = `${head}true`;
    candidate = { sql: `SELECT ${headExprs.map((e, i) => `${e} AS "column${i + 1}"`).join(', ')} FROM (${sub.sql}) AS s`, columns: headCols, withSql };
    keyRows = (key) => {
      const at = key.map((k) => target.indexOf(k));
      if (at.some((i) => i < 0)) return undefined;
      return head + noSecondTime(`SELECT ${at.map((i, j) => `${exprs[i]!} AS "k${j}"`).join(', ')} FROM (${sub.sql}) AS s`, key.length);
    };
  }
  const conflict = stmt['onConflictClause'] ? translateOnConflict(t, stmt['onConflictClause']) : undefined;
  // an expression arbiter has no proposed-key guard: two proposed rows with one key would be updated twice (PostgreSQL: 21000)
  if (conflict?.expressions && stmt['onConflictClause']?.['action'] === 'ONCONFLICT_UPDATE' && ((sel?.['valuesLists'] as AstNode[] | undefined)?.length ?? 2) > 1) {
    throw ctx.error('feature_not_supported', 'ON CONFLICT (expression) DO UPDATE inserting more than one row is not supported by pgsqlite', stmt['onConflictClause']?.['location'] as number | undefined);
  }
  if (conflict?.updateKey && keyRows) {
    // SQLite would update a row twice where PostgreSQL raises 21000: check the proposed keys first.
    const guard = keyRows(conflict.updateKey);
    if (guard) body = guard;
  }
  const ret = returning(t, stmt['returningList'], stmt['onConflictClause']?.['action'] === 'ONCONFLICT_UPDATE' ? ['excluded'] : []);
  const retSql = ret ? ` RETURNING ${ret.sql.join(', ')}` : '';
  if (explicitKey) markAutoincCounter(ctx, t.rel);
  const checks = several ? rowChecks(ctx, t.rel) : undefined;
  // Not with ON CONFLICT: PostgreSQL draws the id even when the row is skipped.
  const point =
    pointBody !== undefined && auto && !conflict && !explicitKey
      ? { sql: `${withSql}INSERT INTO ${t.tableSql} ${pointBody} RETURNING ${[...(ret?.sql ?? []), quoteIdent(auto.col.sqliteName)].join(', ')}`, key: auto.key }
      : undefined;
  const block =
    blockBody !== undefined && exactBody !== undefined && auto && !conflict && !explicitKey
      ? { sql: `${withSql}INSERT INTO ${t.tableSql} ${blockBody}${retSql}`, top: auto.top, exact: `${withSql}INSERT INTO ${t.tableSql} ${exactBody}${retSql}` }
      : undefined;
  return withCheckOption(t, {
    sql: `${withSql}INSERT INTO ${t.tableSql} ${body}${conflict?.sql ?? ''}${retSql}`,
    returning: ret,
    ...(probe ? { probe } : {}),
    ...(checks ? { rowChecks: checks } : {}),
    ...(candidate ? { candidate } : {}),
    ...(conflict ? { conflict: { target: conflict.target, action: conflict.action, into: t.tableSql } } : {}),
    ...(point ? { pointSerial: point } : {}),
    ...(block ? { blockDraw: block } : {}),
  });
}

/**
 * Whether a VALUES list may draw its serial ids in one call (SqlPlan.blockDraw): its statement may
 * run twice (the per-row one after a failure), so its values are parameters and constants, the
 * omitted columns' defaults draw from no sequence, and no nextval of a serial key is in the plan.
 */
function blockable(ctx: PlanCtx, rel: RelationDef, given: readonly ColumnDef[], rows: readonly AstNode[][]): boolean {
  if (ctx.autoincTakes.size > 0) return false;
  const plain = (n: AstNode): boolean => {
    const type = nodeType(n);
    if (type === 'ParamRef' || type === 'A_Const') return true;
    return type === 'TypeCast' && plain(fieldsOf(n)['arg'] as AstNode);
  };
  if (!rows.every((r) => r.every(plain))) return false;
  return rel.columns.every((c) => given.includes(c) || c.defaultSqlite === null || c.defaultSqlite === undefined || !(c.defaultSqlite.includes('pg_nextval(') || c.defaultSqlite.includes('pg_autoinc')));
}

/** The probe's `drawn`: the serial/identity key `col` an INSERT draws, read back as its currval. */
function drawnKey(ctx: PlanCtx, rel: RelationDef, col: ColumnDef | undefined): { drawn?: { sql: string; column: ColumnDef } } {
  const sql = col ? autoincCurrvalSql(ctx, rel) : undefined;
  return col && sql !== undefined ? { drawn: { sql, column: col } } : {};
}

/** A generated column takes only DEFAULT (428C9, as PostgreSQL's rewriter). */
function checkNotGenerated(col: ColumnDef): void {
  if (col.generated !== 's') return;
  throw PgError.fromCode('428C9', `cannot insert a non-DEFAULT value into column "${col.name}"`, { detail: `Column "${col.name}" is a generated column.` });
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

/**
 * The omitted columns whose default SQLite cannot apply itself: a default on the transaction clock
 * (column-default.ts), and columns of a domain type with NOT NULL or CHECK constraints, each with its default
 * (or NULL) checked as the domain: PostgreSQL coerces a column's default to its domain, so a default
 * that violates the domain fails the INSERT (23514 / 23502), which SQLite's DEFAULT cannot express.
 */
function checkedDomainDefaults(ctx: PlanCtx, rel: RelationDef, given: readonly ColumnDef[]): { col: ColumnDef; sql: string }[] {
  const out: { col: ColumnDef; sql: string }[] = [];
  for (const c of rel.columns) {
    if (given.includes(c) || c.generated !== '' || c.identity !== '') continue;
    const def = columnDefaultSql(ctx, c);
    // a default on the transaction clock is given explicitly (column-default.ts)
    const sql = domainCheckedSql(ctx, c.typeOid, def ?? 'NULL') ?? (def !== c.defaultSqlite ? (def ?? undefined) : undefined);
    if (sql !== undefined) out.push({ col: c, sql });
  }
  return out;
}
