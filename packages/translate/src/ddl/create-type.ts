import { BUMP_CATALOG_VERSION_SQL, CatalogClassOid, NEXT_OID_SQL, domainBase, findUserType, userTypeByOid, userTypesOf, type UserTypeDef } from '@pgsqlite/catalog';
import { userTypeNames } from './type-label.js';
import { replaceSqliteIdentifier } from '../sql/identifier-tokens.js';
import { refuseTempObject } from './temp-schema-objects.js';
import { type AstNode, type Fields, fieldsOf, names, strVal } from '../parse/ast.js';
import { quoteIdent, quoteString, sqlLiteral } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateExpr, resolveTypeName } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import type { DdlPlan } from '../plan.js';
import { defaultSchema } from './names.js';
import { printCheck, printDefault } from './expr-text.js';
import { coerce } from '../analyze/coerce.js';
import { parseStatements } from '../parse/parser.js';
import { planAlterTable } from './alter-table.js';
import type { RelationDef } from '@pgsqlite/catalog';
import { sqlConstruct } from '../errors/construct-names.js';
import { multirangeDropCheck } from './create-range.js';
import { compositeDropSteps } from './create-composite.js';
import type { DdlNotice } from '../plan.js';
import { cascadeNotice } from './cascade-notice.js';

export const oidAt = (k: number): string => `(${NEXT_OID_SQL} + ${k})`;
export const bumpOids = (n: number): string => `UPDATE _pgsqlite_meta SET value = value + ${n} WHERE key = 'next_oid'`;

/** Schema and name of a new type from its qualified name list. */
export function newTypeName(ctx: PlanCtx, list: AstNode[] | undefined, kind: 'types' | 'domains' = 'types'): { schema: string; name: string } {
  const parts = names(list);
  const name = parts[parts.length - 1] ?? '';
  const schema = parts.length > 1 ? (parts[parts.length - 2] as string) : defaultSchema(ctx);
  refuseTempObject(ctx, schema, kind);
  if (schema === undefined) throw ctx.error('invalid_schema_name', 'no schema has been selected to create in');
  if (!ctx.catalog.schemas().includes(schema)) throw ctx.error('invalid_schema_name', `schema "${schema}" does not exist`);
  const taken = findUserType(ctx.catalog, name, schema, []) !== undefined || [...ctx.catalog.relations()].some((r) => r.schema === schema && r.name === name && r.kind !== 'i' && r.kind !== 'S');
  if (taken) throw ctx.error('duplicate_object', `type "${name}" already exists`);
  return { schema, name };
}

/** An existing user type named by a qualified name list, or 42704. */
function existingType(ctx: PlanCtx, list: AstNode[] | undefined): UserTypeDef {
  const parts = names(list);
  const name = parts[parts.length - 1] ?? '';
  const t = findUserType(ctx.catalog, name, parts.length > 1 ? parts[parts.length - 2] : undefined, ctx.searchPath);
  if (!t) throw ctx.error('undefined_object', `type "${parts.join('.')}" does not exist`);
  return t;
}

function checkLabel(ctx: PlanCtx, label: string): void {
  let bytes = 0;
  for (const ch of label) {
    const cp = ch.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  if (bytes > 63) {
    throw ctx.error('invalid_parameter_value', `invalid enum label "${label}"`, undefined, { detail: 'Labels must be 63 bytes or less.' });
  }
}

export function typeRow(schema: string, name: string, kind: 'e' | 'd' | 'r' | 'm', base = 0, typmod = -1, notNull = false, typdefault: string | null = null): string {
  return `INSERT INTO _pgsqlite_type (oid, nspname, typname, typtype, typarray, typbasetype, typtypmod, typnotnull, typdefault) VALUES (${oidAt(0)}, ${quoteString(schema)}, ${quoteString(name)}, '${kind}', ${oidAt(1)}, ${base}, ${typmod}, ${notNull ? 1 : 0}, ${sqlLiteral(typdefault)})`;
}

/** CREATE TYPE name AS ENUM ('a', 'b', …): labels sorted 1, 2, 3 … as PostgreSQL numbers them. */
export function planCreateEnum(ctx: PlanCtx, f: Fields): DdlPlan {
  const { schema, name } = newTypeName(ctx, f['typeName']);
  const labels = ((f['vals'] as AstNode[] | undefined) ?? []).map((v) => strVal(v));
  const seen = new Set<string>();
  for (const l of labels) {
    checkLabel(ctx, l);
    if (seen.has(l)) throw ctx.error('unique_violation', 'duplicate key value violates unique constraint "pg_enum_typid_label_index"');
    seen.add(l);
  }
  const steps = [typeRow(schema, name, 'e')];
  labels.forEach((l, i) => steps.push(`INSERT INTO _pgsqlite_enum (oid, enumtypid, enumsortorder, enumlabel) VALUES (${oidAt(i + 2)}, ${oidAt(0)}, ${i + 1}, ${quoteString(l)})`));
  steps.push(bumpOids(labels.length + 2), BUMP_CATALOG_VERSION_SQL);
  return { kind: 'ddl', steps, tag: 'CREATE TYPE', notices: [] };
}

/** ALTER TYPE … ADD VALUE [IF NOT EXISTS] 'v' [BEFORE|AFTER 'w'] and ALTER TYPE … RENAME VALUE 'a' TO 'b'. */
export function planAlterEnum(ctx: PlanCtx, f: Fields): DdlPlan {
  const t = existingType(ctx, f['typeName']);
  if (t.kind !== 'e') throw ctx.error('wrong_object_type', `${t.name} is not an enum`);
  const newVal = String(f['newVal'] ?? '');
  const oldVal = f['oldVal'] as string | undefined;
  const has = (l: string): boolean => t.labels.some((x) => x.label === l);
  if (oldVal !== undefined) {
    if (!has(oldVal)) throw ctx.error('invalid_parameter_value', `"${oldVal}" is not an existing enum label`);
    if (has(newVal)) throw ctx.error('duplicate_object', `enum label "${newVal}" already exists`);
    checkLabel(ctx, newVal);
    const steps = [`UPDATE _pgsqlite_enum SET enumlabel = ${quoteString(newVal)} WHERE enumtypid = ${t.oid} AND enumlabel = ${quoteString(oldVal)}`];
    // a relabelled key and the foreign keys referencing it change together: checked at the end
    const relabel = relabelColumns(ctx, t, oldVal, newVal);
    if (relabel.length > 0) steps.push('PRAGMA defer_foreign_keys = ON', ...relabel, 'PRAGMA defer_foreign_keys = OFF');
    steps.push(BUMP_CATALOG_VERSION_SQL);
    return { kind: 'ddl', steps, tag: 'ALTER TYPE', notices: [], enumLabel: { typeOid: t.oid, label: newVal, renamedFrom: oldVal } };
  }
  checkLabel(ctx, newVal);
  if (has(newVal)) {
    if (f['skipIfNewValExists']) return { kind: 'ddl', steps: [], tag: 'ALTER TYPE', notices: [`enum label "${newVal}" already exists, skipping`] };
    throw ctx.error('duplicate_object', `enum label "${newVal}" already exists`);
  }
  const placed = newSortOrder(ctx, t, f['newValNeighbor'] as string | undefined, Boolean(f['newValIsAfter']));
  const steps = [
    ...placed.renumber,
    `INSERT INTO _pgsqlite_enum (oid, enumtypid, enumsortorder, enumlabel) VALUES (${oidAt(0)}, ${t.oid}, ${placed.sort}, ${quoteString(newVal)})`,
    bumpOids(1),
    BUMP_CATALOG_VERSION_SQL,
  ];
  return { kind: 'ddl', steps, tag: 'ALTER TYPE', notices: [], enumLabel: { typeOid: t.oid, label: newVal } };
}

/**
 * AddEnumLabel: after the last label, before the first, or halfway between two neighbours in
 * float4 arithmetic (pg_enum.enumsortorder is float4). When no float4 lies between them the type's
 * labels are renumbered 1..n first (RenumberEnumType), as PostgreSQL does.
 */
function newSortOrder(ctx: PlanCtx, t: UserTypeDef, neighbor: string | undefined, after: boolean): { sort: number; renumber: string[] } {
  let labels = [...t.labels].sort((a, b) => a.sortOrder - b.sortOrder);
  if (neighbor === undefined) return { sort: Math.fround((labels[labels.length - 1]?.sortOrder ?? 0) + 1), renumber: [] };
  const i = labels.findIndex((l) => l.label === neighbor);
  if (i < 0) throw ctx.error('invalid_parameter_value', `"${neighbor}" is not an existing enum label`);
  const renumber: string[] = [];
  for (;;) {
    const here = labels[i]!.sortOrder;
    const other = after ? labels[i + 1]?.sortOrder : labels[i - 1]?.sortOrder;
    if (other === undefined) return { sort: Math.fround(after ? here + 1 : here - 1), renumber };
    const mid = Math.fround((here + other) / 2);
    if (mid !== here && mid !== other) return { sort: mid, renumber };
    if (renumber.length > 0) throw ctx.error('internal_error', `could not place enum label next to "${neighbor}"`);
    labels = labels.map((l, k) => ({ ...l, sortOrder: k + 1 }));
    renumber.push(...labels.map((l) => `UPDATE _pgsqlite_enum SET enumsortorder = ${l.sortOrder} WHERE oid = ${l.oid}`));
  }
}

/** Enum values are stored as their labels: a renamed label is rewritten in every column of the type. */
function relabelColumns(ctx: PlanCtx, t: UserTypeDef, from: string, to: string): string[] {
  const steps: string[] = [];
  // the enum itself or a domain over it; arrays of either (stored as JSON)
  const scalar = (oid: number): boolean => oid === t.oid || (userTypeByOid(ctx.catalog, oid)?.kind === 'd' && domainBase(ctx.catalog, oid).oid === t.oid);
  const array = (oid: number): boolean => userTypesOf(ctx.catalog).some((u) => u.arrayOid === oid && scalar(u.oid));
  for (const rel of ctx.catalog.relations()) {
    if (rel.kind !== 'r' && rel.kind !== 'm') continue;
    for (const c of rel.columns) {
      const col = quoteIdent(c.sqliteName);
      if (scalar(c.typeOid)) steps.push(`UPDATE ${quoteIdent(rel.sqliteName)} SET ${col} = ${quoteString(to)} WHERE ${col} = ${quoteString(from)}`);
      else if (array(c.typeOid)) steps.push(`UPDATE ${quoteIdent(rel.sqliteName)} SET ${col} = pg_json_relabel(${col}, ${quoteString(from)}, ${quoteString(to)}) WHERE instr(${col}, ${quoteString(JSON.stringify(from))}) > 0`);
    }
  }
  return steps;
}

/** CREATE DOMAIN name [AS] base [NOT NULL] [CHECK (…)] … */
export function planCreateDomain(ctx: PlanCtx, f: Fields): DdlPlan {
  const { schema, name } = newTypeName(ctx, f['domainname'], 'domains');
  const base = resolveTypeName(ctx, f['typeName'] as Fields);
  const root = domainBase(ctx.catalog, base.oid);
  const valueType = root.oid === base.oid ? base : { oid: root.oid, typmod: base.typmod >= 0 ? base.typmod : root.typmod };
  let notNull = false;
  let typdefault: string | null = null;
  const steps: string[] = [];
  let k = 2;
  let unnamed = 0;
  for (const node of (f['constraints'] as AstNode[] | undefined) ?? []) {
    const c = fieldsOf(node);
    const kind = String(c['contype']);
    if (kind === 'CONSTR_NOTNULL') notNull = true;
    else if (kind === 'CONSTR_NULL') notNull = false;
    else if (kind === 'CONSTR_DEFAULT') {
      if (typdefault !== null) throw ctx.error('syntax_error', 'multiple default expressions');
      // Checked now (as PostgreSQL does), applied by the columns of the domain (column-plan.ts).
      coerce(ctx, translateExpr(c['raw_expr'], { scope: new Scope(ctx), clause: 'DEFAULT expressions' }), valueType.oid, valueType.typmod, 'assignment');
      typdefault = printDefault(c['raw_expr'], valueType.oid, valueType.typmod, undefined, userTypeNames(ctx));
    }
    else if (kind === 'CONSTR_CHECK') {
      const conname = (c['conname'] as string | undefined) ?? (unnamed++ === 0 ? `${name}_check` : `${name}_check${unnamed - 1}`);
      const scope = new Scope(ctx);
      scope.add({ alias: name, columns: [{ name: 'value', type: valueType.oid, typmod: valueType.typmod, sql: 'value', tableOid: 0, attnum: 1, rangeAlias: name }] });
      const e = asBool(translateExpr(c['raw_expr'], { scope, clause: 'check constraints', domainCheck: true }), { scope });
      // the domain's value prints as VALUE (CoerceToDomainValue); a literal 'value' stays as written
      const text = replaceSqliteIdentifier(printCheck(c['raw_expr'], new Map([['value', valueType.oid]]), undefined, userTypeNames(ctx)), 'value', 'VALUE');
      steps.push(`INSERT INTO _pgsqlite_domain_check (oid, contypid, conname, condef, consql) VALUES (${oidAt(k++)}, ${oidAt(0)}, ${quoteString(conname)}, ${quoteString(text)}, ${sqlLiteral(e.sql)})`);
    } else throw ctx.error('feature_not_supported', `domain constraint ${sqlConstruct(String(kind))} is not supported by pgsqlite`);
  }
  steps.unshift(typeRow(schema, name, 'd', base.oid, base.typmod, notNull, typdefault));
  steps.push(bumpOids(k), BUMP_CATALOG_VERSION_SQL);
  return { kind: 'ddl', steps, tag: 'CREATE DOMAIN', notices: [] };
}

/** DROP TYPE / DROP DOMAIN [IF EXISTS] …; undefined for other DROP statements. */
export function planDropType(ctx: PlanCtx, f: Fields): DdlPlan | undefined {
  const removeType = String(f['removeType']);
  if (removeType !== 'OBJECT_TYPE' && removeType !== 'OBJECT_DOMAIN') return undefined;
  const steps: string[] = [];
  const notices: (string | DdlNotice)[] = [];
  for (const obj of (f['objects'] as AstNode[] | undefined) ?? []) {
    const list = fieldsOf(obj)['names'] as AstNode[] | undefined;
    const parts = names(list);
    const t = findUserType(ctx.catalog, parts[parts.length - 1] ?? '', parts.length > 1 ? parts[parts.length - 2] : undefined, ctx.searchPath);
    const composite = !t && removeType === 'OBJECT_TYPE' ? compositeDropSteps(ctx, parts, f['behavior'] === 'DROP_CASCADE', notices) : undefined;
    if (composite) {
      steps.push(...composite);
      continue;
    }
    if (!t) {
      if (f['missing_ok']) {
        notices.push(`type "${parts.join('.')}" does not exist, skipping`);
        continue;
      }
      throw ctx.error('undefined_object', `type "${parts.join('.')}" does not exist`);
    }
    if (removeType === 'OBJECT_DOMAIN' && t.kind !== 'd') throw ctx.error('wrong_object_type', `"${t.name}" is not a domain`);
    multirangeDropCheck(ctx, t);
    const deps = dependents(ctx, t);
    if (deps.length > 0 && f['behavior'] !== 'DROP_CASCADE') {
      throw ctx.error('dependent_objects_still_exist', `cannot drop type ${t.name} because other objects depend on it`, undefined, {
        detail: deps.map((d) => `${describeDependent(d)} depends on ${d.on}`).join('\n'),
        hint: 'Use DROP ... CASCADE to drop the dependent objects too.',
      });
    }
    if (deps.length > 0) {
      steps.push(...cascadeSteps(ctx, deps));
      notices.push(cascadeNotice(deps.map(describeDependent)));
    }
    steps.push(`DELETE FROM _pgsqlite_enum WHERE enumtypid = ${t.oid}`, `DELETE FROM _pgsqlite_domain_check WHERE contypid = ${t.oid}`, `DELETE FROM _pgsqlite_description WHERE objoid = ${t.oid} AND classoid = ${CatalogClassOid.pg_type}`, `DELETE FROM _pgsqlite_type WHERE oid = ${t.oid}`);
    // a range's multirange goes with it (an internal dependency)
    if (t.kind === 'r') steps.push(`DELETE FROM _pgsqlite_type WHERE typtype = 'm' AND typbasetype = ${t.oid}`);
  }
  if (steps.length > 0) steps.push(BUMP_CATALOG_VERSION_SQL);
  return { kind: 'ddl', steps, tag: removeType === 'OBJECT_DOMAIN' ? 'DROP DOMAIN' : 'DROP TYPE', notices };
}

/**
 * DROP SCHEMA … CASCADE of a schema's enums, domains and ranges: each type's catalog rows, after the
 * columns and domains outside the schema that depend on it (the schema's own tables and types
 * go with it). Returns the steps and how many objects they drop.
 */
export function schemaTypeDropSteps(ctx: PlanCtx, schema: string): { steps: string[]; objects: { oid: number; text: string }[] } {
  // (a range's multirange goes with the range)
  const types = (ctx.catalog.userTypes?.() ?? []).filter((t) => t.schema === schema && (t.kind === 'e' || t.kind === 'd' || t.kind === 'r'));
  const steps: string[] = [];
  const outside = types.flatMap((t) => dependents(ctx, t)).filter((d) => (d.kind === 'column' ? d.rel.schema !== schema : d.type.schema !== schema));
  if (outside.length) steps.push(...cascadeSteps(ctx, outside));
  for (const t of types) {
    steps.push(`DELETE FROM _pgsqlite_enum WHERE enumtypid = ${t.oid}`, `DELETE FROM _pgsqlite_domain_check WHERE contypid = ${t.oid}`, `DELETE FROM _pgsqlite_description WHERE objoid = ${t.oid} AND classoid = ${CatalogClassOid.pg_type}`, `DELETE FROM _pgsqlite_type WHERE oid = ${t.oid}`);
    if (t.kind === 'r') steps.push(`DELETE FROM _pgsqlite_type WHERE typtype = 'm' AND typbasetype = ${t.oid}`);
  }
  const cascaded = outside.map((d) => ({ oid: d.kind === 'column' ? d.rel.oid : d.type.oid, text: describeDependent(d) }));
  return { steps, objects: [...types.map((t) => ({ oid: t.oid, text: `type ${schema}.${t.name}` })), ...cascaded] };
}

/** What depends on a user type: columns of it or of its array, and domains over it (with what depends on those). */
type Dependent = { kind: 'column'; rel: RelationDef; column: string; on: string } | { kind: 'domain'; type: UserTypeDef; on: string };

function dependents(ctx: PlanCtx, t: UserTypeDef, seen = new Set<number>()): Dependent[] {
  seen.add(t.oid);
  const out: Dependent[] = [];
  // a range's multirange is dropped with it: what depends on the multirange depends on the range
  if (t.kind === 'r') for (const m of ctx.catalog.userTypes?.() ?? []) if (m.kind === 'm' && m.baseOid === t.oid && !seen.has(m.oid)) out.push(...dependents(ctx, m, seen));
  const on = `type ${t.name}`;
  for (const u of ctx.catalog.userTypes?.() ?? []) {
    if ((u.kind === 'd' || u.kind === 'r') && u.baseOid === t.oid && !seen.has(u.oid)) out.push({ kind: 'domain', type: u, on }, ...dependents(ctx, u, seen));
  }
  for (const rel of ctx.catalog.relations()) {
    if (rel.kind !== 'r') continue;
    for (const c of rel.columns) if (c.typeOid === t.oid || c.typeOid === t.arrayOid) out.push({ kind: 'column', rel, column: c.name, on: c.typeOid === t.oid ? on : `${on}[]` });
  }
  return out;
}

function describeDependent(d: Dependent): string {
  return d.kind === 'domain' ? `type ${d.type.name}` : `column ${d.column} of table ${d.rel.name}`;
}

/** DROP TYPE … CASCADE: the dependent columns dropped (one ALTER TABLE … DROP COLUMN per table), then the dependent domains. */
function cascadeSteps(ctx: PlanCtx, deps: readonly Dependent[]): string[] {
  const steps: string[] = [];
  const byTable = new Map<RelationDef, string[]>();
  for (const d of deps) if (d.kind === 'column') byTable.set(d.rel, [...(byTable.get(d.rel) ?? []), d.column]);
  for (const [rel, cols] of byTable) {
    const sql = `ALTER TABLE ${quoteIdent(rel.schema)}.${quoteIdent(rel.name)} ${cols.map((c) => `DROP COLUMN ${quoteIdent(c)} CASCADE`).join(', ')}`;
    const ast = parseStatements(sql)[0]?.ast;
    if (ast) steps.push(...planAlterTable(ctx, fieldsOf(ast)).steps);
  }
  for (const d of deps) {
    if (d.kind !== 'domain') continue;
    const oid = d.type.oid;
    steps.push(`DELETE FROM _pgsqlite_domain_check WHERE contypid = ${oid}`, `DELETE FROM _pgsqlite_description WHERE objoid = ${oid} AND classoid = ${CatalogClassOid.pg_type}`, `DELETE FROM _pgsqlite_type WHERE oid = ${oid}`);
    // a range over the type (listed with the domains) takes its multirange with it
    if (d.type.kind === 'r') steps.push(`DELETE FROM _pgsqlite_type WHERE typtype = 'm' AND typbasetype = ${oid}`);
  }
  return steps;
}
