import type { ColumnDef, PartitionKeyDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { quoteIdent, quoteString } from '../sql/quote.js';
import { parseExprText } from './table-model.js';
import { boundConstraint, defaultConstraint, type BoundTerms } from './partition-bound.js';

/**
 * The SQLite triggers that make a partitioned table behave as PostgreSQL's: the partitioned
 * table's own SQLite table is where INSERT writes (so defaults, serial keys, NOT NULL and CHECK
 * apply as to any table); an AFTER INSERT trigger moves each row to the partition whose bound
 * admits it (a partition that is partitioned itself routes it further) or raises 23514 "no
 * partition of relation … found for row". Each partition checks its constraint BEFORE INSERT and
 * BEFORE UPDATE (23514 "violates partition constraint"): a row written to it directly, or
 * updated out of its bound where PostgreSQL would not move it.
 */

/** A table of the hierarchy as the triggers see it. */
export interface RoutedTable {
  name: string;
  sqliteName: string;
  columns: readonly Pick<ColumnDef, 'name' | 'typeOid' | 'typmod' | 'sqliteName' | 'generated'>[];
}

/** A partition with its bound. */
export interface RoutedPartition extends RoutedTable {
  terms: BoundTerms;
}

function rowScope(ctx: PlanCtx, table: RoutedTable, row: string): Scope {
  const scope = new Scope(ctx);
  scope.add({
    alias: table.name,
    columns: table.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod, sql: row === '' ? quoteIdent(c.sqliteName) : `${row}.${quoteIdent(c.sqliteName)}`, tableOid: 0, attnum: 0, rangeAlias: table.name })),
  });
  return scope;
}

/** A constraint text as SQLite SQL over `row` (NEW) of `table`. */
export function constraintSql(ctx: PlanCtx, table: RoutedTable, text: string, row = 'NEW'): string {
  if (text === 'true' || text === 'false') return text === 'true' ? '1' : '0';
  const scope = rowScope(ctx, table, row);
  return asBool(translateExpr(parseExprText(text), { scope, clause: 'partition bound' }), { scope }).sql;
}

/** An expression text (a key, a bound datum) as SQLite SQL over NEW of `table`. */
export function valueSql(ctx: PlanCtx, table: RoutedTable, text: string): string {
  const scope = rowScope(ctx, table, 'NEW');
  return translateExpr(parseExprText(text), { scope, clause: 'partition key expressions' }).sql;
}

/** Each partition's constraint text (DEFAULT: none of its siblings'). */
export function partitionConstraints(keys: readonly string[], partitions: readonly RoutedPartition[]): string[] {
  const own = partitions.map((p) => boundConstraint(keys, p.terms));
  const siblings = own.filter((c): c is string => c !== null);
  return own.map((c) => c ?? defaultConstraint(siblings));
}

function valuesText(items: readonly { typeOid: number; sql: string }[]): string {
  return `pg_row_text(${items.map((i) => `${i.typeOid}, ${i.sql}`).join(', ')})`;
}

const triggerName = (kind: string, table: RoutedTable): string => quoteIdent(`_pgsqlite_${kind}_${table.sqliteName}`);

/** Statements (re)creating the routing trigger of `parent` over `partitions` (possibly none). */
export function routingTriggerSql(ctx: PlanCtx, parent: RoutedTable, key: PartitionKeyDef, keys: readonly string[], partitions: readonly RoutedPartition[]): string[] {
  const texts = partitionConstraints(keys, partitions);
  const body: string[] = [];
  const conds: string[] = [];
  partitions.forEach((p, i) => {
    const cond = constraintSql(ctx, parent, texts[i] as string);
    conds.push(cond);
    const cols = p.columns.filter((c) => c.generated !== 's' && parent.columns.some((x) => x.name === c.name));
    const from = cols.map((c) => `NEW.${quoteIdent(parent.columns.find((x) => x.name === c.name)?.sqliteName ?? c.sqliteName)}`);
    body.push(`INSERT INTO ${quoteIdent(p.sqliteName)} (${cols.map((c) => quoteIdent(c.sqliteName)).join(', ')}) SELECT ${from.join(', ')} WHERE ${cond};`);
  });
  const keyItems = key.keys.map((k, i) => ({ typeOid: k.typeOid, sql: valueSql(ctx, parent, keys[i] as string) }));
  const keyNames = keys.map((k) => (k.startsWith('"') ? k.slice(1, -1).split('""').join('"') : k)).join(', ');
  const detail = `'Partition key of the failing row contains (' || ${quoteString(keyNames)} || ') = (' || ${valuesText(keyItems)} || ').'`;
  const none = conds.length ? `NOT (${conds.map((c) => `COALESCE(${c}, 0)`).join(' OR ')})` : '1';
  body.push(`SELECT pg_raise_detail('23514', ${quoteString(`no partition of relation "${parent.name}" found for row`)}, ${detail}) WHERE ${none};`);
  body.push(`DELETE FROM ${quoteIdent(parent.sqliteName)} WHERE rowid = NEW.rowid;`);
  const name = triggerName('route', parent);
  return [`DROP TRIGGER IF EXISTS ${name}`, `CREATE TRIGGER ${name} AFTER INSERT ON ${quoteIdent(parent.sqliteName)} BEGIN ${body.join(' ')} END`];
}

/** Statements (re)creating a partition's constraint checks (INSERT and UPDATE). */
export function partitionCheckSql(ctx: PlanCtx, partition: RoutedTable, constraintText: string): string[] {
  const cond = constraintSql(ctx, partition, constraintText);
  const row = valuesText(partition.columns.map((c) => ({ typeOid: c.typeOid, sql: `NEW.${quoteIdent(c.sqliteName)}` })));
  const raise = `SELECT pg_raise_detail('23514', ${quoteString(`new row for relation "${partition.name}" violates partition constraint`)}, 'Failing row contains (' || ${row} || ').') WHERE NOT COALESCE(${cond}, 0);`;
  const out: string[] = [];
  for (const event of ['INSERT', 'UPDATE'] as const) {
    const name = triggerName(`partcheck_${event === 'INSERT' ? 'i' : 'u'}`, partition);
    out.push(`DROP TRIGGER IF EXISTS ${name}`, `CREATE TRIGGER ${name} BEFORE ${event} ON ${quoteIdent(partition.sqliteName)} BEGIN ${raise} END`);
  }
  return out;
}

/** Statements dropping a table's partition checks (DETACH PARTITION). */
export function dropPartitionCheckSql(table: RoutedTable): string[] {
  return ['i', 'u'].map((k) => `DROP TRIGGER IF EXISTS ${triggerName(`partcheck_${k}`, table)}`);
}
