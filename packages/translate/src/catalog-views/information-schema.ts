import { columnUpdatable, viewEvents } from './view-updatable.js';
import { viewCheckOption } from '../stmt/view-target.js';
import { Oid, builtinTableName, formatType, typeByOid, userTypesOf, type Catalog, type ColumnDef, type ConstraintDef, type RelationDef } from '@pgsqlite/catalog';
import { type Col, type Row, type VirtualRelation, relation } from './relation-builder.js';
import { constraintDef, domainCheckDef } from './definitions.js';
import { plainExpression } from '../ddl/expr-plain.js';
import { columnTypeFacts } from './column-type-facts.js';

const DB = { sql: 'pg_current_database()' };
const OWNER = { sql: 'pg_session_user()' };
const N = Oid.name;
const V = Oid.varchar;
const I = Oid.int4;
const yes = (v: boolean): string => (v ? 'YES' : 'NO');

function userRelations(catalog: Catalog, kinds: string): RelationDef[] {
  return [...catalog.relations()].filter((r) => kinds.includes(r.kind)).sort((a, b) => a.oid - b.oid);
}

/** information_schema.schemata. */
export function schemata(catalog: Catalog): VirtualRelation {
  const names = ['pg_catalog', 'information_schema', ...catalog.namespaces().map((n) => n.name)];
  return relation(
    [['catalog_name', N], ['schema_name', N], ['schema_owner', N], ['default_character_set_catalog', N], ['default_character_set_schema', N], ['default_character_set_name', N], ['sql_path', V]],
    names.map((n) => [DB, n, n === 'public' ? 'pg_database_owner' : OWNER, null, null, null, null]),
  );
}

/** information_schema.tables (a temporary table or view is LOCAL TEMPORARY). */
export function tables(catalog: Catalog): VirtualRelation {
  const rows: Row[] = userRelations(catalog, 'rvp').map((r) => [
    DB, r.schema, r.name, r.schema.startsWith('pg_temp_') ? 'LOCAL TEMPORARY' : r.kind === 'v' ? 'VIEW' : 'BASE TABLE', null, null, null, null, null, yes(r.kind !== 'v' || (viewEvents(catalog, r.oid) & 8) === 8), 'NO', null,
  ]);
  const user = relation(
    [['table_catalog', N], ['table_schema', N], ['table_name', N], ['table_type', V], ['self_referencing_column_name', N], ['reference_generation', V], ['user_defined_type_catalog', N], ['user_defined_type_schema', N], ['user_defined_type_name', N], ['is_insertable_into', V], ['is_typed', V], ['commit_action', V]],
    rows,
  );
  // The relations of pg_catalog and information_schema, as PostgreSQL 15 lists them.
  const builtin = `SELECT ${DB.sql} AS table_catalog, table_schema, table_name, table_type, NULL AS self_referencing_column_name, NULL AS reference_generation,
    NULL AS user_defined_type_catalog, NULL AS user_defined_type_schema, NULL AS user_defined_type_name, is_insertable_into, is_typed, NULL AS commit_action
    FROM ${builtinTableName('information_schema_tables')}`;
  return { sql: user.empty === true ? builtin : `${builtin} UNION ALL ${user.sql}`, columns: user.columns };
}

function numericFacts(c: TypeOf): [number | null, number | null, number | null] {
  switch (c.typeOid) {
    case Oid.int2: return [16, 2, 0];
    case Oid.int4: return [32, 2, 0];
    case Oid.int8: return [64, 2, 0];
    case Oid.float4: return [24, 2, null];
    case Oid.float8: return [53, 2, null];
    case Oid.numeric: {
      if (c.typmod < 0) return [null, 10, null];
      const v = c.typmod - 4;
      return [(v >> 16) & 0xffff, 10, ((v & 0x7ff) ^ 1024) - 1024];
    }
    default: return [null, null, null];
  }
}

function charLength(c: TypeOf): [number | null, number | null] {
  if (c.typeOid === Oid.varchar || c.typeOid === Oid.bpchar) return c.typmod >= 0 ? [c.typmod - 4, (c.typmod - 4) * 4] : [null, 1073741824];
  if (c.typeOid === Oid.text) return [null, 1073741824];
  return [null, null];
}

function datetimePrecision(c: TypeOf): number | null {
  if (c.typeOid === Oid.date) return 0;
  if ([Oid.time, Oid.timetz, Oid.timestamp, Oid.timestamptz, Oid.interval].includes(c.typeOid as never)) return c.typmod >= 0 ? c.typmod & 0xffff : 6;
  return null;
}

/** A column's true type (a domain's base type) as the facts below read it. */
type TypeOf = Pick<ColumnDef, 'typeOid' | 'typmod'>;

const COLUMN_COLS: Col[] = [
  ['table_catalog', N], ['table_schema', N], ['table_name', N], ['column_name', N], ['ordinal_position', I], ['column_default', V],
  ['is_nullable', V], ['data_type', V], ['character_maximum_length', I], ['character_octet_length', I], ['numeric_precision', I],
  ['numeric_precision_radix', I], ['numeric_scale', I], ['datetime_precision', I], ['interval_type', V], ['interval_precision', I],
  ['collation_name', N], ['domain_catalog', N], ['domain_schema', N], ['domain_name', N], ['udt_catalog', N], ['udt_schema', N], ['udt_name', N],
  ['dtd_identifier', N], ['is_self_referencing', V], ['is_identity', V], ['identity_generation', V], ['identity_start', V], ['identity_increment', V],
  ['identity_maximum', V], ['identity_minimum', V], ['identity_cycle', V], ['is_generated', V], ['generation_expression', V], ['is_updatable', V],
];

/** information_schema.columns. */
export function columns(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [];
  for (const r of userRelations(catalog, 'rvp')) {
    for (const c of r.columns) {
      const facts = columnTypeFacts(catalog, c.typeOid, c.typmod);
      const truth: TypeOf = { typeOid: facts.trueOid, typmod: facts.trueTypmod };
      const [prec, radix, scale] = numericFacts(truth);
      const [len, octets] = charLength(truth);
      const seq = c.identity ? catalog.sequences().find((s) => s.ownedBy?.relOid === r.oid && s.ownedBy.attnum === c.attnum) : undefined;
      const gen = c.generated === 's';
      rows.push([
        DB, r.schema, r.name, c.name, c.attnum, gen || c.identity ? null : plainDefault(c.defaultExpr), yes(!c.notNull), facts.dataType, len, octets, prec, radix, scale,
        datetimePrecision(truth), null, null, null, facts.domainName === null ? null : DB, facts.domainSchema, facts.domainName,
        DB, facts.udtSchema, facts.udtName, String(c.attnum), 'NO',
        yes(c.identity !== ''), c.identity === 'a' ? 'ALWAYS' : c.identity === 'd' ? 'BY DEFAULT' : null,
        seq ? String(seq.start) : null, seq ? String(seq.increment) : null, seq ? String(seq.max) : null, seq ? String(seq.min) : null,
        c.identity ? yes(seq?.cycle ?? false) : 'NO', gen ? 'ALWAYS' : 'NEVER', gen ? plainDefault(c.defaultExpr) : null, yes(r.kind !== 'v' || columnUpdatable(catalog, r.oid, c.attnum)),
      ]);
    }
  }
  return relation(COLUMN_COLS, rows);
}

/** information_schema.views. */
export function views(catalog: Catalog): VirtualRelation {
  const rows: Row[] = userRelations(catalog, 'v').map((r) => {
    const events = viewEvents(catalog, r.oid);
    const check = viewCheckOption(r);
    // is_trigger_*: an INSTEAD OF ROW trigger for the event (pg_trigger.tgtype & 81 / 73 / 69), enabled or not
    const instead = (catalog.triggers?.() ?? []).filter((t) => t.relOid === r.oid && t.timing === 'instead');
    const on = (e: 'insert' | 'update' | 'delete'): string => yes(instead.some((t) => t.events.includes(e)));
    return [DB, r.schema, r.name, r.viewDefinition ?? null, check === undefined ? 'NONE' : check.toUpperCase(), yes((events & 20) === 20), yes((events & 8) === 8), on('update'), on('delete'), on('insert')];
  });
  return relation(
    [['table_catalog', N], ['table_schema', N], ['table_name', N], ['view_definition', V], ['check_option', V], ['is_updatable', V], ['is_insertable_into', V], ['is_trigger_updatable', V], ['is_trigger_deletable', V], ['is_trigger_insertable_into', V]],
    rows,
  );
}

/** information_schema.sequences. */
export function sequences(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [];
  for (const s of catalog.sequences()) {
    const rel = catalog.relationByOid(s.oid);
    // an identity column's sequence is internal to it (pg_depend deptype 'i'): not listed
    if (!rel || s.ownerDepType === 'i') continue;
    const bits = s.typeOid === Oid.int2 ? 16 : s.typeOid === Oid.int4 ? 32 : 64;
    rows.push([DB, rel.schema, rel.name, formatType(s.typeOid, -1), bits, 2, 0, String(s.start), String(s.min), String(s.max), String(s.increment), yes(s.cycle)]);
  }
  return relation(
    [['sequence_catalog', N], ['sequence_schema', N], ['sequence_name', N], ['data_type', V], ['numeric_precision', I], ['numeric_precision_radix', I], ['numeric_scale', I], ['start_value', V], ['minimum_value', V], ['maximum_value', V], ['increment', V], ['cycle_option', V]],
    rows,
  );
}

const TYPE_NAMES: Record<string, string> = { p: 'PRIMARY KEY', u: 'UNIQUE', c: 'CHECK', f: 'FOREIGN KEY' };

function withTable(catalog: Catalog, fn: (c: ConstraintDef, r: RelationDef) => Row[]): Row[] {
  const rows: Row[] = [];
  for (const c of catalog.constraints()) {
    const r = catalog.relationByOid(c.relOid);
    if (r) rows.push(...fn(c, r));
  }
  return rows;
}

/** information_schema.table_constraints (NOT NULL constraints appear as CHECK constraints, as in PostgreSQL 15). */
export function tableConstraints(catalog: Catalog): VirtualRelation {
  const rows = withTable(catalog, (c, r) => [[DB, c.schema, c.name, DB, r.schema, r.name, TYPE_NAMES[c.type] ?? 'CHECK', yes(c.deferrable), yes(c.deferred), 'YES', c.type === 'u' || c.type === 'p' ? (c.nullsNotDistinct ? 'NO' : 'YES') : null]]);
  for (const r of userRelations(catalog, 'r')) {
    for (const col of r.columns) {
      if (col.notNull) rows.push([DB, r.schema, `${namespaceOidText(catalog, r.schema)}_${r.oid}_${col.attnum}_not_null`, DB, r.schema, r.name, 'CHECK', 'NO', 'NO', 'YES', null]);
    }
  }
  return relation(
    [['constraint_catalog', N], ['constraint_schema', N], ['constraint_name', N], ['table_catalog', N], ['table_schema', N], ['table_name', N], ['constraint_type', V], ['is_deferrable', V], ['initially_deferred', V], ['enforced', V], ['nulls_distinct', V]],
    rows,
  );
}

function namespaceOidText(catalog: Catalog, schema: string): string {
  return String(catalog.namespaces().find((n) => n.name === schema)?.oid ?? 0);
}

/** information_schema.key_column_usage. */
export function keyColumnUsage(catalog: Catalog): VirtualRelation {
  const rows = withTable(catalog, (c, r) => {
    if (c.type === 'c') return [];
    return c.columns.map((a, i) => [
      DB, c.schema, c.name, DB, r.schema, r.name, r.columns.find((x) => x.attnum === a)?.name ?? '?', i + 1,
      c.type === 'f' ? (uniqueFor(catalog, c)?.columns.indexOf(c.refColumns[i] ?? 0) ?? i) + 1 : null,
    ]);
  });
  return relation(
    [['constraint_catalog', N], ['constraint_schema', N], ['constraint_name', N], ['table_catalog', N], ['table_schema', N], ['table_name', N], ['column_name', N], ['ordinal_position', I], ['position_in_unique_constraint', I]],
    rows,
  );
}

function uniqueFor(catalog: Catalog, fk: ConstraintDef): ConstraintDef | undefined {
  const want = [...fk.refColumns].sort().join();
  return catalog.constraintsOf(fk.refRelOid).find((c) => (c.type === 'p' || c.type === 'u') && [...c.columns].sort().join() === want);
}

const RULES: Record<string, string> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };

/** information_schema.referential_constraints. */
export function referentialConstraints(catalog: Catalog): VirtualRelation {
  const rows = withTable(catalog, (c) => {
    if (c.type !== 'f') return [];
    const u = uniqueFor(catalog, c);
    return [[DB, c.schema, c.name, u ? DB : null, u?.schema ?? null, u?.name ?? null, c.matchType === 'f' ? 'FULL' : 'NONE', RULES[c.onUpdate] ?? 'NO ACTION', RULES[c.onDelete] ?? 'NO ACTION']];
  });
  return relation(
    [['constraint_catalog', N], ['constraint_schema', N], ['constraint_name', N], ['unique_constraint_catalog', N], ['unique_constraint_schema', N], ['unique_constraint_name', N], ['match_option', V], ['update_rule', V], ['delete_rule', V]],
    rows,
  );
}

/** information_schema.constraint_column_usage: for FKs, the referenced columns; else the constrained ones. */
export function constraintColumnUsage(catalog: Catalog): VirtualRelation {
  const rows = withTable(catalog, (c, r) => {
    const target = c.type === 'f' ? catalog.relationByOid(c.refRelOid) : r;
    if (!target) return [];
    const cols = c.type === 'f' ? c.refColumns : c.columns;
    return cols.map((a) => [DB, target.schema, target.name, target.columns.find((x) => x.attnum === a)?.name ?? '?', DB, c.schema, c.name]);
  });
  return relation(
    [['table_catalog', N], ['table_schema', N], ['table_name', N], ['column_name', N], ['constraint_catalog', N], ['constraint_schema', N], ['constraint_name', N]],
    rows,
  );
}

/** A default or generation expression as pg_get_expr(adbin, adrelid) prints it (not pretty). */
function plainDefault(expr: string | null): string | null {
  return expr === null ? null : (plainExpression(expr) ?? expr);
}

/** information_schema.check_constraints. */
export function checkConstraints(catalog: Catalog): VirtualRelation {
  const rows = withTable(catalog, (c) => (c.type === 'c' ? [[DB, c.schema, c.name, constraintDef(catalog, c, []).slice(6)]] : []));
  // Domains' CHECK constraints too (pg_constraint rows with contypid).
  for (const t of userTypesOf(catalog)) for (const c of t.checks) rows.push([DB, t.schema, c.name, domainCheckDef(c.expr, false).slice(6)]);
  for (const r of userRelations(catalog, 'r')) {
    for (const col of r.columns) if (col.notNull) rows.push([DB, r.schema, `${namespaceOidText(catalog, r.schema)}_${r.oid}_${col.attnum}_not_null`, `${col.name} IS NOT NULL`]);
  }
  return relation([['constraint_catalog', N], ['constraint_schema', N], ['constraint_name', N], ['check_clause', V]], rows);
}
