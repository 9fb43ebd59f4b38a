import type { RelationDef } from '@pgsqlite/catalog';
import { type Fields, fieldsOf } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { Scope } from '../analyze/scope.js';
import { lookupRelation } from '../stmt/from-clause.js';
import { expandedRelationSql, descendantsOf } from '../stmt/inherit-expand.js';
import { quoteIdent, quoteString } from '../sql/quote.js';
import { CatalogWriter } from './catalog-steps.js';
import { ancestorConstraint, attachPartitionSteps, hierarchyTriggerSql, partitionsOf } from './create-partition.js';
import { constraintSql, dropPartitionCheckSql, partitionConstraints } from './partition-routing.js';
import { keyTexts, statementTerms } from './partition-bound.js';
import { cloneOntoSql, dropClonesOfDetachedSql, rowTriggersToClone } from './trigger-clones.js';

const HIERARCHY = new Set(['AT_AttachPartition', 'AT_DetachPartition', 'AT_AddInherit', 'AT_DropInherit']);

/**
 * ALTER TABLE … ATTACH / DETACH PARTITION, INHERIT / NO INHERIT; undefined when the statement has
 * none of these. Mixed with other subcommands: 0A000.
 */
export function planAlterHierarchy(ctx: PlanCtx, rel: RelationDef, cmds: readonly Fields[], tag: string): DdlPlan | undefined {
  const mine = cmds.filter((c) => HIERARCHY.has(String(c['subtype'])));
  if (mine.length === 0) return undefined;
  if (mine.length !== cmds.length) throw ctx.error('feature_not_supported', 'ALTER TABLE mixing ATTACH/DETACH PARTITION or INHERIT with other subcommands is not supported by pgsqlite');
  const steps: string[] = [];
  for (const c of mine) {
    const def = fieldsOf(c['def']);
    switch (c['subtype']) {
      case 'AT_AttachPartition':
        steps.push(...attach(ctx, rel, def));
        break;
      case 'AT_DetachPartition':
        steps.push(...detach(ctx, rel, def));
        break;
      case 'AT_AddInherit':
        steps.push(...inherit(ctx, rel, def));
        break;
      default:
        steps.push(...noInherit(ctx, rel, def));
    }
  }
  return { kind: 'ddl', steps: new CatalogWriter().add(...steps).finish(), tag, notices: [] };
}

/** Columns of `child` must be those of `parent`, by name and type (MergeAttributesIntoExisting). */
function checkColumns(ctx: PlanCtx, parent: RelationDef, child: RelationDef, partition: boolean): void {
  for (const pc of parent.columns) {
    const cc = child.columns.find((x) => x.name === pc.name);
    if (cc === undefined) throw ctx.error('datatype_mismatch', `child table is missing column "${pc.name}"`);
    if (cc.typeOid !== pc.typeOid || cc.typmod !== pc.typmod) {
      throw ctx.error('datatype_mismatch', `child table "${child.name}" has different type for column "${pc.name}"`);
    }
    if (pc.notNull && !cc.notNull) throw ctx.error('datatype_mismatch', `column "${pc.name}" in child table must be marked NOT NULL`);
  }
  if (!partition) return;
  const extra = child.columns.find((c) => !parent.columns.some((p) => p.name === c.name));
  if (extra !== undefined) {
    throw ctx.error('datatype_mismatch', `table "${child.name}" contains column "${extra.name}" not found in parent "${parent.name}"`, undefined, { detail: 'The new partition may contain only the columns present in parent.' });
  }
}

function attach(ctx: PlanCtx, parent: RelationDef, def: Fields): string[] {
  const rv = def['name'] as Fields;
  const child = lookupRelation(new Scope(ctx), rv);
  if (parent.partitionKey === undefined) throw ctx.error('wrong_object_type', `table "${parent.name}" is not partitioned`);
  if (child.kind !== 'r' && child.kind !== 'p') throw ctx.error('wrong_object_type', `"${child.name}" is not a table`);
  if (child.partitionBound !== undefined) throw ctx.error('object_in_use', `"${child.name}" is already a partition`);
  if (child.inherits !== undefined) throw ctx.error('wrong_object_type', 'cannot attach inheritance child as partition');
  if (child.inheritedBy !== undefined && child.kind !== 'p') throw ctx.error('wrong_object_type', 'cannot attach inheritance parent as partition');
  if (child.oid === parent.oid || descendantsOf(ctx, child).some((d) => d.oid === parent.oid)) {
    throw ctx.error('duplicate_table', `circular inheritance not allowed`, undefined, { detail: `"${parent.name}" is already a child of "${child.name}".` });
  }
  checkColumns(ctx, parent, child, true);
  const key = parent.partitionKey;
  const terms = statementTerms(ctx, parent, key, def['bound'] as Fields);
  const siblings = partitionsOf(ctx, parent);
  const all = [...siblings, { name: child.name, sqliteName: child.sqliteName, columns: child.columns, terms }];
  const text = partitionConstraints(keyTexts(parent, key), all)[all.length - 1] as string;
  // the rows it holds must be within its bound (a partitioned table's: its partitions' rows)
  const rowsSql = child.kind === 'p' ? `(${expandedRelationSql(ctx, child)})` : quoteIdent(child.sqliteName);
  const table = { name: child.name, sqliteName: child.sqliteName, columns: child.columns };
  const violated = `SELECT pg_raise('23514', ${quoteString(`partition constraint of relation "${child.name}" is violated by some row`)}) FROM ${rowsSql} AS "__r" WHERE NOT COALESCE(${constraintSql(ctx, table, text, '"__r"')}, 0) LIMIT 1`;
  return [
    `INSERT INTO _pgsqlite_inherits (inhrelid, inhparent, inhseqno) VALUES (${child.oid}, ${parent.oid}, 1)`,
    ...inheritedOnAttach(ctx, child, parent),
    ...attachPartitionSteps(ctx, parent, table, String(child.oid), def['bound'] as Fields),
    violated,
    // a partitioned table attached: its own partitions now also check the new bound
    ...(child.partitionKey !== undefined ? hierarchyTriggerSql(ctx, child, partitionsOf(ctx, child), withAbove(ctx, parent, text)) : []),
    // the parent's row triggers, cloned onto it (and its partitions)
    ...rowTriggersToClone(ctx, parent).flatMap((t) => cloneOntoSql(ctx, t, parent.oid, child)),
  ];
}

function withAbove(ctx: PlanCtx, parent: RelationDef, text: string): string {
  const above = ancestorConstraint(ctx, parent);
  return above === 'true' ? text : `(${text} AND ${above})`;
}

function detach(ctx: PlanCtx, parent: RelationDef, def: Fields): string[] {
  const child = lookupRelation(new Scope(ctx), def['name'] as Fields);
  if (parent.partitionKey === undefined) throw ctx.error('wrong_object_type', `table "${parent.name}" is not partitioned`);
  if (!(parent.inheritedBy ?? []).includes(child.oid) || child.partitionBound === undefined) {
    throw ctx.error('undefined_table', `relation "${child.name}" is not a partition of relation "${parent.name}"`);
  }
  if (def['concurrent']) throw ctx.error('feature_not_supported', 'DETACH PARTITION CONCURRENTLY is not supported by pgsqlite');
  const rest = partitionsOf(ctx, parent).filter((p) => p.rel.oid !== child.oid);
  return [
    `DELETE FROM _pgsqlite_inherits WHERE inhrelid = ${child.oid} AND inhparent = ${parent.oid}`,
    ...ownedAfterLeaving(ctx, child, parent),
    `UPDATE _pgsqlite_partition SET bound = NULL WHERE relid = ${child.oid}`,
    `DELETE FROM _pgsqlite_partition WHERE relid = ${child.oid} AND partkey IS NULL`,
    ...dropPartitionCheckSql(child),
    ...hierarchyTriggerSql(ctx, parent, rest),
    // the clones of the parent's row triggers go (DropClonedTriggersFromPartition)
    ...dropClonesOfDetachedSql(ctx, child),
  ];
}

function inherit(ctx: PlanCtx, child: RelationDef, rv: Fields): string[] {
  const parent = lookupRelation(new Scope(ctx), rv);
  if (parent.kind === 'p') throw ctx.error('wrong_object_type', `cannot inherit from partitioned table "${parent.name}"`);
  if (child.partitionBound !== undefined) throw ctx.error('wrong_object_type', 'cannot change inheritance of a partition');
  if (child.kind === 'p') throw ctx.error('wrong_object_type', 'cannot change inheritance of partitioned table');
  if ((child.inherits ?? []).includes(parent.oid)) throw ctx.error('duplicate_table', `relation "${parent.name}" would be inherited from more than once`);
  if (parent.oid === child.oid || descendantsOf(ctx, child).some((d) => d.oid === parent.oid)) {
    throw ctx.error('duplicate_table', 'circular inheritance not allowed', undefined, { detail: `"${parent.name}" is already a child of "${child.name}".` });
  }
  checkColumns(ctx, parent, child, false);
  for (const k of ctx.catalog.constraintsOf(parent.oid)) {
    if (k.type !== 'c') continue;
    if (!ctx.catalog.constraintsOf(child.oid).some((x) => x.type === 'c' && x.name === k.name)) throw ctx.error('datatype_mismatch', `child table is missing constraint "${k.name}"`);
  }
  const seq = (child.inherits?.length ?? 0) + 1;
  return [`INSERT INTO _pgsqlite_inherits (inhrelid, inhparent, inhseqno) VALUES (${child.oid}, ${parent.oid}, ${seq})`];
}

function noInherit(ctx: PlanCtx, child: RelationDef, rv: Fields): string[] {
  const parent = lookupRelation(new Scope(ctx), rv);
  if (child.partitionBound !== undefined) throw ctx.error('wrong_object_type', 'cannot change inheritance of a partition');
  if (!(child.inherits ?? []).includes(parent.oid)) throw ctx.error('undefined_table', `relation "${parent.name}" is not a parent of relation "${child.name}"`);
  const rest = (child.inherits ?? []).filter((p) => p !== parent.oid);
  return [
    `DELETE FROM _pgsqlite_inherits WHERE inhrelid = ${child.oid}`,
    ...rest.map((p, i) => `INSERT INTO _pgsqlite_inherits (inhrelid, inhparent, inhseqno) VALUES (${child.oid}, ${p}, ${i + 1})`),
    ...ownedAfterLeaving(ctx, child, parent),
  ];
}

/** A table attached as a partition has its parent's columns and CHECKs by inheritance only (MergeAttributesIntoExisting, MergeConstraintsIntoExisting). */
function inheritedOnAttach(ctx: PlanCtx, child: RelationDef, parent: RelationDef): string[] {
  const cols = child.columns.filter((c) => c.local !== false && parent.columns.some((x) => x.name === c.name));
  const checks = ctx.catalog.constraintsOf(child.oid).filter((k) => k.type === 'c' && k.local !== false && ctx.catalog.constraintsOf(parent.oid).some((x) => x.type === 'c' && x.name === k.name));
  return [
    ...(cols.length === 0 ? [] : [`INSERT OR IGNORE INTO _pgsqlite_attnotlocal (attrelid, attnum) VALUES ${cols.map((c) => `(${child.oid}, ${c.attnum})`).join(', ')}`]),
    ...(checks.length === 0 ? [] : [`INSERT OR IGNORE INTO _pgsqlite_connotlocal (oid) VALUES ${checks.map((k) => `(${k.oid})`).join(', ')}`]),
  ];
}

/**
 * The child's columns and CHECKs that no parent gives it any more once it leaves `parent` become
 * its own (RemoveInheritance: attinhcount / coninhcount reach 0, attislocal / conislocal true).
 */
function ownedAfterLeaving(ctx: PlanCtx, child: RelationDef, parent: RelationDef): string[] {
  const others = (child.inherits ?? []).filter((p) => p !== parent.oid);
  const gives = (oid: number, name: string): boolean => ctx.catalog.relationByOid(oid)?.columns.some((x) => x.name === name) ?? false;
  const orphaned = child.columns.filter((c) => c.local === false && gives(parent.oid, c.name) && !others.some((o) => gives(o, c.name)));
  const checkOf = (oid: number, name: string): boolean => ctx.catalog.constraintsOf(oid).some((k) => k.type === 'c' && k.name === name);
  const checks = ctx.catalog.constraintsOf(child.oid).filter((k) => k.type === 'c' && k.local === false && checkOf(parent.oid, k.name) && !others.some((o) => checkOf(o, k.name)));
  return [
    ...(orphaned.length === 0 ? [] : [`DELETE FROM _pgsqlite_attnotlocal WHERE attrelid = ${child.oid} AND attnum IN (${orphaned.map((c) => c.attnum).join(', ')})`]),
    ...(checks.length === 0 ? [] : [`DELETE FROM _pgsqlite_connotlocal WHERE oid IN (${checks.map((k) => k.oid).join(', ')})`]),
  ];
}
