import { INTERNAL_PREFIX, type ConstraintDef, type RelationDef } from '@pgsqlite/catalog';
import { quoteIdent, quoteString } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { CatalogWriter } from './catalog-steps.js';
import { copiesUnchecked, loadModel, referencingClosure, type TableModel } from './table-model.js';
import { createIndexSql, createTableSql } from './table-sql.js';
import { routingAfterRebuild } from './create-partition.js';

/**
 * SQLite's table rebuild ("12 steps"), done inside the DDL's savepoint with foreign keys ON
 * (the pragma cannot change inside a transaction, and migrations run in transactions):
 *
 * Dropping a table that other tables reference would run an implicit DELETE firing their
 * ON DELETE actions, and renaming a table rewrites the REFERENCES clauses pointing at it. So
 * every table whose foreign keys reach the rebuilt one (transitively) is rebuilt along with it:
 * all are renamed aside (their references follow to the old copies), re-created under their
 * own names from the catalog facts, refilled parents first, and the old copies are dropped
 * children first — by then no table refers to them, so nothing cascades. All are created before
 * any is refilled. `legacy_alter_table`
 * keeps SQLite from rewriting (or re-checking) views during the renames; `defer_foreign_keys`
 * lets reference cycles refill in any order (checked at commit).
 */
export function rebuildSteps(ctx: PlanCtx, changed: readonly TableModel[]): string[] {
  const models = new Map<number, TableModel>();
  for (const m of changed) models.set(m.rel.oid, m);
  for (const m of changed) {
    for (const oid of referencingClosure(ctx, m.rel.oid)) {
      const rel = ctx.catalog.relationByOid(oid);
      if (rel && !models.has(oid)) models.set(oid, loadModel(ctx, rel));
    }
  }
  const relOf = (oid: number): RelationDef | undefined => models.get(oid)?.rel ?? ctx.catalog.relationByOid(oid);
  const order = parentsFirst(models);
  const old = (m: TableModel): string => quoteIdent(`${INTERNAL_PREFIX}old_${m.rel.oid}`);
  const steps = ['PRAGMA legacy_alter_table = ON', 'PRAGMA defer_foreign_keys = ON'];
  for (const m of order) {
    const current = ctx.catalog.relationByOid(m.rel.oid);
    steps.push(`ALTER TABLE ${quoteIdent(current?.sqliteName ?? m.rel.sqliteName)} RENAME TO ${old(m)}`);
    for (const i of ctx.catalog.indexes()) {
      const irel = i.relOid === m.rel.oid ? ctx.catalog.relationByOid(i.oid) : undefined;
      if (irel?.sqliteName) steps.push(`DROP INDEX ${quoteIdent(irel.sqliteName)}`);
    }
  }
  // every table exists before any is refilled: SQLite resolves a foreign key's parent table when
  // a row is inserted, and in a reference cycle one of the parents is always created later
  // the constraints as this rebuild leaves them (a CASCADE removed some from other tables)
  const constraintsOf = (oid: number): readonly ConstraintDef[] => models.get(oid)?.constraints ?? ctx.catalog.constraintsOf(oid);
  for (const m of order) steps.push(createTableSql(ctx, m, relOf, constraintsOf));
  for (const m of order) {
    const targets: string[] = [];
    const sources: string[] = [];
    for (const c of m.rel.columns) {
      const src = m.copy.get(c.attnum);
      if (src === undefined || c.generated === 's') continue;
      targets.push(quoteIdent(c.sqliteName));
      sources.push(src);
    }
    if (targets.length) {
      const copy = `INSERT INTO ${quoteIdent(m.rel.sqliteName)} (${targets.join(', ')}) SELECT ${sources.join(', ')} FROM ${old(m)}`;
      // the executor turns the switch off again when a step fails (inline-executor.ts)
      steps.push(...(copiesUnchecked(m) ? ['PRAGMA ignore_check_constraints = ON', copy, 'PRAGMA ignore_check_constraints = OFF'] : [copy]));
    }
    if (m.autoinc) {
      const name = quoteString(m.rel.sqliteName);
      const was = quoteString(`${INTERNAL_PREFIX}old_${m.rel.oid}`);
      steps.push(
        `UPDATE sqlite_sequence SET seq = (SELECT seq FROM sqlite_sequence WHERE name = ${was}) WHERE name = ${name} AND EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ${was})`,
        `INSERT INTO sqlite_sequence (name, seq) SELECT ${name}, seq FROM sqlite_sequence WHERE name = ${was} AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ${name})`,
      );
    }
    for (const i of m.indexes) {
      const sql = createIndexSql(ctx, m, i);
      if (sql) steps.push(sql);
    }
    steps.push(...m.extraSql);
  }
  for (const m of [...order].reverse()) steps.push(`DROP TABLE ${old(m)}`);
  steps.push('PRAGMA defer_foreign_keys = OFF', 'PRAGMA legacy_alter_table = OFF');
  for (const m of order) if (m.changed) steps.push(...rewriteFacts(ctx, m));
  // a rebuilt table loses its SQLite triggers: partition routing and checks are made again
  steps.push(...routingAfterRebuild(ctx, order.map((m) => m.rel)));
  return steps;
}

/** Orders tables so that a table comes after the tables its foreign keys reference (cycles: any order). */
function parentsFirst(models: Map<number, TableModel>): TableModel[] {
  const out: TableModel[] = [];
  const left = [...models.values()];
  while (left.length) {
    const i = left.findIndex((m) => m.constraints.every((c) => c.type !== 'f' || c.refRelOid === m.rel.oid || !left.some((o) => o.rel.oid === c.refRelOid)));
    out.push(...left.splice(i < 0 ? 0 : i, 1));
  }
  return out;
}

/** Rewrites a table's columns and removes the constraints and indexes the model no longer has. */
export function rewriteFacts(ctx: PlanCtx, m: TableModel): string[] {
  const oid = m.rel.oid;
  const steps = [`DELETE FROM _pgsqlite_attribute WHERE attrelid = ${oid}`, `DELETE FROM _pgsqlite_attgenerated WHERE attrelid = ${oid}`, `DELETE FROM _pgsqlite_attnotlocal WHERE attrelid = ${oid}`];
  for (const c of ctx.catalog.constraintsOf(oid)) {
    if (!m.constraints.some((k) => k.oid === c.oid)) steps.push(`DELETE FROM _pgsqlite_constraint WHERE oid = ${c.oid}`);
  }
  for (const i of ctx.catalog.indexes()) {
    if (i.relOid !== oid || m.indexes.some((k) => k.def.oid === i.oid)) continue;
    steps.push(`DELETE FROM _pgsqlite_index WHERE indexrelid = ${i.oid}`, `DELETE FROM _pgsqlite_class WHERE oid = ${i.oid}`, `DELETE FROM _pgsqlite_description WHERE objoid = ${i.oid}`);
  }
  for (const c of ctx.catalog.relationByOid(oid)?.columns ?? []) {
    if (!m.rel.columns.some((k) => k.attnum === c.attnum)) steps.push(`DELETE FROM _pgsqlite_description WHERE objoid = ${oid} AND objsubid = ${c.attnum}`);
  }
  steps.push(...new CatalogWriter().columns(String(oid), m.rel.columns).steps);
  return steps;
}
