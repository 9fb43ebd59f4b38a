import type { DdlNotice } from '../plan.js';
import type { ColumnDef, SequenceDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { CatalogWriter } from './catalog-steps.js';
import { type ColumnPlan, sequenceOptions } from './column-plan.js';
import type { NameChooser } from './naming.js';
import { planOwnedSequence, TYPE_MAX } from './sequence-facts.js';
import { alterSequenceSteps } from './alter-sequence.js';
import { dropRelationSteps } from './drop.js';
import type { TableModel } from './table-model.js';

/** What the identity commands need of an ALTER TABLE in progress (alter-table.ts's state). */
export interface IdentityAlter {
  ctx: PlanCtx;
  m: TableModel;
  writer: CatalogWriter;
  names: NameChooser;
  pre: string[];
  post: string[];
  notices: (string | DdlNotice)[];
  rebuild: boolean;
}

function findColumn(s: IdentityAlter, name: string): ColumnDef {
  const c = s.m.rel.columns.find((x) => x.name === name);
  if (!c) throw s.ctx.error('undefined_column', `column "${name}" of relation "${s.m.rel.name}" does not exist`);
  return c;
}

function identitySequence(s: IdentityAlter, col: ColumnDef): SequenceDef | undefined {
  return s.ctx.catalog.sequences().find((q) => q.ownedBy?.relOid === s.m.rel.oid && q.ownedBy.attnum === col.attnum && q.ownerDepType === 'i');
}

function checkType(s: IdentityAlter, typeOid: number): void {
  if (TYPE_MAX[typeOid] === undefined) throw s.ctx.error('invalid_parameter_value', 'identity column type must be smallint, integer, or bigint');
}

/**
 * Creates the sequence of a column added as serial or identity (ADD COLUMN / ADD GENERATED):
 * a sequence-store counter (the table exists: no AUTOINCREMENT), its steps run before the
 * rebuild, whose refill gives every existing row nextval in row order, as PostgreSQL does.
 */
export function addSequenceColumn(s: IdentityAlter, cp: ColumnPlan): void {
  checkType(s, cp.facts.typeOid);
  const r = s.m.rel;
  const before = s.writer.steps.length;
  const seq = planOwnedSequence(s.ctx, s.writer, s.names, { schema: r.schema, table: r.name, sqliteTable: r.sqliteName, relOid: String(r.oid), column: cp, autoinc: false });
  s.pre.push(...s.writer.steps.splice(before));
  cp.facts.defaultSqlite = seq.nextvalSql;
  if (cp.serial) cp.facts.defaultExpr = seq.nextvalText;
  s.rebuild = true;
}

/** ALTER COLUMN c ADD GENERATED {ALWAYS | BY DEFAULT} AS IDENTITY [( options )]. */
export function addIdentity(s: IdentityAlter, name: string, def: Fields): void {
  const ctx = s.ctx;
  const col = findColumn(s, name);
  checkType(s, col.typeOid);
  const what = `column "${col.name}" of relation "${s.m.rel.name}"`;
  if (!col.notNull) throw ctx.error('object_not_in_prerequisite_state', `${what} must be declared NOT NULL before identity can be added`);
  if (col.identity) throw ctx.error('object_not_in_prerequisite_state', `${what} is already an identity column`);
  if (col.defaultExpr !== null) throw ctx.error('object_not_in_prerequisite_state', `${what} already has a default value`);
  const cp: ColumnPlan = {
    facts: { ...col, generated: col.generated === 's' ? 's' : '' },
    serial: false,
    sequence: sequenceOptions(ctx, def['options'] as AstNode[] | undefined),
    constraints: [],
    sqliteExtra: '',
    storage: '',
  };
  addSequenceColumn(s, cp);
  col.identity = def['generated_when'] === 'a' ? 'a' : 'd';
  col.defaultSqlite = cp.facts.defaultSqlite;
}

/** ALTER COLUMN c SET GENERATED … / SET sequence_option / RESTART [WITH n] of an identity column. */
export function setIdentity(s: IdentityAlter, name: string, items: AstNode[]): void {
  const col = findColumn(s, name);
  const seq = identitySequence(s, col);
  if (!col.identity || !seq) throw s.ctx.error('object_not_in_prerequisite_state', `column "${col.name}" of relation "${s.m.rel.name}" is not an identity column`);
  const rest: AstNode[] = [];
  for (const o of items) {
    const d = fieldsOf(o);
    if (d['defname'] === 'generated') col.identity = Number(fieldsOf(d['arg'] as AstNode)['ival']) === 97 ? 'a' : 'd';
    else rest.push(o);
  }
  const srel = s.ctx.catalog.relationByOid(seq.oid);
  if (rest.length && srel) s.post.push(...alterSequenceSteps(s.ctx, seq, srel, rest, false));
}

/** ALTER COLUMN c DROP IDENTITY [IF EXISTS]: the column keeps its values, the sequence goes. */
export function dropIdentity(s: IdentityAlter, name: string, missingOk: boolean): void {
  const col = findColumn(s, name);
  const seq = identitySequence(s, col);
  if (!col.identity || !seq) {
    const msg = `column "${col.name}" of relation "${s.m.rel.name}" is not an identity column`;
    if (missingOk) {
      s.notices.push(`${msg}, skipping`);
      return;
    }
    throw s.ctx.error('object_not_in_prerequisite_state', msg);
  }
  const srel = s.ctx.catalog.relationByOid(seq.oid);
  if (srel) s.post.push(...dropRelationSteps(s.ctx, srel).filter((x) => !x.startsWith('DELETE FROM sqlite_sequence')));
  if (s.m.autoinc?.oid === seq.oid) s.m.autoinc = null;
  col.identity = '';
  col.defaultSqlite = null;
  s.rebuild = true;
}
