import { type Catalog, rowTypeByOid, rowTypesOf, typeByOid, userTypeByOid, userTypesOf } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../../parse/ast.js';
import type { PlanCtx } from '../../analyze/context.js';
import { resolveTypeName } from '../../analyze/expr.js';
import { typeLabel } from '../type-label.js';

/** format_type of a cast's target as the reader's catalog and search path name it (`character varying(20)`, `mood`). */
export function castTypeText(ctx: PlanCtx): (typeName: Fields) => string {
  return (typeName) => {
    const { oid, typmod } = resolveTypeName(ctx, typeName);
    // format_type quotes bit, whose bare name means bit(1)
    return oid === 1560 && typmod < 0 ? '"bit"' : typeLabel(ctx.catalog, ctx.searchPath, oid, typmod);
  };
}

/** A TypeName node for type `oid` (built-in, or a user type of the catalog, or an array of one); undefined when unknown. */
export function typeNameNode(catalog: Catalog, oid: number): Fields | undefined {
  const str = (s: string): AstNode => ({ String: { sval: s } });
  const builtin = typeByOid(oid);
  if (builtin !== undefined) {
    const elem = builtin.elemOid !== 0 ? typeByOid(builtin.elemOid) : undefined;
    return elem ? { names: [str('pg_catalog'), str(elem.name)], typemod: -1, arrayBounds: [{ Integer: { ival: -1 } }] } : { names: [str('pg_catalog'), str(builtin.name)], typemod: -1 };
  }
  const own = userTypeByOid(catalog, oid) ?? rowTypeByOid(catalog, oid);
  if (own !== undefined) return { names: [str(own.schema), str(own.name)], typemod: -1 };
  const elem = userTypesOf(catalog).find((t) => t.arrayOid === oid) ?? rowTypesOf(catalog).find((t) => t.arrayOid === oid);
  return elem ? { names: [str(elem.schema), str(elem.name)], typemod: -1, arrayBounds: [{ Integer: { ival: -1 } }] } : undefined;
}
