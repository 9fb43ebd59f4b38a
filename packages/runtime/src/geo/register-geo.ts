import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from '../host.js';
import { type GeoFn, decode, encode } from './geo-kinds.js';
import { POINT_FUNCTIONS } from './geo-fn-points.js';
import { SHAPE_FUNCTIONS } from './geo-fn-shapes.js';
import { PATH_FUNCTIONS } from './geo-fn-paths.js';

/** Every geometric function, by the C name pg_proc.prosrc gives it. */
export const GEO_FUNCTIONS: Readonly<Record<string, GeoFn>> = { ...POINT_FUNCTIONS, ...SHAPE_FUNCTIONS, ...PATH_FUNCTIONS };

/** Whether the runtime implements the geometric C function `prosrc`. */
export function hasGeoFunction(prosrc: string): boolean {
  return Object.hasOwn(GEO_FUNCTIONS, prosrc);
}

/** `pg_geo('<prosrc>', args…)`: strict (NULL in, NULL out), arguments decoded from their stored text. */
function callGeo(name: SqlValue, ...args: SqlValue[]): SqlValue {
  const f = GEO_FUNCTIONS[String(name)];
  if (f === undefined) throw new PgError('feature_not_supported', `function ${String(name)} is not supported by pgsqlite`);
  if (args.some((a) => a === null)) return null;
  const values = f.args.map((k, i) => decode(k, args[i] as SqlValue));
  return encode(f.ret, f.fn(...values));
}

/** Registers pg_geo on a connection. */
export function registerGeoFunctions(host: RuntimeHost): void {
  host.defineFunction({ name: 'pg_geo', arity: -1, deterministic: true, call: callGeo });
}
