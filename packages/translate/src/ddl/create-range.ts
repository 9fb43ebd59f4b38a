import { BUMP_CATALOG_VERSION_SQL, rangeSubtypeSupported } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, names } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { resolveTypeName } from '../analyze/expr.js';
import { typeName } from '../analyze/types.js';
import type { DdlPlan } from '../plan.js';
import { bumpOids, newTypeName, typeRow } from './create-type.js';

/**
 * CREATE TYPE name AS RANGE (subtype = t [, subtype_diff = f] [, collation = c] …). The range keeps
 * its subtype (typbasetype of _pgsqlite_type) and gets its array type; without a canonical function
 * it is continuous, as in PostgreSQL. A canonical function (a C function in PostgreSQL) and a
 * multirange type are not made: canonical is 0A000, and the multirange is not created.
 */
export function planCreateRange(ctx: PlanCtx, f: Fields): DdlPlan {
  const { schema, name } = newTypeName(ctx, f['typeName'] as AstNode[]);
  let subtype: number | undefined;
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
      case 'multirange_type_name':
        break;
      case 'canonical':
        throw ctx.error('feature_not_supported', `range canonical functions (canonical = ${names(fieldsOf(d['arg'] as AstNode)['names']).join('.') || '…'}) are not supported by pgsqlite`, loc);
      default:
        throw ctx.error('syntax_error', `type attribute "${key}" not recognized`, loc);
    }
  }
  if (subtype === undefined) throw ctx.error('invalid_object_definition', 'type attribute "subtype" is required');
  if (!rangeSubtypeSupported(subtype)) throw ctx.error('feature_not_supported', `range types over ${typeName(subtype)} are not supported by pgsqlite`);
  const steps = [typeRow(schema, name, 'r', subtype), bumpOids(2), BUMP_CATALOG_VERSION_SQL];
  return { kind: 'ddl', steps, tag: 'CREATE TYPE', notices: [] };
}
