import { SCALARS } from '../../packages/translate/src/analyze/scalar-functions.js';
import type { PipelineClient } from './pipeline-client.js';
import { TYPES } from './types.js';

/** A function or operator the generator may call: argument types and result type by OID. */
export interface Signature {
  readonly kind: 'fn' | 'op';
  readonly name: string;
  readonly args: readonly number[];
  readonly result: number;
}

/** Results that differ between two servers run at the same moment, or that read the server itself. */
const NOT_DETERMINISTIC = new Set([
  'now', 'transaction_timestamp', 'statement_timestamp', 'clock_timestamp', 'timeofday', 'random', 'setseed',
  'gen_random_uuid', 'uuid_generate_v4', 'uuid_generate_v1', 'uuid_generate_v1mc', 'version', 'current_database',
  'current_schema', 'current_schemas', 'pg_backend_pid', 'pg_postmaster_start_time', 'current_user', 'session_user',
  'nextval', 'currval', 'setval', 'lastval', 'age', 'pg_typeof', 'format_type', 'pg_get_userbyid',
  'current_query', 'inet_client_addr', 'inet_client_port', 'inet_server_addr', 'inet_server_port', 'pg_conf_load_time',
]);

/** Catalog introspection (pg_get_*, has_*_privilege, obj_description …) answers about objects, not values. */
function readsCatalog(name: string): boolean {
  return /^(pg_|has_|obj_|col_|shobj_|to_reg)/.test(name);
}

/**
 * What the generator may call, asked from the two servers instead of listed by hand: PostgreSQL's
 * catalog (pg_proc, pg_operator, pg_cast) gives every immutable or stable signature over the
 * fuzzed types; functions are kept when the translator's allowlist (SCALARS) has their name, so
 * the fuzzer probes what pgsqlite claims to support. Operators are all kept: an operator pgsqlite
 * lacks is a difference to record (its 42883 or 0A000 against PostgreSQL's answer).
 */
export async function loadSignatures(oracle: PipelineClient): Promise<{ calls: Signature[]; casts: [number, number][] }> {
  const types = `ARRAY[${TYPES.map((t) => t.oid).join(',')}]::oid[]`;
  const [fns, ops, casts] = await oracle.run([
    `SELECT p.proname, array_to_string(p.proargtypes::oid[], ','), p.prorettype FROM pg_proc p
      WHERE p.pronamespace = 'pg_catalog'::regnamespace AND p.prokind = 'f' AND NOT p.proretset
        AND p.provolatile IN ('i', 's') AND p.provariadic = 0 AND p.pronargs <= 4
        AND p.prorettype = ANY(${types}) AND p.proargtypes::oid[] <@ ${types}
      ORDER BY 1, 2, 3`,
    `SELECT o.oprname, o.oprleft, o.oprright, o.oprresult FROM pg_operator o JOIN pg_proc p ON p.oid = o.oprcode
      WHERE p.provolatile IN ('i', 's') AND o.oprresult = ANY(${types})
        AND (o.oprleft = 0 OR o.oprleft = ANY(${types})) AND o.oprright = ANY(${types})
      ORDER BY 1, 2, 3, 4`,
    `SELECT castsource, casttarget FROM pg_cast
      WHERE castsource = ANY(${types}) AND casttarget = ANY(${types}) AND castsource <> casttarget ORDER BY 1, 2`,
  ]);
  const rows = (a: (typeof fns)): (string | null)[][] => {
    if (a === undefined || a.kind !== 'rows') throw new Error(`catalog query failed: ${a?.kind === 'error' ? a.message : ''}`);
    return a.rows.map((r) => [...r]);
  };
  const calls: Signature[] = [];
  for (const [name, args, result] of rows(fns)) {
    if (name === null || name === undefined || NOT_DETERMINISTIC.has(name) || SCALARS[name] === undefined || readsCatalog(name)) continue;
    calls.push({ kind: 'fn', name, args: args === null || args === undefined || args === '' ? [] : args.split(',').map(Number), result: Number(result) });
  }
  for (const [name, left, right, result] of rows(ops)) {
    if (name === null || name === undefined) continue;
    calls.push({ kind: 'op', name, args: Number(left) === 0 ? [Number(right)] : [Number(left), Number(right)], result: Number(result) });
  }
  const castPairs: [number, number][] = rows(casts).map(([s, t]) => [Number(s), Number(t)]);
  // Every type converts to and from text through its I/O functions.
  for (const t of TYPES) if (t.oid !== 25) castPairs.push([t.oid, 25], [25, t.oid]);
  return { calls, casts: castPairs };
}
