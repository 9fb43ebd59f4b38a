import type { ColumnDef, RelationDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { parseStatements } from '../parse/parser.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlNotice } from '../plan.js';
import { Scope } from '../analyze/scope.js';
import { resolveTypeName } from '../analyze/expr.js';
import { lookupRelation } from '../stmt/from-clause.js';
import { parseExprText } from './table-model.js';
import { typeLabel } from './type-label.js';
import { inheritedCheck } from './constraint-plan.js';

/** The parents of a CREATE TABLE … INHERITS / PARTITION OF and the table elements they give it. */
export interface InheritedShape {
  parents: RelationDef[];
  /** The table elements to plan: inherited columns (merged with local ones) first, then the rest */
  elts: AstNode[];
  notices: (string | DdlNotice)[];
}

/** A column being merged: its type and what the parents and the local definition say. */
interface Merged {
  name: string;
  typeOid: number;
  typmod: number;
  notNull: boolean;
  /** Default or generation expression text (pg_get_expr form) */
  defaultExpr: string | null;
  generated: boolean;
  /** The local ColumnDef merged into it */
  local: Fields | null;
}

/** A TypeName node for a column type (as format_type prints it, parsed back). */
export function typeNameAst(ctx: PlanCtx, oid: number, typmod: number): AstNode {
  const text = typeLabel(ctx.catalog, ctx.searchPath, oid, typmod);
  const sel = fieldsOf(parseStatements(`SELECT NULL::${text}`)[0]?.ast as AstNode);
  const cast = fieldsOf(fieldsOf((sel['targetList'] as AstNode[])[0] as AstNode)['val'] as AstNode);
  return cast['typeName'] as AstNode;
}

function constraint(contype: string, extra: Fields = {}): AstNode {
  return { Constraint: { contype, ...extra } } as unknown as AstNode;
}

/**
 * Resolves the parents and merges their columns as MergeAttributes does: every parent's columns
 * in order (a name met twice is merged, NOTICE "merging multiple inherited definitions"), then
 * the local columns (a local column of an inherited name is merged into it, NOTICE "merging column
 * … with inherited definition"; a partition's local entries only add constraints). NOT NULL and
 * CHECK constraints are inherited; a partition also gets its parent's PRIMARY KEY and UNIQUE
 * constraints (PostgreSQL clones the parent's indexes onto each partition).
 */
export function inheritedShape(ctx: PlanCtx, stmt: Fields, partition: boolean): InheritedShape {
  const scope = new Scope(ctx);
  const parents: RelationDef[] = [];
  for (const n of (stmt['inhRelations'] as AstNode[] | undefined) ?? []) {
    const rv = fieldsOf(n);
    const rel = lookupRelation(scope, rv);
    if (rel.kind !== 'r' && rel.kind !== 'p') throw ctx.error('wrong_object_type', `inherited relation "${rel.name}" is not a table or foreign table`, rv['location']);
    if (partition && rel.kind !== 'p') throw ctx.error('wrong_object_type', `table "${rel.name}" is not partitioned`, rv['location']);
    if (!partition && rel.kind === 'p') throw ctx.error('wrong_object_type', `cannot inherit from partitioned table "${rel.name}"`, rv['location']);
    if (!partition && rel.partitionBound !== undefined) throw ctx.error('wrong_object_type', `cannot inherit from partition "${rel.name}"`, rv['location']);
    if (parents.some((p) => p.oid === rel.oid)) throw ctx.error('duplicate_table', `relation "${rel.name}" would be inherited from more than once`, rv['location']);
    if (rel.schema.startsWith('pg_temp_') && (stmt['relation'] as Fields)['relpersistence'] !== 't') {
      throw ctx.error('wrong_object_type', `cannot ${partition ? 'create a permanent relation as partition of temporary relation' : 'inherit from temporary relation'} "${rel.name}"`);
    }
    parents.push(rel);
  }
  const notices: (string | DdlNotice)[] = [];
  const merged: Merged[] = [];
  for (const p of parents) {
    for (const c of p.columns) {
      const seen = merged.find((m) => m.name === c.name);
      if (seen === undefined) {
        merged.push(fromParent(c));
        continue;
      }
      notices.push(`merging multiple inherited definitions of column "${c.name}"`);
      if (seen.typeOid !== c.typeOid || seen.typmod !== c.typmod) {
        throw ctx.error('datatype_mismatch', `inherited column "${c.name}" has a type conflict`, undefined, {
          detail: `${typeLabel(ctx.catalog, ctx.searchPath, seen.typeOid, seen.typmod)} versus ${typeLabel(ctx.catalog, ctx.searchPath, c.typeOid, c.typmod)}`,
        });
      }
      seen.notNull ||= c.notNull;
    }
  }
  const rest: AstNode[] = [];
  let position = 0;
  for (const n of (stmt['tableElts'] as AstNode[] | undefined) ?? []) {
    if (nodeType(n) !== 'ColumnDef') {
      rest.push(n);
      continue;
    }
    position++;
    const f = fieldsOf(n);
    const name = String(f['colname']);
    const seen = merged.find((m) => m.name === name);
    if (seen === undefined) {
      if (partition || !f['typeName']) throw ctx.error('undefined_column', `column "${name}" does not exist`, f['location']);
      rest.push(n);
      continue;
    }
    if (seen.local !== null) throw ctx.error('duplicate_column', `column "${name}" specified more than once`, f['location']);
    if (f['typeName'] && !partition) notices.push(mergeNotice(name, merged.indexOf(seen) + 1 === position));
    seen.local = f;
  }
  const elts: AstNode[] = merged.map((m) => columnAst(ctx, m, partition));
  for (const m of merged) checkLocalType(ctx, m);
  elts.push(...inheritedConstraints(ctx, parents, partition), ...rest);
  return { parents, elts, notices };
}

/** MergeAttributes' NOTICE for a local column merged into an inherited one: "moving" when their positions differ. */
function mergeNotice(name: string, samePosition: boolean): string | DdlNotice {
  if (samePosition) return `merging column "${name}" with inherited definition`;
  return { message: `moving and merging column "${name}" with inherited definition`, detail: 'User-specified column moved to the position of the inherited column.' };
}

function fromParent(c: ColumnDef): Merged {
  return { name: c.name, typeOid: c.typeOid, typmod: c.typmod, notNull: c.notNull, defaultExpr: c.defaultExpr, generated: c.generated === 's', local: null };
}

/** A local definition of an inherited column must have its type (42804 "column … has a type conflict"). */
function checkLocalType(ctx: PlanCtx, m: Merged): void {
  const tn = m.local?.['typeName'] as Fields | undefined;
  if (tn === undefined) return;
  const local = resolveTypeName(ctx, tn);
  if (local.oid === m.typeOid && (local.typmod === m.typmod || local.typmod === -1)) return;
  throw ctx.error('datatype_mismatch', `column "${m.name}" has a type conflict`, undefined, {
    detail: `${typeLabel(ctx.catalog, ctx.searchPath, m.typeOid, m.typmod)} versus ${typeLabel(ctx.catalog, ctx.searchPath, local.oid, local.typmod)}`,
  });
}

/** The ColumnDef planned for a merged column: the inherited type, NOT NULL and default, then the local constraints. */
function columnAst(ctx: PlanCtx, m: Merged, partition: boolean): AstNode {
  const cons: AstNode[] = [];
  const local = ((m.local?.['constraints'] as AstNode[] | undefined) ?? []).map((n) => fieldsOf(n));
  const localDefault = local.some((c) => c['contype'] === 'CONSTR_DEFAULT' || c['contype'] === 'CONSTR_GENERATED' || c['contype'] === 'CONSTR_IDENTITY');
  if (m.notNull) cons.push(constraint('CONSTR_NOTNULL'));
  if (m.defaultExpr !== null && !localDefault) {
    cons.push(constraint(m.generated ? 'CONSTR_GENERATED' : 'CONSTR_DEFAULT', { raw_expr: parseExprText(m.defaultExpr), ...(m.generated ? { generated_when: 'a' } : {}) }));
  }
  for (const c of local) cons.push({ Constraint: c } as unknown as AstNode);
  return { ColumnDef: { colname: m.name, typeName: typeNameAst(ctx, m.typeOid, m.typmod), is_local: m.local !== null && !partition, constraints: cons } } as unknown as AstNode;
}

/** CHECK constraints of the parents (by name, once), and for a partition the parent's PRIMARY KEY / UNIQUE. */
function inheritedConstraints(ctx: PlanCtx, parents: readonly RelationDef[], partition: boolean): AstNode[] {
  const out: AstNode[] = [];
  const names = new Set<string>();
  for (const p of parents) {
    for (const k of ctx.catalog.constraintsOf(p.oid)) {
      const cols = k.columns.map((a) => p.columns.find((c) => c.attnum === a)?.name ?? '');
      if (k.type === 'c' && k.checkExpr !== null && !names.has(k.name)) {
        names.add(k.name);
        out.push(inheritedCheck({ contype: 'CONSTR_CHECK', conname: k.name, raw_expr: parseExprText(k.checkExpr), initially_valid: true }));
      } else if (partition && (k.type === 'p' || k.type === 'u')) {
        const keys = cols.map((c) => ({ String: { sval: c } }));
        out.push(constraint(k.type === 'p' ? 'CONSTR_PRIMARY' : 'CONSTR_UNIQUE', { keys, ...(k.nullsNotDistinct ? { nulls_not_distinct: true } : {}) }));
      }
    }
  }
  return out;
}
