import type { Catalog, RelationDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { hierarchyTriggerSql, partitionsOf } from './create-partition.js';
import { inheritedCheck } from './constraint-plan.js';

/** Subcommands ALTER TABLE applies to the children of a table too (unless ONLY), as ATSimpleRecursion does. */
const RECURSING = new Set(['AT_AddColumn', 'AT_DropColumn', 'AT_AlterColumnType', 'AT_SetNotNull', 'AT_DropNotNull', 'AT_ColumnDefault']);

/** The statements propagateAlter made for children (tablecmds.c's `recursing`). */
const recursions = new WeakSet<Fields>();

/**
 * What one ALTER TABLE has done so far across its tree (`relid:column` keys), shared by the
 * statements it recurses with: a child reached from two parents (a diamond) gets a column added
 * once and merged the second time, and loses a column only once every parent giving it has.
 */
interface TreeWork {
  added: Set<string>;
  dropped: Set<string>;
  /** `subtype:relid:column` of the other column commands a child has been given */
  changed: Set<string>;
}
const treeWork = new WeakMap<Fields, TreeWork>();

/** Whether `stmt` is a parent's ALTER TABLE applied to a child, not the user's own. */
export function isRecursion(stmt: Fields): boolean {
  return recursions.has(stmt);
}

/** The relation as an ALTER TABLE plan leaves it (noted by planAlterTable). */
const altered = new WeakMap<DdlPlan, RelationDef>();

/** Notes what `plan` makes of its table (its columns after the change). */
export function noteAltered(plan: DdlPlan, rel: RelationDef): DdlPlan {
  altered.set(plan, rel);
  return plan;
}

/** A context whose catalog sees `rels` instead of their stored versions. */
function overlay(ctx: PlanCtx, rels: ReadonlyMap<number, RelationDef>): PlanCtx {
  const catalog = Object.create(ctx.catalog) as Catalog;
  const byOid = ctx.catalog.relationByOid.bind(ctx.catalog);
  Object.defineProperty(catalog, 'relationByOid', { value: (oid: number) => rels.get(oid) ?? byOid(oid) });
  const out = Object.create(ctx) as PlanCtx;
  Object.defineProperty(out, 'catalog', { value: catalog });
  return out;
}

function isCheck(c: Fields): boolean {
  return c['subtype'] === 'AT_AddConstraint' && fieldsOf(c['def'] as AstNode)['contype'] === 'CONSTR_CHECK' && !fieldsOf(c['def'] as AstNode)['is_no_inherit'];
}

/**
 * ALTER TABLE on a table with children: column changes (and CHECK constraints) apply to every
 * descendant too — a column a child has already is merged (NOTICE "merging definition of column
 * … for child …"), a dropped column goes from the children that have it — and the partition
 * routing of the hierarchy is redone with the new columns. `plan`: the table's own plan.
 */
export function propagateAlter(ctx: PlanCtx, stmt: Fields, rel: RelationDef, plan: DdlPlan, planAlter: (ctx: PlanCtx, stmt: Fields) => DdlPlan): DdlPlan {
  const cmds = ((stmt['cmds'] as AstNode[] | undefined) ?? []).map((n) => fieldsOf(n));
  const recurse = (stmt['relation'] as Fields)['inh'] === true && rel.inheritedBy !== undefined;
  const work = treeWork.get(stmt) ?? { added: new Set<string>(), dropped: new Set<string>(), changed: new Set<string>() };
  for (const c of cmds) {
    if (c['subtype'] === 'AT_DropColumn') work.dropped.add(`${rel.oid}:${String(c['name'])}`);
    if (c['subtype'] === 'AT_DropConstraint') work.dropped.add(`constraint:${rel.oid}:${String(c['name'])}`);
  }
  const steps = [...plan.steps];
  const notices = [...plan.notices];
  const rels = new Map<number, RelationDef>();
  const mine = altered.get(plan);
  if (mine !== undefined) rels.set(rel.oid, mine);
  if (recurse) {
    for (const oid of rel.inheritedBy ?? []) {
      const child = ctx.catalog.relationByOid(oid);
      if (child === undefined) continue;
      // columns this statement drops from the child before a later command adds one of the name
      // again (`DROP b, ADD b`): that ADD reaches the child as a new column, not a merge
      const droppedHere = new Set<string>();
      const childCmds = cmds.filter((c) => {
        const checkNamed = (name: string): boolean => ctx.catalog.constraintsOf(child.oid).some((k) => k.type === 'c' && k.name === name);
        if (isCheck(c)) return !checkNamed(String(fieldsOf(c['def'] as AstNode)['conname'] ?? ''));
        if (c['subtype'] === 'AT_DropConstraint') return checkDroppedWithParent(ctx, child, String(c['name']), work.dropped);
        if (c['subtype'] === 'AT_ValidateConstraint') return checkNamed(String(c['name']));
        if (!RECURSING.has(String(c['subtype']))) return false;
        if (c['subtype'] === 'AT_AddColumn') {
          const name = String(fieldsOf(c['def'] as AstNode)['colname']);
          const key = `${child.oid}:${name}`;
          if ((droppedHere.has(name) || !child.columns.some((x) => x.name === name)) && !work.added.has(key)) {
            work.added.add(key);
            return true;
          }
          if (child.partitionBound === undefined) notices.push(`merging definition of column "${name}" for child "${child.name}"`);
          return false;
        }
        if (c['subtype'] === 'AT_DropColumn') {
          const drops = droppedWithParent(ctx, child, String(c['name']), work.dropped);
          if (drops) droppedHere.add(String(c['name']));
          return drops;
        }
        // a column change reaches a child once, however many parents lead to it (a USING runs once)
        const key = `${String(c['subtype'])}:${child.oid}:${String(c['name'])}`;
        if (work.changed.has(key)) return false;
        work.changed.add(key);
        return true;
      });
      if (childCmds.length === 0) continue;
      const childStmt: Fields = { ...stmt, relation: { relname: child.name, schemaname: child.schema, inh: true }, cmds: childCmds.map((c) => ({ AlterTableCmd: inheritedCommand(c) })) };
      recursions.add(childStmt);
      treeWork.set(childStmt, work);
      const sub = planAlter(ctx, childStmt);
      steps.push(...sub.steps);
      notices.push(...sub.notices);
      for (const [oid2, r] of alteredWithin(sub)) rels.set(oid2, r);
    }
  }
  if (!recurse) steps.push(...keptByChildren(ctx, cmds, rel));
  const top = routingTop(ctx, rel);
  if (top !== undefined && rels.size > 0) {
    const view = overlay(ctx, rels);
    const parent = view.catalog.relationByOid(top.oid) as RelationDef;
    steps.push(...hierarchyTriggerSql(view, parent, partitionsOf(view, parent)));
  }
  const out: DdlPlan = { ...plan, steps, notices };
  for (const [oid, r] of rels) nested.set(out, [...(nested.get(out) ?? []), [oid, r]]);
  return out;
}

/**
 * Whether a parent's DROP COLUMN drops the child's column too (ATExecDropColumn): only when the
 * child never defined it itself (attislocal false) and every parent that gave it has dropped it
 * in this statement (attinhcount down to 0). Otherwise the child keeps it, one parent fewer.
 */
function droppedWithParent(ctx: PlanCtx, child: RelationDef, name: string, dropped: Set<string>): boolean {
  const col = child.columns.find((x) => x.name === name);
  if (col === undefined || col.local !== false || dropped.has(`${child.oid}:${name}`)) return false;
  const givers = (child.inherits ?? []).filter((oid) => ctx.catalog.relationByOid(oid)?.columns.some((x) => x.name === name));
  return givers.every((oid) => dropped.has(`${oid}:${name}`));
}

/** Whether a parent's DROP CONSTRAINT drops the child's CHECK of that name too: as a column (conislocal, coninhcount). */
function checkDroppedWithParent(ctx: PlanCtx, child: RelationDef, name: string, dropped: Set<string>): boolean {
  const own = ctx.catalog.constraintsOf(child.oid).find((k) => k.type === 'c' && k.name === name);
  if (own === undefined || own.local !== false || dropped.has(`constraint:${child.oid}:${name}`)) return false;
  const givers = (child.inherits ?? []).filter((oid) => ctx.catalog.constraintsOf(oid).some((k) => k.type === 'c' && k.name === name));
  return givers.every((oid) => dropped.has(`constraint:${oid}:${name}`));
}

/** A parent's command as a child runs it: a column it adds is the child's by inheritance only (attislocal false). */
function inheritedCommand(c: Fields): Fields {
  if (isCheck(c)) return { ...c, def: inheritedCheck(fieldsOf(c['def'] as AstNode)) };
  if (c['subtype'] !== 'AT_AddColumn') return c;
  const def = fieldsOf(c['def'] as AstNode);
  return { ...c, def: { ColumnDef: { ...def, is_local: false } } };
}

/**
 * ALTER TABLE ONLY parent DROP COLUMN / DROP CONSTRAINT: the children keep the column or CHECK
 * and now own it (attislocal / conislocal true), as ATExecDropColumn and ATExecDropConstraint do
 * when not recursing.
 */
function keptByChildren(ctx: PlanCtx, cmds: readonly Fields[], rel: RelationDef): string[] {
  const steps: string[] = [];
  for (const c of cmds) {
    if (c['subtype'] === 'AT_DropConstraint') {
      for (const oid of rel.inheritedBy ?? []) {
        const k = ctx.catalog.constraintsOf(oid).find((x) => x.type === 'c' && x.name === String(c['name']));
        if (k?.local === false) steps.push(`DELETE FROM _pgsqlite_connotlocal WHERE oid = ${k.oid}`);
      }
    }
    if (c['subtype'] !== 'AT_DropColumn' || !rel.columns.some((x) => x.name === String(c['name']))) continue;
    for (const oid of rel.inheritedBy ?? []) {
      const col = ctx.catalog.relationByOid(oid)?.columns.find((x) => x.name === String(c['name']));
      if (col?.local === false) steps.push(`DELETE FROM _pgsqlite_attnotlocal WHERE attrelid = ${oid} AND attnum = ${col.attnum}`);
    }
  }
  return steps;
}

/** The relations a (possibly recursive) ALTER plan altered. */
const nested = new WeakMap<DdlPlan, [number, RelationDef][]>();

function alteredWithin(plan: DdlPlan): [number, RelationDef][] {
  const own = altered.get(plan);
  return [...(nested.get(plan) ?? []), ...(own ? [[own.oid, own] as [number, RelationDef]] : [])];
}

/** The partitioned table whose routing reaches `rel`'s rows: its parent when it is a partition, else itself when partitioned. */
function routingTop(ctx: PlanCtx, rel: RelationDef): RelationDef | undefined {
  if (rel.partitionBound !== undefined) return ctx.catalog.relationByOid(rel.inherits?.[0] ?? 0);
  return rel.partitionKey !== undefined ? rel : undefined;
}
