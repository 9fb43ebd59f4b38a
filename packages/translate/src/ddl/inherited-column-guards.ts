import { inheritanceCount, type RelationDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { referencedColumns } from './expr-text.js';
import { descendantsOf } from '../stmt/inherit-expand.js';
import { parseExprText } from './table-model.js';

/** How an ALTER TABLE reached the table: ONLY (children left alone), or recursing from a parent. */
export interface AlterReach {
  only: boolean;
  recursing: boolean;
}

/**
 * The refusals of ALTER TABLE that keep an inheritance tree or a partitioned table whole
 * (tablecmds.c): a child's inherited column or CHECK is changed only from its parent, a
 * partition gets no column of its own, ONLY on a partitioned table with partitions changes no
 * column or constraint, and a partition key's columns are neither dropped nor retyped.
 * Checked before the command changes anything.
 */
export function guardInheritance(ctx: PlanCtx, rel: RelationDef, c: Fields, reach: AlterReach): void {
  const subtype = String(c['subtype']);
  const name = String(c['name'] ?? '');
  const withPartitions = rel.kind === 'p' && (rel.inheritedBy?.length ?? 0) > 0;
  const onlyHint = { hint: 'Do not specify the ONLY keyword.' };
  switch (subtype) {
    case 'AT_AddColumn':
      if (!reach.recursing && rel.partitionBound !== undefined) throw ctx.error('wrong_object_type', 'cannot add column to a partition');
      if (reach.only && (rel.inheritedBy?.length ?? 0) > 0 && !rel.columns.some((x) => x.name === String(fieldsOf(c['def'] as AstNode)['colname']))) {
        throw ctx.error('invalid_table_definition', 'column must be added to child tables too');
      }
      return;
    case 'AT_DropColumn':
    case 'AT_AlterColumnType': {
      if (!rel.columns.some((x) => x.name === name)) return;
      const drop = subtype === 'AT_DropColumn';
      if (!reach.recursing && inheritedColumn(ctx, rel, name)) throw ctx.error('invalid_table_definition', `cannot ${drop ? 'drop' : 'alter'} inherited column "${name}"`);
      if (inPartitionKey(rel, name)) throw ctx.error('invalid_table_definition', `cannot ${drop ? 'drop' : 'alter'} column "${name}" because it is part of the partition key of relation "${rel.name}"`);
      if (drop && reach.only && withPartitions) throw ctx.error('invalid_table_definition', 'cannot drop column from only the partitioned table when partitions exist', undefined, onlyHint);
      if (!drop) guardRetypeReach(ctx, rel, name, reach);
      return;
    }
    case 'AT_DropConstraint':
      if (!reach.recursing && inheritedCheck(ctx, rel, name)) throw ctx.error('invalid_table_definition', `cannot drop inherited constraint "${name}" of relation "${rel.name}"`);
      if (reach.only && withPartitions) throw ctx.error('invalid_table_definition', 'cannot remove constraint from only the partitioned table when partitions exist', undefined, onlyHint);
      return;
    case 'AT_DropNotNull':
      if (reach.only && withPartitions) throw ctx.error('invalid_table_definition', 'cannot remove constraint from only the partitioned table when partitions exist', undefined, onlyHint);
      if (rel.partitionBound !== undefined && parentsOf(ctx, rel).some((p) => p.columns.some((x) => x.name === name && x.notNull))) {
        throw ctx.error('invalid_table_definition', `column "${name}" is marked NOT NULL in parent table`);
      }
      return;
    case 'AT_SetNotNull': {
      if (!reach.only || !withPartitions) return;
      const lacking = (rel.inheritedBy ?? []).map((oid) => ctx.catalog.relationByOid(oid)).find((p) => p?.columns.some((x) => x.name === name && !x.notNull));
      if (lacking !== undefined) {
        throw ctx.error('invalid_table_definition', 'constraint must be added to child tables too', undefined, { detail: `Column "${name}" of relation "${lacking.name}" is not already NOT NULL.`, ...onlyHint });
      }
      return;
    }
    case 'AT_AddConstraint': {
      const def = fieldsOf(c['def'] as AstNode);
      if (def['contype'] !== 'CONSTR_CHECK') return;
      if (rel.kind === 'p' && def['is_no_inherit'] === true) throw ctx.error('invalid_table_definition', `cannot add NO INHERIT constraint to partitioned table "${rel.name}"`);
      if (reach.only && withPartitions) throw ctx.error('invalid_table_definition', 'constraint must be added to child tables too');
      return;
    }
    default:
  }
}

/**
 * ALTER COLUMN TYPE keeps the tree's types in step (ATPrepAlterColumnType): ONLY on a table with
 * children is refused, and so is a descendant that has the column from a parent outside the
 * tree being altered (attinhcount above its parents within the tree; a diamond is fine).
 */
function guardRetypeReach(ctx: PlanCtx, rel: RelationDef, name: string, reach: AlterReach): void {
  if (reach.recursing) return;
  const tree = descendantsOf(ctx, rel);
  if (reach.only) {
    if (tree.length > 0) throw ctx.error('invalid_table_definition', `type of inherited column "${name}" must be changed in child tables too`);
    return;
  }
  const within = new Set([rel.oid, ...tree.map((d) => d.oid)]);
  const byOid = (oid: number): RelationDef | undefined => ctx.catalog.relationByOid(oid);
  const outside = tree.find((d) => d.columns.some((x) => x.name === name) && inheritanceCount(d, name, byOid) > (d.inherits ?? []).filter((p) => within.has(p)).length);
  if (outside !== undefined) throw ctx.error('invalid_table_definition', `cannot alter inherited column "${name}" of relation "${outside.name}"`);
}

function parentsOf(ctx: PlanCtx, rel: RelationDef): RelationDef[] {
  return (rel.inherits ?? []).map((oid) => ctx.catalog.relationByOid(oid)).filter((p): p is RelationDef => p !== undefined);
}

/** A column a parent has too (attinhcount > 0: pgsqlite knows the tree, not the counts). */
function inheritedColumn(ctx: PlanCtx, rel: RelationDef, name: string): boolean {
  return parentsOf(ctx, rel).some((p) => p.columns.some((x) => x.name === name));
}

/** A CHECK constraint a parent has under the same name (coninhcount > 0). */
function inheritedCheck(ctx: PlanCtx, rel: RelationDef, name: string): boolean {
  if (!ctx.catalog.constraintsOf(rel.oid).some((k) => k.type === 'c' && k.name === name)) return false;
  return parentsOf(ctx, rel).some((p) => ctx.catalog.constraintsOf(p.oid).some((k) => k.type === 'c' && k.name === name));
}

/** Whether the partition key of `rel` uses the column, plainly or in an expression (has_partition_attrs). */
function inPartitionKey(rel: RelationDef, name: string): boolean {
  const attnum = rel.columns.find((x) => x.name === name)?.attnum;
  return (rel.partitionKey?.keys ?? []).some((k) => (k.attnum !== 0 ? k.attnum === attnum : k.expr !== null && referencedColumns(parseExprText(k.expr)).has(name)));
}
