import { CatalogClassOid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, names, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { CatalogWriter } from './catalog-steps.js';
import { resolveTypeName } from '../analyze/expr.js';
import { typeName } from '../analyze/types.js';
import { findRoutine } from './drop-function.js';
import { requireAggregate } from './create-aggregate.js';
import { sqlConstruct } from '../errors/construct-names.js';

const REL_KINDS: Record<string, { kind: string; word: string }> = {
  OBJECT_TABLE: { kind: 'r', word: 'relation' },
  OBJECT_VIEW: { kind: 'v', word: 'relation' },
  OBJECT_INDEX: { kind: 'i', word: 'relation' },
  OBJECT_SEQUENCE: { kind: 'S', word: 'relation' },
  OBJECT_MATVIEW: { kind: 'm', word: 'relation' },
};

/** COMMENT ON TABLE | VIEW | INDEX | SEQUENCE | COLUMN | SCHEMA | CONSTRAINT | TRIGGER … IS 'text' | NULL */
export function planComment(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const type = String(stmt['objtype']);
  const text = stmt['comment'] === undefined || stmt['comment'] === null ? null : String(stmt['comment']);
  const w = new CatalogWriter();
  const obj = stmt['object'] as AstNode;
  const parts = (): string[] => names((fieldsOf(obj)['items'] as AstNode[] | undefined) ?? []);
  const relation = (p: string[], kind?: string) => {
    const name = p[p.length - 1] ?? '';
    const schema = p.length > 1 ? p[p.length - 2] : undefined;
    const rel = ctx.catalog.findRelation(name, schema, ctx.searchPath);
    if (!rel || (kind && rel.kind !== kind && !(kind === 'r' && rel.kind === 'v'))) throw ctx.error('undefined_table', `relation "${p.join('.')}" does not exist`);
    return rel;
  };
  if (REL_KINDS[type]) {
    const rel = relation(parts(), REL_KINDS[type]?.kind);
    w.description(String(rel.oid), CatalogClassOid.pg_class, 0, text);
  } else if (type === 'OBJECT_COLUMN') {
    const p = parts();
    const col = p[p.length - 1] ?? '';
    const rel = relation(p.slice(0, -1));
    const c = rel.columns.find((x) => x.name === col);
    if (!c) throw ctx.error('undefined_column', `column "${col}" of relation "${rel.name}" does not exist`);
    w.description(String(rel.oid), CatalogClassOid.pg_class, c.attnum, text);
  } else if (type === 'OBJECT_SCHEMA') {
    const name = strVal(obj);
    const ns = ctx.catalog.namespaces().find((n) => n.name === name);
    if (!ns) throw ctx.error('invalid_schema_name', `schema "${name}" does not exist`);
    w.description(String(ns.oid), CatalogClassOid.pg_namespace, 0, text);
  } else if (type === 'OBJECT_TABCONSTRAINT') {
    const p = parts();
    const con = p[p.length - 1] ?? '';
    const rel = relation(p.slice(0, -1));
    const c = ctx.catalog.constraintsOf(rel.oid).find((x) => x.name === con);
    if (!c) throw ctx.error('undefined_object', `constraint "${con}" for table "${rel.name}" does not exist`);
    w.description(String(c.oid), CatalogClassOid.pg_constraint, 0, text);
  } else if (type === 'OBJECT_TYPE' || type === 'OBJECT_DOMAIN') {
    const t = commentedType(ctx, fieldsOf(obj), type === 'OBJECT_DOMAIN');
    w.description(String(t), CatalogClassOid.pg_type, 0, text);
  } else if (type === 'OBJECT_FUNCTION' || type === 'OBJECT_PROCEDURE' || type === 'OBJECT_ROUTINE') {
    const fn = findRoutine(ctx, fieldsOf(obj), type);
    w.description(String(fn.oid), CatalogClassOid.pg_proc, 0, text);
  } else if (type === 'OBJECT_TRIGGER') {
    // COMMENT ON TRIGGER name ON table: the trigger of that table (get_object_address_relobject).
    const p = parts();
    const name = p[p.length - 1] ?? '';
    const rel = relation(p.slice(0, -1));
    const t = (ctx.catalog.triggers?.() ?? []).find((x) => x.relOid === rel.oid && x.name === name);
    if (t === undefined) throw ctx.error('undefined_object', `trigger "${name}" for table "${rel.name}" does not exist`);
    w.description(String(t.oid), CatalogClassOid.pg_trigger, 0, text);
  } else if (type === 'OBJECT_AGGREGATE') {
    w.description(String(requireAggregate(ctx, fieldsOf(obj)).oid), CatalogClassOid.pg_proc, 0, text);
  } else {
    throw ctx.error('feature_not_supported', `COMMENT ON ${sqlConstruct(String(type))} is not supported by pgsqlite yet`);
  }
  return { kind: 'ddl', steps: w.finish(), tag: 'COMMENT', notices: [] };
}

/** The OID of the type COMMENT ON TYPE | DOMAIN names; a non-domain under DOMAIN is 42809 as in PostgreSQL. */
function commentedType(ctx: PlanCtx, typeNameNode: Fields, domain: boolean): number {
  const oid = resolveTypeName(ctx, typeNameNode).oid;
  if (domain && !ctx.catalog.userTypes?.().some((t) => t.oid === oid && t.kind === 'd')) {
    throw ctx.error('wrong_object_type', `"${typeName(oid)}" is not a domain`);
  }
  return oid;
}
