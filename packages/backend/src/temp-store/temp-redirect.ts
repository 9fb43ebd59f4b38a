import { identifierOf, sqliteTokens, type SqlToken } from './sqlite-tokens.js';

/**
 * Where a session's temporary objects live: SQLite's own per-connection TEMP database of the
 * session's connection. Their catalog rows go to TEMP copies of the internal tables that hold
 * per-relation facts, named {@link SHADOW_PREFIX}…; tables of objects a temporary relation never
 * is (types, functions, default privileges, large objects) are read from the shared database.
 */
export const SHADOW_PREFIX = '_pgsqlite_session_';

/** The internal tables whose rows describe relations (and their namespace, OID counter, row types). */
const REDIRECTED = new Set(
  ['acl', 'attgenerated', 'attnotlocal', 'attribute', 'class', 'connotlocal', 'connotvalid', 'constraint', 'description', 'index', 'inherits', 'meta', 'namespace', 'partition', 'reloptions', 'rowtype', 'rowtype_pending', 'rule', 'seqstate', 'seqstore', 'sequence', 'trigger', 'view'].map((t) => `_pgsqlite_${t}`),
);

/** The internal tables read from the shared database (named `main.x`: a TEMP trigger's body would not find them unqualified). */
const SHARED = new Set(['aggregate', 'default_acl', 'domain_check', 'enum', 'largeobject', 'proc', 'type'].map((t) => `_pgsqlite_${t}`));

/** The TEMP name of internal table `name`, or null when it is not redirected. */
export function shadowOf(name: string): string | null {
  return REDIRECTED.has(name.toLowerCase()) ? SHADOW_PREFIX + name.slice('_pgsqlite_'.length).toLowerCase() : null;
}

const upper = (t: SqlToken | undefined): string => (t?.kind === 'word' ? t.text.toUpperCase() : '');

/** Index of the next token that is not whitespace or a comment, from `i`. */
function next(tokens: readonly SqlToken[], i: number): number {
  let j = i;
  while (j < tokens.length && tokens[j]!.kind === 'other' && tokens[j]!.text.trim() === '') j++;
  return j;
}

/**
 * A server-owned SQLite statement of a temporary object's DDL, redirected to the session's TEMP
 * database: internal tables renamed to their TEMP copies (never after a `schema.` qualifier),
 * `CREATE TABLE` / `CREATE VIEW` / `CREATE TRIGGER` made `CREATE TEMP …` (indexes follow their
 * table), and with `reads` the SQLite schema read is the TEMP one.
 */
export function redirectToTemp(sql: string, reads = false): string {
  const tokens = sqliteTokens(sql);
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (upper(t) === 'CREATE') {
      const k = next(tokens, i + 1);
      const what = upper(tokens[k]);
      if (what === 'TABLE' || what === 'VIEW' || what === 'TRIGGER') {
        tokens[k] = { kind: 'word', text: `TEMP ${tokens[k]!.text}` };
        changed = true;
      }
      continue;
    }
    const name = identifierOf(t);
    if (name === null) continue;
    const prev = tokens[i - 1];
    if (prev !== undefined && prev.kind === 'other' && prev.text.endsWith('.')) continue;
    const shadow = shadowOf(name);
    if (shadow !== null) {
      tokens[i] = { kind: 'word', text: shadow };
      changed = true;
    } else if (SHARED.has(name.toLowerCase())) {
      tokens[i] = { kind: 'word', text: `main.${name}` };
      changed = true;
    } else if (reads && (name.toLowerCase() === 'sqlite_schema' || name.toLowerCase() === 'sqlite_master')) {
      tokens[i] = { kind: 'word', text: 'temp.sqlite_schema' };
      changed = true;
    }
  }
  return changed ? tokens.map((t) => t.text).join('') : sql;
}

/** Renames the redirected internal tables a catalog read names to their TEMP copies (no CREATE rewriting). */
export function redirectRead(sql: string): string {
  return redirectToTemp(sql, true);
}
