import type { Expr } from '../expr-types.js';
import type { ExprEnv } from '../expr.js';
import type { ScalarImpl } from '../scalar-functions.js';
import { builtinFunctions } from '../../catalog-views/builtin-lookup.js';
import { geoFunctions } from './geo-catalog.js';
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

const NAMES = [
  'area', 'center', 'diameter', 'height', 'width', 'length', 'npoints', 'isclosed', 'isopen', 'pclose', 'popen',
  'radius', 'slope', 'lseg', 'line', 'box', 'circle', 'point', 'polygon', 'path', 'bound_box', 'diagonal',
  'isvertical', 'ishorizontal', 'isparallel', 'isperp', 'circle_center', 'on_pb', 'on_pl', 'on_ps', 'on_sb', 'on_sl',
  'on_ppath', 'close_pb', 'close_pl', 'close_ps', 'close_sb', 'close_ls', 'close_lseg', 'inter_sb', 'inter_sl', 'inter_lb',
  'dist_pb', 'dist_bp', 'dist_pl', 'dist_lp', 'dist_ps', 'dist_sp', 'dist_sl', 'dist_ls', 'dist_sb', 'dist_bs', 'dist_pc',
  'dist_cpoint', 'dist_ppath', 'dist_pathp', 'dist_ppoly', 'dist_polyp', 'dist_cpoly', 'dist_polyc', 'path_contain_pt',
];

/** The allowlist with the geometric functions added in front of same-named ones. */
export function geoFunctionTable(base: Record<string, ScalarImpl>): Record<string, ScalarImpl> {
  const out: Record<string, ScalarImpl> = {};
  for (const name of NAMES) if (geoFunctions(name).length > 0) out[name] = geoImpl(name, base[name]);
  return out;
}
