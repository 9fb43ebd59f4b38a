import { typeByOid } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import type { RuntimeState } from './state.js';

/** record_out's quoting of one field: empty or holding `"`, `\`, `(`, `)`, `,` or white space. */
function quoteField(text: string): string {
  let needs = text === '';
  for (const c of text) if (c === '"' || c === '\\' || c === '(' || c === ')' || c === ',' || c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\v' || c === '\f') needs = true;
  if (!needs) return text;
  let out = '"';
  for (const c of text) out += c === '"' || c === '\\' ? c + c : c;
  return `${out}"`;
}

/**
 * The text of an anonymous row `ROW(a, b, …)` as PostgreSQL's record_out prints it: each field
 * in its type's output form (NULL as nothing), quoted where needed. `args` are (type OID, value) pairs.
 */
export function recordText(args: readonly SqlValue[], state: RuntimeState): string {
  const parts: string[] = [];
  for (let i = 0; i + 1 < args.length; i += 2) {
    const v = args[i + 1] as SqlValue;
    if (v === null) {
      parts.push('');
      continue;
    }
    const t = typeByOid(Number(args[i]));
    parts.push(quoteField(t ? t.toText(v, -1, state.settings) : String(v)));
  }
  return `(${parts.join(',')})`;
}

/** Registers pg_record_out(oid1, v1, oid2, v2, …). */
export function registerRecordOut(host: RuntimeHost, state: RuntimeState): void {
  host.defineFunction({ name: 'pg_record_out', arity: -1, deterministic: true, call: (...args) => recordText(args, state) });
}
