import { Oid, type RelationDef, type SequenceDef } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { type AstNode, type Fields, fieldsOf, names, nodeType } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { resolveTypeName } from '../analyze/expr.js';
import { lookupRelation } from '../stmt/from-clause.js';
import { Scope } from '../analyze/scope.js';
import { quoteString } from '../sql/quote.js';
import { bumpVersion, defineSequenceSql } from './catalog-steps.js';
import { TYPE_MAX } from './sequence-facts.js';
import { ownedByColumn } from './sequence-owned-by.js';

const TYPE_NAME: Record<number, string> = { [Oid.int2]: 'smallint', [Oid.int4]: 'integer', [Oid.int8]: 'bigint' };

function intArg(arg: AstNode | undefined): bigint | null {
  if (!arg) return null;
  const f = fieldsOf(arg);
  if (nodeType(arg) === 'Integer') return BigInt(f['ival'] ?? 0);
  if (f['fval'] !== undefined) return BigInt(String(f['fval']));
  if (f['ival'] !== undefined) return BigInt(f['ival']);
  return null;
}

/**
 * The steps of changing a sequence's parameters (ALTER SEQUENCE, ALTER TABLE … ALTER COLUMN
 * … SET/RESTART of an identity), checked as PostgreSQL's init_params does for an existing
 * sequence: AS resets bounds that were the old type's, NO MINVALUE/MAXVALUE the defaults, START
 * only changes the start, RESTART [WITH] sets the counter (not called). The counter of a
 * serial/identity primary key (sqlite_sequence) supports INCREMENT 1 without CYCLE only.
 */
export function alterSequenceSteps(ctx: PlanCtx, seq: SequenceDef, rel: RelationDef, options: readonly AstNode[], allowOwner = true): string[] {
  let typeOid = seq.typeOid;
  let increment = seq.increment;
  let { min, max, start, cache, cycle } = seq;
  let restart: bigint | null | undefined;
  let owner: { relOid: number; attnum: number } | null | undefined;
  let minOpt: AstNode | null | undefined;
  let maxOpt: AstNode | null | undefined;
  let resetMax = false;
  let resetMin = false;
  for (const o of options) {
    const d = fieldsOf(o);
    const arg = d['arg'] as AstNode | undefined;
    switch (d['defname']) {
      case 'as': {
        const t = resolveTypeName(ctx, fieldsOf(arg as AstNode)).oid;
        if (TYPE_MAX[t] === undefined) throw ctx.error('invalid_parameter_value', 'sequence type must be smallint, integer, or bigint');
        const oldMax = TYPE_MAX[typeOid] as bigint;
        if (seq.max === oldMax) resetMax = true;
        if (seq.min === -oldMax - 1n) resetMin = true;
        typeOid = t;
        break;
      }
      case 'increment': increment = intArg(arg) ?? increment; break;
      case 'minvalue': minOpt = arg ?? null; break;
      case 'maxvalue': maxOpt = arg ?? null; break;
      case 'start': start = intArg(arg) ?? start; break;
      case 'restart': restart = intArg(arg); break;
      case 'cache': cache = intArg(arg) ?? cache; break;
      case 'cycle': cycle = Boolean(arg ? fieldsOf(arg)['boolval'] : true); break;
      case 'owned_by':
        if (!allowOwner) throw ctx.error('syntax_error', 'option "owned_by" not recognized');
        owner = ownedByColumn(ctx, arg, rel.schema);
        break;
      case 'sequence_name':
        throw ctx.error('syntax_error', 'invalid sequence option SEQUENCE NAME');
      default:
        throw ctx.error('syntax_error', `option "${String(d['defname'])}" not recognized`);
    }
  }
  if (increment === 0n) throw ctx.error('invalid_parameter_value', 'INCREMENT must not be zero');
  const typeMax = TYPE_MAX[typeOid] as bigint;
  const typeMin = -typeMax - 1n;
  if (maxOpt) max = intArg(maxOpt) ?? max;
  else if (maxOpt === null || resetMax) max = increment > 0n || resetMax ? typeMax : -1n;
  if (minOpt) min = intArg(minOpt) ?? min;
  else if (minOpt === null || resetMin) min = increment < 0n || resetMin ? typeMin : 1n;
  const typeName = TYPE_NAME[typeOid] as string;
  if (max < typeMin || max > typeMax) throw ctx.error('invalid_parameter_value', `MAXVALUE (${max}) is out of range for sequence data type ${typeName}`);
  if (min < typeMin || min > typeMax) throw ctx.error('invalid_parameter_value', `MINVALUE (${min}) is out of range for sequence data type ${typeName}`);
  if (min >= max) throw ctx.error('invalid_parameter_value', `MINVALUE (${min}) must be less than MAXVALUE (${max})`);
  if (start < min) throw ctx.error('invalid_parameter_value', `START value (${start}) cannot be less than MINVALUE (${min})`);
  if (start > max) throw ctx.error('invalid_parameter_value', `START value (${start}) cannot be greater than MAXVALUE (${max})`);
  if (restart === null) restart = start;
  if (restart !== undefined && restart < min) throw ctx.error('invalid_parameter_value', `RESTART value (${restart}) cannot be less than MINVALUE (${min})`);
  if (restart !== undefined && restart > max) throw ctx.error('invalid_parameter_value', `RESTART value (${restart}) cannot be greater than MAXVALUE (${max})`);
  if (cache <= 0n) throw ctx.error('invalid_parameter_value', `CACHE (${cache}) must be greater than zero`);
  if (owner !== undefined && seq.ownerDepType === 'i') {
    const table = seq.ownedBy ? ctx.catalog.relationByOid(seq.ownedBy.relOid)?.name ?? '?' : '?';
    throw ctx.error('feature_not_supported', 'cannot change ownership of identity sequence', undefined, { detail: `Sequence "${rel.name}" is linked to table "${table}".` });
  }
  const steps = [
    `UPDATE _pgsqlite_sequence SET seqtypid = ${typeOid}, seqstart = ${start}, seqincrement = ${increment}, seqmax = ${max}, seqmin = ${min}, seqcache = ${cache}, seqcycle = ${cycle ? 1 : 0} WHERE seqrelid = ${seq.oid}`,
  ];
  if (owner !== undefined) {
    steps.push(`UPDATE _pgsqlite_sequence SET owner_rel = ${owner?.relOid ?? 0}, owner_att = ${owner?.attnum ?? 0}, deptype = ${owner ? "'a'" : "''"} WHERE seqrelid = ${seq.oid}`);
  }
  if (seq.storeKey) {
    steps.push(`UPDATE _pgsqlite_seqstore SET store_key = ${defineSequenceSql(seq.storeKey, { name: rel.name, start, increment, min, max, cycle }, restart ?? null)} WHERE seqrelid = ${seq.oid}`);
  } else if (seq.autoincTable !== null) {
    if (increment !== 1n || cycle) {
      throw ctx.error('feature_not_supported', 'INCREMENT other than 1 or CYCLE for the sequence of a serial or identity primary key is not supported by pgsqlite yet');
    }
    if (restart !== undefined) steps.push(`UPDATE sqlite_sequence SET seq = ${restart - 1n} WHERE name = ${quoteString(seq.autoincTable)}`);
  }
  return steps;
}

/** ALTER SEQUENCE [IF EXISTS] name option … (RENAME / OWNER TO / SET SCHEMA are other statements). */
export function planAlterSequence(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const rv = stmt['sequence'] as Fields;
  let rel: RelationDef;
  try {
    rel = lookupRelation(new Scope(ctx), rv);
  } catch (e) {
    if (stmt['missing_ok'] && e instanceof PgError && e.code === '42P01') {
      return { kind: 'ddl', steps: [], tag: 'ALTER SEQUENCE', notices: [`relation "${String(rv['relname'])}" does not exist, skipping`] };
    }
    throw e;
  }
  const seq = rel.kind === 'S' ? ctx.catalog.sequenceByOid(rel.oid) : undefined;
  if (!seq) throw ctx.error('wrong_object_type', `"${rel.name}" is not a sequence`);
  const steps = alterSequenceSteps(ctx, seq, rel, (stmt['options'] as AstNode[] | undefined) ?? []);
  return { kind: 'ddl', steps: [...steps, bumpVersion()], tag: 'ALTER SEQUENCE', notices: [] };
}
