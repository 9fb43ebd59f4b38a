import type { RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { quoteIdent } from '../sql/quote.js';
import { rowidName } from '../analyze/system-columns.js';

/** Hidden column of an expanded relation: each row's own table (the `tableoid` system column). */
export const TABLEOID_COLUMN = '__pgsqlite_tableoid';

/** Hidden column of an expanded relation: each row's rowid in its own table (the `ctid` system column). */
export const CTID_COLUMN = '__pgsqlite_ctid';

/** The relations below `rel` (children, their children …), each once, parents before children. */
export function descendantsOf(ctx: PlanCtx, rel: RelationDef): RelationDef[] {
  const out: RelationDef[] = [];
  const seen = new Set<number>([rel.oid]);
  const walk = (r: RelationDef): void => {
    for (const oid of r.inheritedBy ?? []) {
      if (seen.has(oid)) continue;
      seen.add(oid);
      const child = ctx.catalog.relationByOid(oid);
      if (child === undefined) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(rel);
  return out;
}

/** The tables holding the rows of `rel` read with its descendants (a partitioned table holds none itself). */
export function rowHolders(ctx: PlanCtx, rel: RelationDef): RelationDef[] {
  return [rel, ...descendantsOf(ctx, rel)].filter((r) => r.kind === 'r');
}

/** Whether a FROM/DML RangeVar reads `rel` with its descendants (not `ONLY rel`, and `rel` has some). */
export function readsDescendants(rel: RelationDef, inh: unknown): boolean {
  return inh === true && (rel.inheritedBy !== undefined || rel.kind === 'p');
}

/**
 * `rel` read with its descendants, as PostgreSQL's inheritance expansion does: a UNION ALL over
 * every table of the hierarchy projecting `rel`'s columns (by name: children may add columns and
 * order theirs differently) under `rel`'s SQLite column names, plus each row's table OID and rowid.
 */
export function expandedRelationSql(ctx: PlanCtx, rel: RelationDef): string {
  const members = rowHolders(ctx, rel);
  if (members.length === 0) return `SELECT ${[...rel.columns.map((c) => `NULL AS ${quoteIdent(c.sqliteName)}`), `NULL AS ${quoteIdent(TABLEOID_COLUMN)}`, `NULL AS ${quoteIdent(CTID_COLUMN)}`].join(', ')} WHERE 0`;
  return members
    .map((m) => {
      const cols = rel.columns.map((c) => {
        const own = m.columns.find((x) => x.name === c.name);
        return `${own ? quoteIdent(own.sqliteName) : 'NULL'} AS ${quoteIdent(c.sqliteName)}`;
      });
      return `SELECT ${[...cols, `${m.oid} AS ${quoteIdent(TABLEOID_COLUMN)}`, `${rowidName(m) ?? 'NULL'} AS ${quoteIdent(CTID_COLUMN)}`].join(', ')} FROM ${quoteIdent(m.sqliteName)}`;
    })
    .join(' UNION ALL ');
}
