import { PgError } from '@pgsqlite/errors';
import { hstoreText, parseHstore } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from '../host.js';
import * as op from './hstore-ops.js';
import { hstoreToJson } from './hstore-json.js';
import { fromRecord } from './hstore-record.js';

type Strict = (...args: string[]) => SqlValue | boolean;

const bool = (v: SqlValue | boolean): SqlValue => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

/** A strict function of text arguments (NULL in, NULL out), booleans as 1 / 0. */
function strict(host: RuntimeHost, name: string, arity: number, fn: Strict): void {
  host.defineFunction({
    name,
    arity,
    deterministic: true,
    call: (...args) => (args.some((a) => a === null) ? null : bool(fn(...args.map((a) => String(a))))),
  });
}

/**
 * hstore's runtime (pg_hstore_*): the translator calls these for hstore's operators and
 * functions (translate analyze/hstore-*.ts). hstores are their stored canonical text.
 */
export function registerHstore(host: RuntimeHost): void {
  strict(host, 'pg_hstore_in', 1, (t) => hstoreText(parseHstore(t)));
  strict(host, 'pg_hstore_fetch', 2, op.fetchVal);
  strict(host, 'pg_hstore_fetch_array', 2, op.fetchArray);
  strict(host, 'pg_hstore_exists', 2, op.exists);
  strict(host, 'pg_hstore_defined', 2, op.defined);
  strict(host, 'pg_hstore_exists_any', 2, op.existsAny);
  strict(host, 'pg_hstore_exists_all', 2, op.existsAll);
  strict(host, 'pg_hstore_contains', 2, op.contains);
  strict(host, 'pg_hstore_concat', 2, op.concat);
  strict(host, 'pg_hstore_delete', 2, op.deleteKey);
  strict(host, 'pg_hstore_delete_array', 2, op.deleteKeys);
  strict(host, 'pg_hstore_delete_hstore', 2, op.deletePairs);
  strict(host, 'pg_hstore_slice', 2, op.slice);
  strict(host, 'pg_hstore_akeys', 1, op.akeys);
  strict(host, 'pg_hstore_avals', 1, op.avals);
  strict(host, 'pg_hstore_to_array', 1, op.toArray);
  strict(host, 'pg_hstore_to_matrix', 1, op.toMatrix);
  strict(host, 'pg_hstore_from_array', 1, op.fromArray);
  strict(host, 'pg_hstore_sortkey', 1, op.sortKey);
  strict(host, 'pg_hstore_to_json', 3, (h, jsonb, loose) => hstoreToJson(h, jsonb === '1', loose === '1'));
  host.defineFunction({
    name: 'pg_hstore_from_pair',
    arity: 2,
    deterministic: true,
    call: (k, v) => (k === null ? null : op.fromPair(String(k), v === null ? null : String(v))),
  });
  host.defineFunction({
    name: 'pg_hstore_assign',
    arity: 3,
    deterministic: true,
    call: (h, k, v) => {
      if (k === null) throw new PgError('null_value_not_allowed', 'hstore subscript in assignment must not be null');
      const one = op.fromPair(String(k), v === null ? null : String(v));
      return h === null ? one : op.concat(String(h), one);
    },
  });
  host.defineFunction({
    name: 'pg_hstore_from_record',
    arity: 2,
    deterministic: true,
    call: (r, names) => fromRecord(r === null ? null : String(r), JSON.parse(String(names)) as string[]),
  });
  host.defineFunction({
    name: 'pg_hstore_from_arrays',
    arity: 2,
    deterministic: true,
    call: (k, v) => (k === null ? null : op.fromArrays(String(k), v === null ? null : String(v))),
  });
}
