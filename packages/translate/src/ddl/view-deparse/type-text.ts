import type { Fields } from '../../parse/ast.js';
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
