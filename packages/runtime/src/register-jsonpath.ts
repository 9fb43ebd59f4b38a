import { PgError } from '@pgsqlite/errors';
import { formatJsonb, type JsonNode } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { readJson } from './json-ops.js';
import { parseJsonPath, type JsonPath } from './jsonpath-parse.js';
import { runJsonPath } from './jsonpath-eval.js';

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

/** Errors `silent` does not suppress: missing variables and a non-object vars argument. */
const ALWAYS = new Set(['42704', '22023']);

/** The items of a jsonpath over a document, or null when silent swallowed an error. */
function items(doc: SqlValue, path: SqlValue, vars: SqlValue, silent: SqlValue): JsonNode[] | null {
  const p = parsed(String(path));
  try {
    return runJsonPath(p, readJson(doc), readJson(vars));
  } catch (e) {
    if (Number(silent) === 1 && e instanceof PgError && !ALWAYS.has(e.code)) return null;
    throw e;
  }
}

/** jsonb_path_exists / _match / _query_array / _query_first (and the @? @@ operators: silent). */
function pathFunction(modeTz: string, doc: SqlValue, path: SqlValue, vars: SqlValue, silent: SqlValue): SqlValue {
  // the _tz forms differ only in datetime comparisons across time zones
  const mode = modeTz.endsWith('_tz') ? modeTz.slice(0, -3) : modeTz;
  const r = items(doc, path, vars, silent);
  switch (mode) {
    case 'exists':
      return r === null ? null : r.length > 0 ? 1 : 0;
    case 'match': {
      if (r === null) return null;
      const one = r[0];
      if (r.length === 1 && one?.t === 'lit') return one.v === 'null' ? null : one.v === 'true' ? 1 : 0;
      if (Number(silent) === 1) return null;
      throw PgError.fromCode('22038', 'single boolean result is expected');
    }
    case 'first':
      return r && r.length > 0 ? formatJsonb(r[0] as JsonNode) : null;
    default:
      return formatJsonb({ t: 'arr', items: r ?? [] });
  }
}

/** jsonpath functions on every connection. */
export function registerJsonPath(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_jsonb_path',
    arity: 5,
    deterministic: true,
    call: (mode, doc, path, vars, silent) => (doc === null || path === null || vars === null || silent === null ? null : pathFunction(String(mode), doc, path, vars, silent)),
  });
}
