import type { PartitionBoundDef, PartitionKeyDef, RangeDatum, RelationDef } from '@pgsqlite/catalog';
import { deparseSync } from 'pgsql-deparser';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { quoteString } from '../sql/quote.js';
import { pgQuoteIdent } from './pg-ident.js';
import { typeLabel } from './type-label.js';

/**
 * Partition bounds as PostgreSQL expressions (text): a partition's constraint is what
 * get_qual_from_partbound builds — for RANGE a lexicographic comparison of the key with FROM
 * (inclusive) and TO (exclusive) and every key column NOT NULL; for LIST membership (NULL only
 * when listed); for the DEFAULT partition the negation of its siblings' constraints. The texts
 * are translated like any expression (partition-routing.ts), so every type compares as
 * PostgreSQL compares it.
 */

/** A bound datum as an expression text of the key's type, MINVALUE or MAXVALUE. */
export type BoundTerm = { kind: 'value'; expr: string } | { kind: 'minvalue' } | { kind: 'maxvalue' };

/** A bound with its datums as expression texts: stored bounds (from their values' text) or a statement's own. */
export type BoundTerms =
  | { kind: 'default' }
  | { kind: 'list'; values: (string | null)[] }
  | { kind: 'range'; from: BoundTerm[]; to: BoundTerm[] }
  | { kind: 'hash'; modulus: number; remainder: number };

/** The key's column or expression, as PostgreSQL text. */
export function keyTexts(rel: RelationDef, key: PartitionKeyDef): string[] {
  return key.keys.map((k) => {
    const text = k.attnum > 0 ? pgQuoteIdent(rel.columns.find((c) => c.attnum === k.attnum)?.name ?? '?') : `(${k.expr ?? 'NULL'})`;
    // a user hash operator class: its extended hash function with HASH_PARTITION_SEED, marked as a hash already taken
    const fn = k.hashFunction;
    return fn === undefined ? text : `pg_catalog.pgsqlite_partition_hash(${pgQuoteIdent(fn.schema)}.${pgQuoteIdent(fn.name)}(${text}, '${HASH_PARTITION_SEED}'::bigint))`;
  });
}

/** partbounds.c HASH_PARTITION_SEED as a signed bigint. */
const HASH_PARTITION_SEED = 0x7a5b22367996dcfdn;

/** A value's text cast to the key's type. */
function typed(ctx: PlanCtx, text: string, typeOid: number): string {
  return `CAST(${quoteString(text)} AS ${typeLabel(ctx.catalog, ctx.searchPath, typeOid, -1)})`;
}

/** A stored bound as terms over its values' texts. */
export function storedTerms(ctx: PlanCtx, key: PartitionKeyDef, bound: PartitionBoundDef): BoundTerms {
  const term = (d: RangeDatum, i: number): BoundTerm => (d.kind === 'value' ? { kind: 'value', expr: typed(ctx, d.text, key.keys[i]?.typeOid ?? 25) } : d);
  switch (bound.kind) {
    case 'list':
      return { kind: 'list', values: bound.values.map((v) => (v === null ? null : typed(ctx, v, key.keys[0]?.typeOid ?? 25))) };
    case 'range':
      return { kind: 'range', from: bound.from.map(term), to: bound.to.map(term) };
    default:
      return bound;
  }
}

/** The statement's own datum expressions (FOR VALUES …), cast to the key types; 42P16 as PostgreSQL words misuse. */
export function statementTerms(ctx: PlanCtx, parent: RelationDef, key: PartitionKeyDef, spec: Fields): BoundTerms {
  if (spec['is_default']) return { kind: 'default' };
  const strategy = String(spec['strategy'] ?? '');
  const name = key.strategy === 'r' ? 'range' : key.strategy === 'l' ? 'list' : 'hash';
  if (strategy !== key.strategy) throw ctx.error('invalid_table_definition', `invalid bound specification for a ${name} partition`, spec['location']);
  const cast = (n: AstNode, i: number): string => `CAST((${deparseSync([n] as never)}) AS ${typeLabel(ctx.catalog, ctx.searchPath, key.keys[i]?.typeOid ?? 25, -1)})`;
  if (strategy === 'l') {
    return { kind: 'list', values: ((spec['listdatums'] as AstNode[] | undefined) ?? []).map((n) => (fieldsOf(n)['isnull'] ? null : cast(n, 0))) };
  }
  if (strategy === 'h') {
    const modulus = Number(spec['modulus'] ?? 0);
    const remainder = Number(spec['remainder'] ?? 0);
    if (!(modulus > 0)) throw ctx.error('invalid_parameter_value', 'modulus for hash partition must be an integer value greater than zero');
    if (remainder >= modulus) throw ctx.error('invalid_parameter_value', 'remainder for hash partition must be less than modulus');
    return { kind: 'hash', modulus, remainder };
  }
  const side = (list: AstNode[] | undefined, label: string): BoundTerm[] => {
    const nodes = list ?? [];
    if (nodes.length !== key.keys.length) throw ctx.error('invalid_table_definition', `${label} must specify exactly one value per partitioning column`);
    const terms = nodes.map((n, i): BoundTerm => {
      const word = nodeType(n) === 'ColumnRef' ? strVal((fieldsOf(n)['fields'] as AstNode[])[0]) : '';
      if (word === 'minvalue' || word === 'maxvalue') return { kind: word };
      if (fieldsOf(n)['isnull']) throw ctx.error('invalid_table_definition', 'cannot specify NULL in range bound');
      return { kind: 'value', expr: cast(n, i) };
    });
    for (let i = 1; i < terms.length; i++) {
      const prev = terms[i - 1] as BoundTerm;
      const cur = terms[i] as BoundTerm;
      if (prev.kind === 'maxvalue' && cur.kind !== 'maxvalue') throw ctx.error('invalid_table_definition', 'every bound following MAXVALUE must also be MAXVALUE', fieldsOf(nodes[i] as AstNode)['location']);
      if (prev.kind === 'minvalue' && cur.kind !== 'minvalue') throw ctx.error('invalid_table_definition', 'every bound following MINVALUE must also be MINVALUE', fieldsOf(nodes[i] as AstNode)['location']);
    }
    return terms;
  };
  void parent;
  return { kind: 'range', from: side(spec['lowerdatums'], 'FROM'), to: side(spec['upperdatums'], 'TO') };
}

const rank = (t: BoundTerm): number => (t.kind === 'minvalue' ? 0 : t.kind === 'value' ? 1 : 2);

/** `a < b` (strict) or `a <= b` lexicographically, over key expressions or datum terms. */
export function lexLess(a: readonly BoundTerm[], b: readonly BoundTerm[], orEqual: boolean, i = 0): string {
  if (i >= a.length || i >= b.length) return orEqual ? 'true' : 'false';
  const x = a[i] as BoundTerm;
  const y = b[i] as BoundTerm;
  if (x.kind === 'value' && y.kind === 'value') {
    const rest = lexLess(a, b, orEqual, i + 1);
    const tail = rest === 'false' ? '' : rest === 'true' ? ` OR (${x.expr} = ${y.expr})` : ` OR ((${x.expr} = ${y.expr}) AND ${rest})`;
    if (i === a.length - 1 || i === b.length - 1) return `((${x.expr} ${orEqual ? '<=' : '<'} ${y.expr}))`;
    return `((${x.expr} < ${y.expr})${tail})`;
  }
  if (rank(x) !== rank(y)) return rank(x) < rank(y) ? 'true' : 'false';
  return lexLess(a, b, orEqual, i + 1);
}

/** The partition constraint (PostgreSQL boolean text) of `terms` over the key expressions `keys`; null for DEFAULT (see defaultConstraint). */
export function boundConstraint(keys: readonly string[], terms: BoundTerms): string | null {
  switch (terms.kind) {
    case 'default':
      return null;
    case 'list': {
      const k = keys[0] ?? 'NULL';
      const values = terms.values.filter((v): v is string => v !== null);
      const member = values.length ? `(${k} IN (${values.join(', ')}))` : 'false';
      return terms.values.includes(null) ? `((${k} IS NULL) OR ${member})` : `((${k} IS NOT NULL) AND ${member})`;
    }
    case 'range': {
      const key: BoundTerm[] = keys.map((k) => ({ kind: 'value', expr: k }));
      const notNull = keys.map((k) => `(${k} IS NOT NULL)`);
      return `(${[...notNull, lexLess(terms.from, key, true), lexLess(key, terms.to, false)].join(' AND ')})`;
    }
    case 'hash':
      return `satisfies_hash_partition(0, ${terms.modulus}, ${terms.remainder}, ${keys.join(', ')})`;
  }
}

/** The DEFAULT partition's constraint: no sibling's constraint holds. */
export function defaultConstraint(siblings: readonly string[]): string {
  return siblings.length ? `(NOT COALESCE((${siblings.join(' OR ')}), false))` : 'true';
}

/** Whether two bounds' sets of rows intersect (PostgreSQL boolean text), for 42P17 "would overlap". */
export function overlapCondition(a: BoundTerms, b: BoundTerms): string {
  if (a.kind === 'list' && b.kind === 'list') {
    const hits = a.values.map((v) => (v === null ? (b.values.includes(null) ? 'true' : 'false') : boundConstraint([v], b) ?? 'false'));
    return hits.length ? `(${hits.join(' OR ')})` : 'false';
  }
  if (a.kind === 'range' && b.kind === 'range') return `(${lexLess(a.from, b.to, false)} AND ${lexLess(b.from, a.to, false)})`;
  if (a.kind === 'hash' && b.kind === 'hash') {
    const [small, big] = a.modulus <= b.modulus ? [a, b] : [b, a];
    return big.remainder % small.modulus === small.remainder ? 'true' : 'false';
  }
  return 'false';
}
