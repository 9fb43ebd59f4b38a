import { decodeStoredArray, defaultFormatSettings, formatType, storedArrayParts, typeByOid } from '@pgsqlite/catalog';
import { arrayCat } from './fn-arrays-md.js';
import type { RuntimeHost, SqlValue } from './host.js';
import { sizeBytes } from './size-bytes.js';
import { pgQuoteIdent } from '@pgsqlite/catalog';

function sizePretty(v: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB', 'PB'];
  let size = v;
  let unit = 0;
  // PostgreSQL switches unit when the value reaches 10 × 1024 of the smaller one, rounding half up.
  while (Math.abs(size) >= 10 * 1024 - 0.5 && unit < units.length - 1) {
    size = Math.round(size / 1024);
    unit++;
  }
  return `${size} ${units[unit]}`;
}

type Nested = ReturnType<typeof decodeStoredArray>;

function flatten(n: Nested, out: Nested[number][] = []): Nested[number][] {
  for (const x of n) if (Array.isArray(x)) flatten(x, out); else out.push(x);
  return out;
}

function arrayToString(arr: SqlValue, elemOid: SqlValue, sep: SqlValue, nul: SqlValue): SqlValue {
  if (arr === null || sep === null) return null;
  const elem = typeByOid(Number(elemOid));
  if (!elem || arr instanceof Uint8Array) return null;
  const parts: string[] = [];
  for (const v of flatten(decodeStoredArray(arr, elem))) {
    if (v === null || Array.isArray(v)) {
      if (nul !== null) parts.push(String(nul));
    } else parts.push(elem.toText(v, -1, defaultFormatSettings));
  }
  return parts.join(String(sep));
}

/** mode 0: lower bound, 1: upper bound, 2: length of dimension `dim`, 3: cardinality. */
function arrayBound(arr: SqlValue, dim: SqlValue, mode: SqlValue): SqlValue {
  if (arr === null || dim === null || arr instanceof Uint8Array) return null;
  const { lbs, body } = storedArrayParts(String(arr));
  let n: unknown = JSON.parse(body);
  if (!Array.isArray(n)) return null;
  if (Number(mode) === 3) return flatten(n as Nested).length;
  if ((n as unknown[]).length === 0) return null;
  for (let d = 1; d < Number(dim); d++) {
    const first: unknown = (n as unknown[])[0];
    if (!Array.isArray(first)) return null;
    n = first;
  }
  if (Number(dim) < 1) return null;
  const len = (n as unknown[]).length;
  const lb = lbs?.[Number(dim) - 1] ?? 1;
  return Number(mode) === 0 ? lb : Number(mode) === 1 ? lb + len - 1 : len;
}

const BPCHAR_NULL_TYPMOD = new Map([
  [1042, 'character'],
  [1014, 'character[]'],
]);

/** Registers the runtime functions catalog queries use (format_type, quote_ident, pg_size_pretty). */
export function registerCatalogFunctions(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_format_type',
    arity: 2,
    deterministic: true,
    // format_type(bpchar, NULL) is `character` (with -1: `bpchar`), as in PostgreSQL
    call: (oid: SqlValue, typmod: SqlValue) =>
      oid === null ? null : typmod === null && BPCHAR_NULL_TYPMOD.has(Number(oid)) ? BPCHAR_NULL_TYPMOD.get(Number(oid)) ?? null : formatType(Number(oid), typmod === null ? -1 : Number(typmod)),
  });
  host.defineFunction({ name: 'pg_quote_ident', arity: 1, deterministic: true, call: (s: SqlValue) => (s === null ? null : pgQuoteIdent(String(s))) });
  host.defineFunction({ name: 'pg_array_to_string', arity: 4, deterministic: true, call: arrayToString });
  host.defineFunction({ name: 'pg_array_bound', arity: 3, deterministic: true, call: arrayBound });
  host.defineFunction({
    name: 'pg_array_cat',
    arity: 2,
    deterministic: true,
    call: arrayCat,
  });
  host.defineFunction({ name: 'pg_size_pretty', arity: 1, deterministic: true, call: (v: SqlValue) => (v === null ? null : sizePretty(Number(v))) });
  host.defineFunction({ name: 'pg_size_bytes', arity: 1, deterministic: true, call: (v: SqlValue) => (v === null ? null : sizeBytes(String(v))) });
}
