import type { PartitionKeyDef, RelationDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateExpr } from '../analyze/expr.js';
import { quoteIdent, quoteString } from '../sql/quote.js';
import { printCheck } from './expr-text.js';
import { typeLabel, userTypeNames } from './type-label.js';
import { keyOpclass } from './partition-key-opclass.js';
import { type BoundTerm, type BoundTerms, keyTexts, lexLess, overlapCondition, statementTerms, storedTerms } from './partition-bound.js';
import { type RoutedPartition, type RoutedTable, constraintSql, partitionCheckSql, partitionConstraints, routingTriggerSql, valueSql } from './partition-routing.js';

const STRATEGY: Record<string, PartitionKeyDef['strategy']> = { range: 'r', list: 'l', hash: 'h' };

/** PARTITION BY …: the key over the table's planned columns (42703 / 42P17 / 0A000 as PostgreSQL words them). */
export function planPartitionKey(ctx: PlanCtx, spec: Fields, table: RoutedTable & { attnums: ReadonlyMap<string, number> }): PartitionKeyDef {
  const strategy = STRATEGY[String(spec['strategy'])];
  if (strategy === undefined) throw ctx.error('syntax_error', `unrecognized partitioning strategy "${String(spec['strategy'])}"`, spec['location']);
  const params = ((spec['partParams'] as AstNode[] | undefined) ?? []).map((n) => fieldsOf(n));
  if (strategy === 'l' && params.length > 1) throw ctx.error('invalid_object_definition', 'cannot use "list" partition strategy with more than one column', spec['location']);
  const scope = new Scope(ctx);
  scope.add({ alias: table.name, columns: table.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod, sql: quoteIdent(c.sqliteName), tableOid: 0, attnum: 0, rangeAlias: table.name })) });
  const types = new Map(table.columns.map((c) => [c.name, c.typeOid]));
  const keys = params.map((p) => {
    if (p['name'] !== undefined) {
      const name = String(p['name']);
      const col = table.columns.find((c) => c.name === name);
      if (col === undefined) throw ctx.error('undefined_column', `column "${name}" named in partition key does not exist`, p['location']);
      return { attnum: table.attnums.get(name) ?? 0, expr: null, typeOid: col.typeOid, ...keyOpclass(ctx, p, col.typeOid, strategy) };
    }
    const e = translateExpr(p['expr'] as AstNode, { scope, clause: 'partition key expressions' });
    return { attnum: 0, expr: printCheck(p['expr'] as AstNode, types, undefined, userTypeNames(ctx)), typeOid: e.type, ...keyOpclass(ctx, p, e.type, strategy) };
  });
  if (strategy === 'h') {
    const odd = keys.find((k) => k.hashFunction === undefined && !HASHABLE.includes(k.typeOid));
    if (odd !== undefined) throw ctx.error('feature_not_supported', `hash partitioning on type ${typeLabel(ctx.catalog, ctx.searchPath, odd.typeOid, -1)} is not supported by pgsqlite`, spec['location']);
  }
  return { strategy, keys };
}

/** Key types whose partition hash the runtime computes as PostgreSQL does (smallint, integer, bigint, text, varchar). */
const HASHABLE: readonly number[] = [21, 23, 20, 25, 1043];

/** SQL building the stored bound (JSON PartitionBoundDef) with each datum in its output form. */
function boundJsonSql(ctx: PlanCtx, table: RoutedTable, key: PartitionKeyDef, terms: BoundTerms): string {
  const value = (expr: string, i: number): string => `pg_value_text(${key.keys[i]?.typeOid ?? 25}, ${valueSql(ctx, table, expr)})`;
  const datum = (t: BoundTerm, i: number): string => (t.kind === 'value' ? `json_object('kind', 'value', 'text', ${value(t.expr, i)})` : `json_object('kind', '${t.kind}')`);
  switch (terms.kind) {
    case 'default':
      return `'{"kind":"default"}'`;
    case 'list':
      return `json_object('kind', 'list', 'values', json_array(${terms.values.map((v) => (v === null ? 'NULL' : value(v, 0))).join(', ')}))`;
    case 'range':
      return `json_object('kind', 'range', 'from', json_array(${terms.from.map(datum).join(', ')}), 'to', json_array(${terms.to.map(datum).join(', ')}))`;
    case 'hash':
      return quoteString(JSON.stringify(terms));
  }
}

/** The partitions of `parent` as routing sees them (bounds from the catalog). */
export function partitionsOf(ctx: PlanCtx, parent: RelationDef): (RoutedPartition & { rel: RelationDef })[] {
  const key = parent.partitionKey;
  if (key === undefined) return [];
  return (parent.inheritedBy ?? []).flatMap((oid) => {
    const rel = ctx.catalog.relationByOid(oid);
    if (rel?.partitionBound === undefined) return [];
    return [{ rel, name: rel.name, sqliteName: rel.sqliteName, columns: rel.columns, terms: storedTerms(ctx, key, rel.partitionBound) }];
  });
}

/**
 * The constraint a partition `rel` inherits from being one (its bound within its parent, and its
 * parent's as a partition, up the tree): every row below it satisfies it. 'true' for a table that is no partition.
 */
export function ancestorConstraint(ctx: PlanCtx, rel: RelationDef): string {
  const parent = rel.partitionBound === undefined ? undefined : ctx.catalog.relationByOid(rel.inherits?.[0] ?? 0);
  if (parent?.partitionKey === undefined) return 'true';
  const siblings = partitionsOf(ctx, parent);
  const own = partitionConstraints(keyTexts(parent, parent.partitionKey), siblings)[siblings.findIndex((s) => s.rel.oid === rel.oid)] ?? 'true';
  const above = ancestorConstraint(ctx, parent);
  return above === 'true' ? own : `(${own} AND ${above})`;
}

/**
 * Routing triggers of `parent` over `partitions`, with the partitions' own checks (DEFAULT's
 * depends on its siblings; each includes `above`, the parent's own partition constraint), and
 * those of partitions that are partitioned themselves, down the tree.
 */
export function hierarchyTriggerSql(ctx: PlanCtx, parent: RelationDef, partitions: readonly RoutedPartition[], above = ancestorConstraint(ctx, parent)): string[] {
  const key = parent.partitionKey as PartitionKeyDef;
  const keys = keyTexts(parent, key);
  const texts = partitionConstraints(keys, partitions);
  const out = routingTriggerSql(ctx, parent, key, keys, partitions);
  partitions.forEach((p, i) => {
    const text = above === 'true' ? (texts[i] as string) : `(${texts[i] as string} AND ${above})`;
    out.push(...partitionCheckSql(ctx, p, text));
    const sub = ctx.catalog.relationByOid((p as { rel?: RelationDef }).rel?.oid ?? -1) ?? (p as { rel?: RelationDef }).rel;
    if (sub?.partitionKey !== undefined) out.push(...hierarchyTriggerSql(ctx, sub, partitionsOf(ctx, sub), text));
  });
  return out;
}

/**
 * CREATE TABLE … PARTITION OF parent FOR VALUES … / DEFAULT (and ATTACH PARTITION): checks the
 * bound against the siblings (42P17), stores it and re-creates the hierarchy's triggers.
 * `relOid`: the new partition's OID (SQL).
 */
export function attachPartitionSteps(ctx: PlanCtx, parent: RelationDef, table: RoutedTable, relOid: string, spec: Fields): string[] {
  const key = parent.partitionKey as PartitionKeyDef;
  const terms = statementTerms(ctx, parent, key, spec);
  const siblings = partitionsOf(ctx, parent);
  const steps: string[] = [];
  const none: RoutedTable = { name: '', sqliteName: '', columns: [] };
  const fails = (code: string, message: string, cond: string, detail?: string, location?: number): string => {
    const at = location === undefined ? undefined : ctx.position(location);
    const raise = detail !== undefined ? `pg_raise_detail('${code}', ${quoteString(message)}, ${detail})` : at !== undefined ? `pg_raise('${code}', ${quoteString(message)}, ${at})` : `pg_raise('${code}', ${quoteString(message)})`;
    return `SELECT ${raise} WHERE ${constraintSql(ctx, none, cond, 'NEW')}`;
  };
  const datums = ((spec['listdatums'] ?? spec['lowerdatums']) as AstNode[] | undefined) ?? [];
  const datumAt = (i: number): number | undefined => (datums[i] === undefined ? (spec['location'] as number | undefined) : (fieldsOf(datums[i] as AstNode)['location'] as number | undefined));
  const dflt = siblings.find((s) => s.terms.kind === 'default');
  if (terms.kind === 'default' && key.strategy === 'h') throw ctx.error('invalid_table_definition', 'a hash-partitioned table may not have a default partition');
  if (terms.kind === 'hash') checkModulus(ctx, terms.modulus, siblings);
  if (terms.kind === 'default' && dflt !== undefined) throw ctx.error('invalid_object_definition', `partition "${table.name}" conflicts with existing default partition "${dflt.name}"`, spec['location']);
  if (terms.kind === 'range') {
    const shown = (list: readonly BoundTerm[]): string =>
      `'(' || ${list.map((t, i) => (t.kind === 'value' ? `pg_value_text(${key.keys[i]?.typeOid ?? 25}, ${valueSql(ctx, none, t.expr)})` : `'${t.kind.toUpperCase()}'`)).join(` || ', ' || `)} || ')'`;
    const detail = `'Specified lower bound ' || ${shown(terms.from)} || ' is greater than or equal to upper bound ' || ${shown(terms.to)} || '.'`;
    steps.push(fails('42P17', `empty range bound specified for partition "${table.name}"`, `NOT ${lexLess(terms.from, terms.to, false)}`, detail));
  }
  for (const s of siblings) {
    if (terms.kind === 'default' || s.terms.kind === 'default') continue;
    const message = `partition "${table.name}" would overlap partition "${s.name}"`;
    if (terms.kind === 'list') {
      terms.values.forEach((v, i) => steps.push(fails('42P17', message, overlapCondition({ kind: 'list', values: [v] }, s.terms), undefined, datumAt(i))));
    } else {
      steps.push(fails('42P17', message, overlapCondition(terms, s.terms), undefined, datumAt(0)));
    }
  }
  const all: RoutedPartition[] = [...siblings, { ...table, terms }];
  if (dflt !== undefined) {
    const mine = partitionConstraints(keyTexts(parent, key), all)[all.length - 1] as string;
    const hit = constraintSql(ctx, dflt, mine, quoteIdent(dflt.sqliteName));
    steps.push(`SELECT pg_raise('23514', ${quoteString(`updated partition constraint for default partition "${dflt.name}" would be violated by some row`)}) FROM ${quoteIdent(dflt.sqliteName)} WHERE ${hit} LIMIT 1`);
  }
  steps.push(`INSERT INTO _pgsqlite_partition (relid, bound) VALUES (${relOid}, ${boundJsonSql(ctx, none, key, terms)}) ON CONFLICT (relid) DO UPDATE SET bound = excluded.bound`);
  steps.push(...hierarchyTriggerSql(ctx, parent, all));
  return steps;
}

/** The routing triggers to make again after `rebuilt` tables were re-created (each hierarchy once). */
export function routingAfterRebuild(ctx: PlanCtx, rebuilt: readonly RelationDef[]): string[] {
  const tops = new Set<number>();
  for (const r of rebuilt) {
    const rel = ctx.catalog.relationByOid(r.oid) ?? r;
    if (rel.partitionBound !== undefined) tops.add(rel.inherits?.[0] ?? 0);
    if (rel.partitionKey !== undefined) tops.add(rel.oid);
  }
  const out: string[] = [];
  for (const oid of tops) {
    const top = ctx.catalog.relationByOid(oid);
    if (top?.partitionKey !== undefined) out.push(...hierarchyTriggerSql(ctx, top, partitionsOf(ctx, top)));
  }
  return out;
}

/** Hash moduli must divide one another (42P17 as PostgreSQL words it). */
function checkModulus(ctx: PlanCtx, modulus: number, siblings: readonly (RoutedPartition & { rel: RelationDef })[]): void {
  const hashed = siblings.flatMap((s) => (s.terms.kind === 'hash' ? [{ name: s.name, modulus: s.terms.modulus }] : [])).sort((a, b) => a.modulus - b.modulus);
  const larger = hashed.find((s) => s.modulus > modulus);
  const smaller = [...hashed].reverse().find((s) => s.modulus < modulus);
  if (larger !== undefined && larger.modulus % modulus !== 0) {
    throw ctx.error('invalid_object_definition', 'every hash partition modulus must be a factor of the next larger modulus', undefined, {
      detail: `The new modulus ${modulus} is not a factor of ${larger.modulus}, the modulus of existing partition "${larger.name}".`,
    });
  }
  if (smaller !== undefined && modulus % smaller.modulus !== 0) {
    throw ctx.error('invalid_object_definition', 'every hash partition modulus must be a factor of the next larger modulus', undefined, {
      detail: `The new modulus ${modulus} is not divisible by ${smaller.modulus}, the modulus of existing partition "${smaller.name}".`,
    });
  }
}
