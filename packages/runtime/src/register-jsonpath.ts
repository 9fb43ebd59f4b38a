import { PgError } from '@pgsqlite/errors';
import { formatJsonb, type JsonNode } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { readJson } from './json-ops.js';
import { parseJsonPath, type JsonPath } from './jsonpath-parse.js';
import { runJsonPath } from './jsonpath-eval.js';
import type { LocalToUtc } from './jsonpath-datetime.js';
import { localToUtc } from './fn-datetime-trunc.js';
import type { RuntimeState } from './state.js';

const cache = new Map<string, JsonPath>();

function parsed(text: string): JsonPath {
  let p = cache.get(text);
  if (!p) {
    p = parseJsonPath(text);
    if (cache.size > 256) cache.clear();
    cache.set(text, p);
  }
  return p;
}

/** Errors `silent` does not suppress: missing variables, a non-object vars argument, datetime casts needing a time zone. */
const ALWAYS = new Set(['42704', '22023', '0A000']);

/** Thrown by the sink to stop at the first item (lax existence checks). */
const STOP = Symbol('stop');

/**
 * The items of a jsonpath over a document (jsonb_path_* functions): with `silent`, an error keeps
 * the items found before it, and `failed` says one happened (executeJsonPath's found list).
 */
function items(doc: SqlValue, path: SqlValue, vars: SqlValue, silent: SqlValue, first = false, existsOnly = false, tz?: LocalToUtc): { found: JsonNode[]; failed: boolean } {
  const p = parsed(String(path));
  const found: JsonNode[] = [];
  try {
    runJsonPath(p, readJson(doc), readJson(vars), (n) => {
      found.push(n);
      if (first) throw STOP;
    }, existsOnly, tz);
    return { found, failed: false };
  } catch (e) {
    if (e === STOP) return { found, failed: false };
    if (Number(silent) === 1 && e instanceof PgError && !ALWAYS.has(e.code)) return { found, failed: true };
    throw e;
  }
}

/** jsonb_path_exists / _match / _query_array / _query_first (and the @? @@ operators: silent). */
function pathFunction(modeTz: string, doc: SqlValue, path: SqlValue, vars: SqlValue, silent: SqlValue, zone: () => string): SqlValue {
  // the _tz forms differ only in datetime comparisons across time zones: they read the session's zone
  const withTz = modeTz.endsWith('_tz');
  const mode = withTz ? modeTz.slice(0, -3) : modeTz;
  const tz: LocalToUtc | undefined = withTz ? (local) => localToUtc(zone(), local) : undefined;
  switch (mode) {
    case 'exists': {
      // lax mode stops at the first item; strict mode needs every item to know there was no error
      const strict = parsed(String(path)).strict;
      const r = items(doc, path, vars, silent, !strict, !strict, tz);
      return r.failed ? null : r.found.length > 0 ? 1 : 0;
    }
    case 'match': {
      const r = items(doc, path, vars, silent, false, false, tz);
      const one = r.found[0];
      if (r.found.length === 1 && one?.t === 'lit') return one.v === 'null' ? null : one.v === 'true' ? 1 : 0;
      if (Number(silent) === 1) return null;
      throw PgError.fromCode('22038', 'single boolean result is expected');
    }
    case 'first': {
      // the whole path runs (an error after the first item is still raised), then the first item is taken
      const r = items(doc, path, vars, silent, false, false, tz);
      return r.found.length > 0 ? formatJsonb(r.found[0] as JsonNode) : null;
    }
    default:
      return formatJsonb({ t: 'arr', items: items(doc, path, vars, silent, false, false, tz).found });
  }
}

/** jsonpath functions on every connection. */
export function registerJsonPath(host: RuntimeHost, state: RuntimeState): void {
  host.defineFunction({
    name: 'pg_jsonb_path',
    arity: 5,
    deterministic: true,
    call: (mode, doc, path, vars, silent) => (doc === null || path === null || vars === null || silent === null ? null : pathFunction(String(mode), doc, path, vars, silent, () => state.settings.timeZone)),
  });
}
