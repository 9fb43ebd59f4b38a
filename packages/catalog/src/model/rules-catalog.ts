import type { SqlValue } from '../types/sql-value.js';

/**
 * Rules (CREATE RULE), as pg_rewrite keeps them: one row of `_pgsqlite_rule` per rule, the
 * definition as one JSON document. The planner rewrites an INSERT/UPDATE/DELETE on the rule's
 * relation with them (translate stmt/rule-*.ts); views' `_RETURN` rules are not stored here.
 */

/** Statements creating the rule table when missing (idempotent; run on every open). */
export const RULES_SCHEMA_SQL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS _pgsqlite_rule (oid INTEGER PRIMARY KEY, relid INTEGER NOT NULL, rulename TEXT NOT NULL, def TEXT NOT NULL)`,
];

/** The event a rule is for (pg_rewrite.ev_type '2' UPDATE, '3' INSERT, '4' DELETE). */
export type RuleEvent = 'insert' | 'update' | 'delete';

/** A rule: `ON event TO relation [WHERE qual] DO [ALSO | INSTEAD] {NOTHING | actions}`. */
export interface RuleDef {
  oid: number;
  relOid: number;
  name: string;
  event: RuleEvent;
  instead: boolean;
  /** The WHERE condition as PostgreSQL SQL (reading NEW/OLD), or null */
  qual: string | null;
  /** Each action as one PostgreSQL statement (reading NEW/OLD); none: DO … NOTHING */
  actions: readonly string[];
  /** pg_rewrite.ev_enabled: 'O' fires, 'D' disabled, 'A' always, 'R' replica only */
  enabled: 'O' | 'D' | 'A' | 'R';
}

/** SQL inserting one rule row (`oidSql`: its OID, possibly allocated by the same plan). */
export function storeRuleSql(r: Omit<RuleDef, 'oid'>, oidSql: string): string {
  const { relOid, name, ...def } = r;
  return `INSERT INTO _pgsqlite_rule (oid, relid, rulename, def) VALUES (${oidSql}, ${relOid}, ${lit(name)}, ${lit(JSON.stringify(def))})`;
}

/** SQL deleting one rule row. */
export function dropRuleSql(oid: number): string {
  return `DELETE FROM _pgsqlite_rule WHERE oid = ${oid}`;
}

/** The read of `loadRules` (batched by `loadCatalog`). */
export const RULE_READ = { sql: `SELECT oid, relid, rulename, def FROM _pgsqlite_rule ORDER BY rulename, oid`, columns: 4 } as const;

/** Reads every rule, in name order (the order PostgreSQL applies them in). */
export async function loadRules(query: (sql: string) => Promise<SqlValue[][]>): Promise<RuleDef[]> {
  const rows = await query(RULE_READ.sql);
  return rows.map((r) => ({
    ...(JSON.parse(String(r[3])) as Omit<RuleDef, 'oid' | 'relOid' | 'name'>),
    oid: Number(r[0]),
    relOid: Number(r[1]),
    name: String(r[2]),
  }));
}

function lit(s: string): string {
  return `'${s.split("'").join("''")}'`;
}
