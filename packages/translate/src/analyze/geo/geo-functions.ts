import type { Expr } from '../expr-types.js';
import type { ExprEnv } from '../expr.js';
import type { ScalarImpl } from '../scalar-functions.js';
import { builtinFunctions } from '../../catalog-views/builtin-lookup.js';
import { geoFunctionNames, geoFunctions } from './geo-catalog.js';
import { anyGeo, geoCall, pickGeo, signature } from './geo-resolve.js';

/**
 * The geometric functions of pg_proc (area, center, point, box, circle, polygon, path, lseg, line,
 * bound_box, diagonal, npoints, isclosed, pclose, length …). A name other types also have
 * (length, point's float8 constructor beside …) takes the geometric candidates only when an
 * argument is geometric, or when every function of that name is geometric.
 */

function onlyGeo(name: string): boolean {
  return builtinFunctions(name).length === geoFunctions(name).length;
}

function geoImpl(name: string, fallback: ScalarImpl | undefined): ScalarImpl {
  return (args: Expr[], env: ExprEnv, location?: number) => {
    if (!anyGeo(args) && !onlyGeo(name) && fallback) return fallback(args, env, location);
    const pick = pickGeo(geoFunctions(name), args.map((a) => a.type));
    if (pick === 'ambiguous') {
      throw env.scope.ctx.error('ambiguous_function', `function ${name}(${signature(args)}) is not unique`, location, {
        hint: 'Could not choose a best candidate function. You might need to add explicit type casts.',
      });
    }
    if (pick === undefined) return fallback?.(args, env, location);
    return geoCall(env.scope.ctx, pick, args, name);
  };
}


/** The allowlist with the geometric functions added in front of same-named ones. */
export function geoFunctionTable(base: Record<string, ScalarImpl>): Record<string, ScalarImpl> {
  const out: Record<string, ScalarImpl> = {};
  for (const name of geoFunctionNames()) out[name] = geoImpl(name, base[name]);
  return out;
}
