import type { Expr } from '../expr-types.js';
import type { ExprEnv } from '../expr.js';
import type { ScalarImpl } from '../scalar-functions.js';
import { builtinFunctions } from '../../catalog-views/builtin-lookup.js';
import { coerce } from '../coerce.js';
import { isString } from '../types.js';
import { TS_TYPE, isTsType, tsFunctionNames, tsFunctions } from './ts-catalog.js';
import { pickTs, tsCall, tsSignatureText } from './ts-resolve.js';

/**
 * The text search functions of pg_proc (to_tsvector, to_tsquery, ts_rank, ts_headline, setweight,
 * length(tsvector) …). A name other types also have (length) takes the text search candidates
 * when one fits the arguments, and the existing implementation otherwise.
 */

function tsImpl(name: string, fallback: ScalarImpl | undefined): ScalarImpl {
  // whether every pg_proc entry of the name is a text search one: looked up on the first call
  let onlyTs: boolean | undefined;
  return (args: Expr[], env: ExprEnv, location?: number) => {
    const only = (onlyTs ??= builtinFunctions(name).length === tsFunctions(name).length);
    // a name other types share (length) takes the text search candidates only for a text search argument
    if (!only && fallback && !args.some((a) => isTsType(a.type))) return fallback(args, env, location);
    const cands = tsFunctions(name).filter((c) => !c.retset);
    const pick = pickTs(cands, args.map((a) => a.type));
    if (pick === 'ambiguous') {
      throw env.scope.ctx.error('ambiguous_function', `function ${name}(${tsSignatureText(args)}) is not unique`, location, {
        hint: 'Could not choose a best candidate function. You might need to add explicit type casts.',
      });
    }
    if (pick === undefined) {
      if (fallback) return fallback(args, env, location);
      if (only) {
        throw env.scope.ctx.error('undefined_function', `function ${name}(${tsSignatureText(args)}) does not exist`, location, {
          hint: 'No function matches the given name and argument types. You might need to add explicit type casts.',
        });
      }
      return undefined;
    }
    return tsCall(env.scope.ctx, pick, args, name);
  };
}

/**
 * `tsquery('a & b')`: a type name called with one string argument is a cast, as PostgreSQL's
 * func_get_detail treats it when no function of that name exists.
 */
function typeAsFunction(name: string, oid: number, fallback: ScalarImpl | undefined): ScalarImpl {
  return (args: Expr[], env: ExprEnv, location?: number) => {
    const a = args[0];
    if (args.length === 1 && a !== undefined && isString(a.type)) return { ...coerce(env.scope.ctx, a, oid, -1, 'explicit', location), name };
    if (fallback) return fallback(args, env, location);
    throw env.scope.ctx.error('undefined_function', `function ${name}(${tsSignatureText(args)}) does not exist`, location, {
      hint: 'No function matches the given name and argument types. You might need to add explicit type casts.',
    });
  };
}

/** The allowlist with the text search functions added in front of same-named ones. */
export function tsFunctionTable(base: Record<string, ScalarImpl>): Record<string, ScalarImpl> {
  const out: Record<string, ScalarImpl> = {};
  for (const name of tsFunctionNames()) out[name] = tsImpl(name, base[name]);
  for (const [name, oid] of Object.entries(TS_TYPE)) out[name] = typeAsFunction(name, oid, base[name]);
  return out;
}
