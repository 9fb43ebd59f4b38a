import { viewScopeColumns } from './view-target.js';
import { checkedReturning } from './view-check-option.js';
import type { AstNode } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import { rowidName } from '../analyze/system-columns.js';
import type { ScopeColumn } from '../analyze/expr-types.js';
import { type RangeEntry, Scope } from '../analyze/scope.js';
import { translateTargets, type Targets } from './targets.js';
import type { DmlTarget } from './dml-target.js';
import type { RawStep } from './multi-step.js';

/** Temporary table holding, per written row, the FROM/USING row it was joined with. */
const JOINED = 'temp."_pgsqlite_dml_from"';

/** The FROM/USING entries of an UPDATE/DELETE re-read from the joined rows' table. */
export interface JoinedRows {
  /** Step creating the table: one row per target rowid (`"__rid"`), the FROM columns as c0, c1, … */
  create: RawStep;
  drop: RawStep;
  /** `rowid IN (…)`: the target rows the join matched */
  matched: (rowid: string) => string;
  /** Copies of the FROM/USING entries whose columns read the joined row of `rowid` */
  entries: (rowid: string) => RangeEntry[];
}

/**
 * SQLite's RETURNING cannot see UPDATE … FROM / DELETE … USING tables. So the join runs first into
 * a temporary table keeping one joined row per target row (PostgreSQL also uses one arbitrary
 * match), and the UPDATE/DELETE then writes exactly those rows, reading FROM columns (in SET and
 * RETURNING) from that row: what is written and what is returned come from the same match.
 */
export function joinedRows(t: DmlTarget, fromSql: string[], whereSql: string | undefined, withSql: string): JoinedRows {
  const fromEntries = t.scope.entries.slice(1);
  const cols: ScopeColumn[] = fromEntries.flatMap((e) => e.columns);
  const rid = `${quoteIdent(t.alias)}.rowid`;
  const select = [`${rid} AS "__rid"`, ...cols.map((c, i) => `${c.sql} AS "c${i}"`)].join(', ');
  const create = `CREATE TEMP TABLE ${JOINED.slice(5)} AS ${withSql}SELECT ${select} FROM ${t.tableSql}, ${fromSql.join(', ')}${whereSql ? ` WHERE ${whereSql}` : ''} GROUP BY ${rid}`;
  return {
    create: { sql: create, role: 'run' },
    drop: { sql: `DROP TABLE ${JOINED}`, role: 'run' },
    matched: (rowid) => `${rowid} IN (SELECT "__rid" FROM ${JOINED})`,
    entries: (rowid) => {
      let k = 0;
      // a FROM/USING row's ctid is not kept in the joined rows' table (0A000 if RETURNING reads it)
      return fromEntries.map(({ ctidSql: _, ...e }) => ({
        ...e,
        columns: e.columns.map((c) => ({ ...c, sql: `(SELECT "c${k++}" FROM ${JOINED} AS "__j" WHERE "__j"."__rid" = ${rowid})` })),
      }));
    },
  };
}

/** RETURNING over the written row (unqualified) and the joined FROM/USING row. */
export function joinedReturning(t: DmlTarget, joined: JoinedRows, list: AstNode[]): Targets {
  const scope = new Scope(t.scope.ctx);
  const target = t.scope.entries[0] as RangeEntry;
  const columns = t.view ? viewScopeColumns(t.view, t.alias, true) : t.rel.columns.map((c, i) => ({ ...(target.columns[i] as ScopeColumn), sql: quoteIdent(c.sqliteName) }));
  const rowid = `${quoteIdent(t.rel.sqliteName)}.rowid`;
  const ctid = rowidName(t.rel);
  scope.add({ ...target, columns, ...(t.view || ctid === undefined ? {} : { ctidSql: `${quoteIdent(t.rel.sqliteName)}.${ctid}` }) });
  for (const e of joined.entries(rowid)) scope.add(e);
  const ret = translateTargets(list, { scope, clause: 'RETURNING' });
  return t.view ? checkedReturning(t, ret) : ret;
}

/** Whether a RETURNING list reads any FROM/USING column (it names something beyond the target's columns, or has a `*`). */
export function returningNeedsFrom(t: DmlTarget, list: AstNode[] | undefined): boolean {
  if (!list || list.length === 0 || t.scope.entries.length < 2) return false;
  if (list.some((n) => JSON.stringify(n).includes('"A_Star"'))) return true;
  const scope = new Scope(t.scope.ctx);
  scope.add({ alias: t.alias, columns: t.view ? viewScopeColumns(t.view, t.alias, true) : t.rel.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod, sql: quoteIdent(c.sqliteName), tableOid: t.rel.oid, attnum: c.attnum, rangeAlias: t.alias })) });
  try {
    translateTargets(list, { scope, clause: 'RETURNING' });
    return false;
  } catch {
    return true;
  }
}
