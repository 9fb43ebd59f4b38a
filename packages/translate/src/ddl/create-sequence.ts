import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, names } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { resolveTypeName } from '../analyze/expr.js';
import { CatalogWriter, newSequenceKey } from './catalog-steps.js';
import { sequenceOptions } from './column-plan.js';
import { sequenceParams } from './sequence-facts.js';
import { targetSchema } from './names.js';
import { isTempRangeVar, tempTableSchema } from './temp-schema.js';
import { refuseTypeNameClash } from './type-name-clash.js';
import { ownedByColumn } from './sequence-owned-by.js';

/** CREATE SEQUENCE [IF NOT EXISTS] name [AS type] [INCREMENT …] [MINVALUE …] [MAXVALUE …] [START …] [CACHE …] [[NO] CYCLE] [OWNED BY t.c] */
export function planCreateSequence(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const rv = stmt['sequence'] as Fields;
  const name = String(rv['relname']);
  const w = new CatalogWriter();
  // CREATE TEMP SEQUENCE: in the session's temporary schema, as a temporary table.
  const schema = isTempRangeVar(rv) ? tempTableSchema(ctx, rv, w) : targetSchema(ctx, rv);
  if (ctx.catalog.findRelation(name, schema, ctx.searchPath)) {
    if (stmt['if_not_exists']) return { kind: 'ddl', steps: [], tag: 'CREATE SEQUENCE', notices: [`relation "${name}" already exists, skipping`] };
    throw ctx.error('duplicate_table', `relation "${name}" already exists`, rv['location']);
  }
  refuseTypeNameClash(ctx, schema, name);
  const options = (stmt['options'] as AstNode[] | undefined) ?? [];
  let typeOid: number = Oid.int8;
  let owned: { relOid: string; attnum: number } | null = null;
  const rest: AstNode[] = [];
  for (const o of options) {
    const d = fieldsOf(o);
    if (d['defname'] === 'as') {
      typeOid = resolveTypeName(ctx, fieldsOf(d['arg'])).oid;
      if (typeOid !== Oid.int2 && typeOid !== Oid.int4 && typeOid !== Oid.int8) throw ctx.error('invalid_parameter_value', 'sequence type must be smallint, integer, or bigint');
    } else if (d['defname'] === 'owned_by') {
      const target = ownedByColumn(ctx, d['arg'] as AstNode | undefined, schema);
      owned = target === null ? null : { relOid: String(target.relOid), attnum: target.attnum };
    } else rest.push(o);
  }
  const p = sequenceParams(ctx, typeOid, sequenceOptions(ctx, rest));
  const oid = w.allocOid();
  w.relation(oid, schema, name, 'S', '', []);
  w.sequence({ oid, ...p, ownerRel: owned?.relOid ?? '0', ownerAtt: owned?.attnum ?? 0, deptype: owned ? 'a' : '', autoincTable: null, storeKey: newSequenceKey(), name });
  return { kind: 'ddl', steps: w.finish(), tag: 'CREATE SEQUENCE', notices: [] };
}
