import { PgError } from '@pgsqlite/errors';
import type { FormatSettings } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { leafValue, rawArg, rawFlat } from './array-tree.js';
import { buildArray, buildObject } from './json-build.js';

/**
 * json(b)_build_array / json(b)_build_object called with `VARIADIC array`: the array's elements, in
 * row-major order whatever its dimensions, are the arguments (extract_variadic_args). A NULL array
 * gives NULL; an object needs an even number of elements.
 */
export function buildVariadic(jsonb: boolean, object: boolean, arr: SqlValue, elemOid: number, settings: FormatSettings): string | null {
  const tree = rawArg(arr);
  if (tree === null) return null;
  const values = rawFlat(tree).map(leafValue);
  const fn = `${jsonb ? 'jsonb' : 'json'}_build_object`;
  if (object && values.length % 2 !== 0) {
    throw new PgError('invalid_parameter_value', 'argument list must have even number of elements', {
      hint: `The arguments of ${fn}() must consist of alternating keys and values.`,
    });
  }
  const args = values.flatMap((v) => [v, elemOid]);
  return object ? buildObject(args, settings, jsonb) : buildArray(args, settings, jsonb);
}

/** pg_json_build_variadic(jsonb, object, array, element type OID). */
export function registerJsonBuildVariadic(host: RuntimeHost, settings: () => FormatSettings): void {
  host.defineFunction({
    name: 'pg_json_build_variadic',
    arity: 4,
    deterministic: true,
    call: (jsonb, object, arr, elem) => buildVariadic(Number(jsonb) === 1, Number(object) === 1, arr, Number(elem), settings()),
  });
}
