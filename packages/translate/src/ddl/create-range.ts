import { BUMP_CATALOG_VERSION_SQL, domainBase, findUserType, multirangeNameFor, rangeSubtypeSupported, typeByName, userTypeByOid, type UserTypeDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, names, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { resolveTypeName } from '../analyze/expr.js';
import { typeName } from '../analyze/types.js';
import type { DdlPlan } from '../plan.js';
import { bumpOids, newTypeName, oidAt, typeRow } from './create-type.js';
import { quoteString } from '../sql/quote.js';

/**
 * CREATE TYPE name AS RANGE (subtype = t [, subtype_diff = f] [, collation = c] …). The range keeps
 * its subtype (typbasetype of _pgsqlite_type) and gets its array type; without a canonical function
 * it is continuous, as in PostgreSQL. Its multirange type (name_multirange, or the name with
 * range → multirange, or multirange_type_name) is made with it. A canonical function (a C
 * function in PostgreSQL) is 0A000.
 */
export function planCreateRange(ctx: PlanCtx, f: Fields): DdlPlan {
  const { schema, name } = newTypeName(ctx, f['typeName'] as AstNode[]);
  let subtype: number | undefined;
  let multirangeName: string | undefined;
  for (const node of (f['params'] as AstNode[] | undefined) ?? []) {
    const d = fieldsOf(node);
    const key = String(d['defname'] ?? '').toLowerCase();
    const loc = d['location'] as number | undefined;
    switch (key) {
      case 'subtype': {
        const t = fieldsOf(d['arg'] as AstNode);
        subtype = resolveTypeName(ctx, t).oid;
        break;
      }
      case 'subtype_diff':
      case 'subtype_opclass':
      case 'collation':
        break;
      case 'multirange_type_name': {
        const parts = names(fieldsOf(d['arg'] as AstNode)['names']);
        multirangeName = parts.at(-1) ?? strVal(d['arg'] as AstNode);
        if (typeByName(multirangeName) !== undefined && (parts[0] === 'pg_catalog' || schema === 'pg_catalog')) throw ctx.error('duplicate_object', `type "${multirangeName}" already exists`);
        if (parts.length > 1 && parts[0] !== schema) throw ctx.error('feature_not_supported', 'a multirange type in another schema than its range is not supported by pgsqlite', loc);
        break;
      }
      case 'canonical':
        throw ctx.error('feature_not_supported', `range canonical functions (canonical = ${names(fieldsOf(d['arg'] as AstNode)['names']).join('.') || '…'}) are not supported by pgsqlite`, loc);
      default:
        throw ctx.error('syntax_error', `type attribute "${key}" not recognized`, loc);
    }
  }
  if (subtype === undefined) throw ctx.error('invalid_object_definition', 'type attribute "subtype" is required');
  const mrName = multirangeName ?? multirangeNameFor(name);
  if (typeTaken(ctx, schema, mrName)) {
    throw ctx.error('duplicate_object', `type "${mrName}" already exists`, undefined, multirangeName !== undefined ? {} : {
      detail: `Failed while creating a multirange type for type "${name}".`,
      hint: 'You can manually specify a multirange type name using the "multirange_type_name" attribute.',
    });
  }
  if (!rangeSubtypeSupported(domainBase(ctx.catalog, subtype).oid)) throw ctx.error('feature_not_supported', `range types over ${typeName(subtype)} are not supported by pgsqlite`);
  const steps = [typeRow(schema, name, 'r', subtype), multirangeRow(schema, mrName), bumpOids(4), BUMP_CATALOG_VERSION_SQL];
  return { kind: 'ddl', steps, tag: 'CREATE TYPE', notices: [] };
}

/** The multirange's _pgsqlite_type row: OIDs +2 (type) and +3 (array), its range at +0. */
function multirangeRow(schema: string, name: string): string {
  return `INSERT INTO _pgsqlite_type (oid, nspname, typname, typtype, typarray, typbasetype, typtypmod, typnotnull, typdefault) VALUES (${oidAt(2)}, ${quoteString(schema)}, ${quoteString(name)}, 'm', ${oidAt(3)}, ${oidAt(0)}, -1, 0, NULL)`;
}

/** DROP TYPE of a multirange: 2BP01, its range requires it (drop the range instead). */
export function multirangeDropCheck(ctx: PlanCtx, t: UserTypeDef): void {
  if (t.kind !== 'm') return;
  const range = userTypeByOid(ctx.catalog, t.baseOid)?.name ?? String(t.baseOid);
  throw ctx.error('dependent_objects_still_exist', `cannot drop type ${t.name} because type ${range} requires it`, undefined, { hint: `You can drop type ${range} instead.` });
}

/** A type or relation of this name exists in the schema. */
function typeTaken(ctx: PlanCtx, schema: string, name: string): boolean {
  if (findUserType(ctx.catalog, name, schema, []) !== undefined) return true;
  return [...ctx.catalog.relations()].some((r) => r.schema === schema && r.name === name && r.kind !== 'i' && r.kind !== 'S');
}
