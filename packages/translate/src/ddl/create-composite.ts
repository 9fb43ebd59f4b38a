import { CatalogClassOid, Oid, findRowType, rowTypeByOid, findUserType, type RelationDef, type RowTypeDef } from '@pgsqlite/catalog';
import { refuseTempObject } from './temp-schema-objects.js';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import { parseStatements } from '../parse/parser.js';
import { planAlterTable } from './alter-table.js';
import type { PlanCtx } from '../analyze/context.js';
import { resolveTypeName } from '../analyze/expr.js';
import type { DdlPlan } from '../plan.js';
import { type AttributeFacts, CatalogWriter } from './catalog-steps.js';
import { defaultSchema } from './names.js';
import type { DdlNotice } from '../plan.js';
import { cascadeNotice } from './cascade-notice.js';

/**
 * CREATE TYPE name AS (attr type, …) and DROP TYPE of such a type. As in PostgreSQL the type is a
 * relation of relkind 'c' (catalog composite-catalog.ts) with one pg_attribute row per attribute;
 * its pg_type row (and its array type) come with every row-typed relation.
 */

/** The array type of composite type `oid`. */
function rowTypeArrayOf(ctx: PlanCtx, oid: number): number | undefined {
  return rowTypeByOid(ctx.catalog, oid)?.arrayOid;
}

/** A new composite's attribute list, checked as DefineCompositeType does. */
export function compositeAttributes(ctx: PlanCtx, defs: readonly AstNode[], self?: { oid: number; name: string }): AttributeFacts[] {
  const seen = new Set<string>();
  return defs.map((d, i) => {
    const c = d['ColumnDef'] as Fields;
    const name = String(c['colname']);
    if (seen.has(name)) throw ctx.error('duplicate_column', `column "${name}" specified more than once`);
    seen.add(name);
    const { oid, typmod } = resolveTypeName(ctx, c['typeName'] as Fields);
    if (oid === Oid.record || oid === 2287) throw ctx.error('invalid_table_definition', `column "${name}" has pseudo-type ${oid === Oid.record ? 'record' : 'record[]'}`);
    if (self !== undefined && (oid === self.oid || oid === rowTypeArrayOf(ctx, self.oid))) throw ctx.error('invalid_table_definition', `composite type ${self.name} cannot be made a member of itself`);
    return { attnum: i + 1, name, typeOid: oid, typmod, notNull: false, defaultExpr: null, defaultSqlite: null, identity: '', sqliteName: '' };
  });
}

/** CREATE TYPE name AS (…). */
export function planCreateComposite(ctx: PlanCtx, f: Fields): DdlPlan {
  const rv = f['typevar'] as Fields;
  const name = String(rv['relname']);
  const schema = (rv['schemaname'] as string | undefined) ?? defaultSchema(ctx);
  refuseTempObject(ctx, schema, 'types');
  if (schema === undefined) throw ctx.error('invalid_schema_name', 'no schema has been selected to create in');
  if (!ctx.catalog.schemas().includes(schema)) throw ctx.error('invalid_schema_name', `schema "${schema}" does not exist`);
  const clash = [...ctx.catalog.relations()].find((r) => r.schema === schema && r.name === name);
  if (findUserType(ctx.catalog, name, schema, []) !== undefined || (clash !== undefined && clash.kind !== 'i' && clash.kind !== 'S')) {
    throw ctx.error('duplicate_object', `type "${name}" already exists`);
  }
  if (clash !== undefined) throw ctx.error('duplicate_table', `relation "${name}" already exists`);
  const attrs = compositeAttributes(ctx, (f['coldeflist'] as AstNode[] | undefined) ?? []);
  const writer = new CatalogWriter();
  writer.relation(writer.allocOid(), schema, name, 'c', '', attrs);
  return { kind: 'ddl', steps: writer.finish(), tag: 'CREATE TYPE', notices: [] };
}

/** What uses a composite type: columns (of tables or other composite types) of it or of its array. */
export function compositeUsers(ctx: PlanCtx, t: RowTypeDef): { rel: RelationDef; column: string; array: boolean }[] {
  const out: { rel: RelationDef; column: string; array: boolean }[] = [];
  for (const rel of ctx.catalog.relations()) {
    if (rel.oid === t.relOid || (rel.kind !== 'r' && rel.kind !== 'c' && rel.kind !== 'p')) continue;
    for (const c of rel.columns) if (c.typeOid === t.oid || c.typeOid === t.arrayOid) out.push({ rel, column: c.name, array: c.typeOid === t.arrayOid });
  }
  for (const u of ctx.catalog.userTypes?.() ?? []) {
    if (u.kind === 'd' && (u.baseOid === t.oid || u.baseOid === t.arrayOid)) out.push({ rel: { name: u.name, kind: 'd' } as unknown as RelationDef, column: '', array: u.baseOid === t.arrayOid });
  }
  return out;
}

function describeUser(u: { rel: RelationDef; column: string }): string {
  if ((u.rel.kind as string) === 'd') return `type ${u.rel.name}`;
  return u.rel.kind === 'c' ? `column ${u.column} of composite type ${u.rel.name}` : `column ${u.column} of table ${u.rel.name}`;
}

/**
 * DROP TYPE of a composite type named `parts`: its steps, or undefined when no composite type
 * has that name. A table's row type cannot be dropped (2BP01); a type something uses is 2BP01
 * unless CASCADE, which is refused (0A000) rather than dropping columns silently.
 */
export function compositeDropSteps(ctx: PlanCtx, parts: readonly string[], cascade: boolean, notices: (string | DdlNotice)[]): string[] | undefined {
  const t = findRowType(ctx.catalog, parts[parts.length - 1] ?? '', parts.length > 1 ? parts[parts.length - 2] : undefined, ctx.searchPath);
  if (t === undefined) return undefined;
  const rel = ctx.catalog.relationByOid(t.relOid);
  if (rel === undefined) return undefined;
  if (rel.kind !== 'c') {
    const kind = rel.kind === 'v' ? 'view' : rel.kind === 'm' ? 'materialized view' : 'table';
    throw ctx.error('dependent_objects_still_exist', `cannot drop type ${t.name} because ${kind} ${rel.name} requires it`, undefined, { hint: `You can drop ${kind} ${rel.name} instead.` });
  }
  const deps = compositeUsers(ctx, t);
  if (deps.length > 0 && !cascade) {
    throw ctx.error('dependent_objects_still_exist', `cannot drop type ${t.name} because other objects depend on it`, undefined, {
      detail: [...deps.filter((d) => (d.rel.kind as string) === 'd'), ...deps.filter((d) => d.array && (d.rel.kind as string) !== 'd'), ...deps.filter((d) => !d.array && (d.rel.kind as string) !== 'd')].map((d) => `${describeUser(d)} depends on type ${t.name}${d.array ? '[]' : ''}`).join('\n'),
      hint: 'Use DROP ... CASCADE to drop the dependent objects too.',
    });
  }
  if (deps.length > 0) notices.push(cascadeNotice(deps.map(describeUser)));
  const cascaded = deps.length > 0 ? cascadeSteps(ctx, deps) : [];
  return [
    ...cascaded,
    `DELETE FROM _pgsqlite_attribute WHERE attrelid = ${rel.oid}`,
    `DELETE FROM _pgsqlite_description WHERE (objoid = ${rel.oid} AND classoid = ${CatalogClassOid.pg_class}) OR (objoid = ${t.oid} AND classoid = ${CatalogClassOid.pg_type})`,
    `DELETE FROM _pgsqlite_class WHERE oid = ${rel.oid}`,
  ];
}

/**
 * DROP TYPE … CASCADE of a composite type: the table columns of it (or of its array) dropped, one
 * ALTER TABLE … DROP COLUMN per table, and the domains over it; attributes of other composite
 * types that use it are refused (0A000) rather than dropped.
 */
function cascadeSteps(ctx: PlanCtx, deps: readonly { rel: RelationDef; column: string }[]): string[] {
  const steps: string[] = [];
  const byTable = new Map<RelationDef, string[]>();
  for (const d of deps) {
    if ((d.rel.kind as string) === 'd') continue;
    if (d.rel.kind === 'c') throw ctx.error('feature_not_supported', `DROP TYPE … CASCADE of a composite type used by composite type ${d.rel.name} is not supported by pgsqlite`);
    byTable.set(d.rel, [...(byTable.get(d.rel) ?? []), d.column]);
  }
  for (const [rel, cols] of byTable) {
    const sql = `ALTER TABLE ${quoteIdent(rel.schema)}.${quoteIdent(rel.name)} ${cols.map((c) => `DROP COLUMN ${quoteIdent(c)} CASCADE`).join(', ')}`;
    const ast = parseStatements(sql)[0]?.ast;
    if (ast) steps.push(...planAlterTable(ctx, fieldsOf(ast)).steps);
  }
  for (const d of deps) {
    if ((d.rel.kind as string) !== 'd') continue;
    const t = ctx.catalog.userTypes?.().find((u) => u.name === d.rel.name && u.kind === 'd');
    if (t) steps.push(`DELETE FROM _pgsqlite_domain_check WHERE contypid = ${t.oid}`, `DELETE FROM _pgsqlite_description WHERE objoid = ${t.oid} AND classoid = ${CatalogClassOid.pg_type}`, `DELETE FROM _pgsqlite_type WHERE oid = ${t.oid}`);
  }
  return steps;
}
