import { Oid } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { type CatalogWriter, newSequenceKey } from './catalog-steps.js';
import { quoteString } from '../sql/quote.js';
import type { ColumnPlan, SequenceOptions } from './column-plan.js';
import type { NameChooser } from './naming.js';
import { pgQuoteIdent } from './pg-ident.js';
import { defaultSchema } from './names.js';

/** Largest value of each integer type a sequence can have. */
export const TYPE_MAX: Record<number, bigint> = { [Oid.int2]: 32767n, [Oid.int4]: 2147483647n, [Oid.int8]: 9223372036854775807n };

/** Sequence parameters with PostgreSQL's defaults filled in (CREATE SEQUENCE semantics). */
export interface SequenceParams {
  typeOid: number;
  start: bigint;
  increment: bigint;
  min: bigint;
  max: bigint;
  cache: bigint;
  cycle: boolean;
}

/** Fills in defaults and checks them as PostgreSQL's init_params does. */
export function sequenceParams(ctx: PlanCtx, typeOid: number, o: SequenceOptions, base?: SequenceParams): SequenceParams {
  const increment = o.increment ?? base?.increment ?? 1n;
  if (increment === 0n) throw ctx.error('invalid_parameter_value', 'INCREMENT must not be zero');
  const typeMax = TYPE_MAX[typeOid] ?? TYPE_MAX[Oid.int8] as bigint;
  const typeMin = -typeMax - 1n;
  const max = o.max ?? (base && base.typeOid === typeOid ? base.max : increment > 0n ? typeMax : -1n);
  const min = o.min ?? (base && base.typeOid === typeOid ? base.min : increment > 0n ? 1n : typeMin);
  const name = 'sequence';
  if (max > typeMax || max < typeMin) throw ctx.error('invalid_parameter_value', `MAXVALUE (${max}) is out of range for sequence data type ${typeOid === Oid.int2 ? 'smallint' : typeOid === Oid.int4 ? 'integer' : 'bigint'}`);
  if (min < typeMin || min > typeMax) throw ctx.error('invalid_parameter_value', `MINVALUE (${min}) is out of range for sequence data type ${typeOid === Oid.int2 ? 'smallint' : typeOid === Oid.int4 ? 'integer' : 'bigint'}`);
  if (min >= max) throw ctx.error('invalid_parameter_value', `MINVALUE (${min}) must be less than MAXVALUE (${max})`);
  const start = o.start ?? base?.start ?? (increment > 0n ? min : max);
  if (start < min) throw ctx.error('invalid_parameter_value', `START value (${start}) cannot be less than MINVALUE (${min})`);
  if (start > max) throw ctx.error('invalid_parameter_value', `START value (${start}) cannot be greater than MAXVALUE (${max})`);
  const cache = o.cache ?? base?.cache ?? 1n;
  if (cache <= 0n) throw ctx.error('invalid_parameter_value', `CACHE (${cache}) must be greater than zero`);
  void name;
  return { typeOid, start, increment, min, max, cache, cycle: o.cycle ?? base?.cycle ?? false };
}

/** What creating a column's sequence produced. */
export interface OwnedSequence {
  name: string;
  /** The column default PostgreSQL shows for serial: `nextval('t_id_seq'::regclass)` */
  nextvalText: string;
  /** The column default as SQLite runs it (a constant expression, valid in a column DEFAULT) */
  nextvalSql: string;
}

/** Creates the sequence of a serial or identity column (owned by it). */
export function planOwnedSequence(
  ctx: PlanCtx,
  writer: CatalogWriter,
  names: NameChooser,
  t: { schema: string; table: string; sqliteTable: string; relOid: string; column: ColumnPlan; autoinc: boolean },
): OwnedSequence {
  const col = t.column;
  const opts = col.sequence as SequenceOptions;
  const seqName = opts.name ? (opts.name[opts.name.length - 1] as string) : names.choose(t.table, col.facts.name, 'seq');
  const typeOid = col.serial ? col.facts.typeOid : col.facts.typeOid;
  const p = sequenceParams(ctx, typeOid, opts);
  if (t.autoinc && (p.increment !== 1n || p.cycle || p.start < 1n)) {
    throw ctx.error('feature_not_supported', 'identity columns with INCREMENT other than 1, CYCLE or a negative START are not supported by pgsqlite yet');
  }
  const oid = writer.allocOid();
  const storeKey = newSequenceKey();
  writer.relation(oid, t.schema, seqName, 'S', '', []);
  writer.sequence({
    oid, ...p, ownerRel: t.relOid, ownerAtt: col.facts.attnum, deptype: col.serial ? 'a' : 'i', autoincTable: t.autoinc ? t.sqliteTable : null, storeKey, name: seqName,
  });
  const shown = t.schema === defaultSchema(ctx) ? pgQuoteIdent(seqName) : `${pgQuoteIdent(t.schema)}.${pgQuoteIdent(seqName)}`;
  return { name: seqName, nextvalText: `nextval('${shown.split("'").join("''")}'::regclass)`, nextvalSql: `pg_nextval(${quoteString(storeKey)})` };
}
