import { findRowType, findUserType, typeByName } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import { quoteString } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { CatalogWriter } from './catalog-steps.js';
import { defaultSchema } from './names.js';
import { pgQuoteIdent } from './pg-ident.js';
import { arrayElement, renameTypeInText, storedExpressionSteps, typeNameTaken } from './rename-type.js';
import { checkSetNamespace } from './set-schema.js';
import { typeLabel } from './type-label.js';

/** The type (enum, domain, composite) ALTER TYPE | DOMAIN … SET SCHEMA names, as its OID, schema, name and where it is kept. */
interface MovedType {
  oid: number;
  schema: string;
  name: string;
  /** the composite's pg_class row, else undefined (enums and domains are _pgsqlite_type rows) */
  relOid?: number;
  /** a table's or view's row type (refused once the schemas are checked): its label */
  rowOf?: string;
}

/**
 * ALTER TYPE | ALTER DOMAIN name SET SCHEMA s (AlterTypeNamespace) of an enum, a domain or a
 * composite type: the type moves with its array type (and a domain with its constraints); columns
 * refer to it by OID and follow. The expressions pgsqlite keeps as text (defaults, CHECKs, index
 * keys, domain defaults, view queries) name it qualified anew, as PostgreSQL prints them once the
 * search path no longer finds it. Undefined for other objects.
 */
export function planTypeSetSchema(ctx: PlanCtx, f: Fields): DdlPlan | undefined {
  const kind = String(f['objectType']);
  if (kind !== 'OBJECT_TYPE' && kind !== 'OBJECT_DOMAIN') return undefined;
  const tag = kind === 'OBJECT_DOMAIN' ? 'ALTER DOMAIN' : 'ALTER TYPE';
  const names = (((f['object'] as Fields | undefined)?.['List'] as Fields | undefined)?.['items'] as AstNode[] | undefined)?.map((n) => String((fieldsOf(n) as Fields)['sval'])) ?? [];
  const t = movedType(ctx, names, kind === 'OBJECT_DOMAIN');
  const schema = String(f['newschema']);
  checkSetNamespace(ctx, t.schema, schema, tag.slice('ALTER '.length));
  if (schema === t.schema) return { kind: 'ddl', steps: [], tag, notices: [] };
  if (typeNameTaken(ctx, schema, t.name)) throw ctx.error('duplicate_object', `type "${t.name}" already exists in schema "${schema}"`);
  if (t.rowOf !== undefined) throw ctx.error('wrong_object_type', `${t.rowOf} is a table's row type`, undefined, { hint: 'Use ALTER TABLE instead.' });
  const w = new CatalogWriter();
  if (t.relOid !== undefined) {
    if (ctx.catalog.findRelation(t.name, schema, [schema])) throw ctx.error('duplicate_table', `relation "${t.name}" already exists in schema "${schema}"`);
    w.add(`UPDATE _pgsqlite_class SET nspname = ${quoteString(schema)} WHERE oid = ${t.relOid}`);
  } else {
    w.add(`UPDATE _pgsqlite_type SET nspname = ${quoteString(schema)} WHERE oid = ${t.oid}`);
  }
  const printed = schema === defaultSchema(ctx) ? pgQuoteIdent(t.name) : `${pgQuoteIdent(schema)}.${pgQuoteIdent(t.name)}`;
  const edit = (text: string): string => renameTypeInText(text, t.schema, t.name, t.name, printed);
  w.add(...storedExpressionSteps(ctx, t.name, edit, () => false));
  // a view's query as pg_get_viewdef printed it: its casts name the type as the expressions' do
  for (const view of ctx.catalog.relations()) {
    const text = view.viewDefinition;
    if (text === undefined || !text.includes(t.name)) continue;
    const moved = edit(text);
    if (moved !== text) w.add(`UPDATE _pgsqlite_view SET definition = ${quoteString(moved)} WHERE oid = ${view.oid}`);
  }
  return { kind: 'ddl', steps: w.finish(), tag, notices: [] };
}

/** The enum, domain or composite type `names` names, with PostgreSQL's errors for anything else. */
function movedType(ctx: PlanCtx, names: readonly string[], asDomain: boolean): MovedType {
  const name = names[names.length - 1] ?? '';
  const given = names.length > 1 ? names[names.length - 2] : undefined;
  const label = (oid: number): string => typeLabel(ctx.catalog, ctx.searchPath, oid, -1);
  const user = findUserType(ctx.catalog, name, given, ctx.searchPath);
  if (user !== undefined) {
    if (asDomain && user.kind !== 'd') throw ctx.error('wrong_object_type', `${label(user.oid)} is not a domain`);
    if (user.kind !== 'e' && user.kind !== 'd') throw ctx.error('feature_not_supported', `ALTER TYPE … SET SCHEMA of a ${user.kind === 'b' ? 'base' : 'range'} type is not supported by pgsqlite`);
    return user;
  }
  const row = findRowType(ctx.catalog, name, given, ctx.searchPath);
  if (row !== undefined) {
    if (asDomain) throw ctx.error('wrong_object_type', `${label(row.oid)} is not a domain`);
    const composite = ctx.catalog.relationByOid(row.relOid)?.kind === 'c';
    return { oid: row.oid, schema: row.schema, name: row.name, relOid: row.relOid, ...(composite ? {} : { rowOf: label(row.oid) }) };
  }
  const elem = arrayElement(ctx, name, given);
  if (elem !== undefined) {
    throw ctx.error('wrong_object_type', `cannot alter array type ${label(elem.oid)}[]`, undefined, { hint: `You can alter type ${label(elem.oid)}, which will alter the array type as well.` });
  }
  if (given === undefined && typeByName(name) !== undefined) throw ctx.error('feature_not_supported', `moving the built-in type ${name} to another schema is not supported by pgsqlite`);
  throw ctx.error('undefined_object', `type "${names.join('.')}" does not exist`);
}
