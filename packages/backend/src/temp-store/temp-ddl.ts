import { PgError } from '@pgsqlite/errors';
import type { Catalog } from '@pgsqlite/catalog';
import type { DdlPlan } from '@pgsqlite/translate';
import { identifierOf, sqliteTokens } from './sqlite-tokens.js';
import { redirectToTemp } from './temp-redirect.js';
import { TEMP_OIDS_PER_SESSION } from './shadow-catalog.js';

/** What a DDL plan touches: nothing temporary, only the session's temporary objects, or both. */
export type DdlReach = 'shared' | 'temp' | 'mixed';

/**
 * DDL naming several objects of its own: DROP (a list, or CASCADE). Other DDL acts on one object
 * (the one it creates, alters or comments on); the rest its steps name, they only read.
 */
const many = (tag: string): boolean => tag.startsWith('DROP ');

/**
 * Whether `plan`'s steps touch the session's temporary schema `schema` (its SQLite names
 * `schema.x`, the schema named as a value, or an OID of the session's range from `firstOid`), and whether they also name a permanent relation
 * in a statement that does not merely create a temporary object (DROP TABLE tmp, perm; a
 * CASCADE from a permanent object to a temporary one).
 */
export function ddlReach(plan: DdlPlan, schema: string, catalog: Catalog, firstOid: number): DdlReach {
  const prefix = `${schema}.`;
  // An OID of the session's own range names one of its temporary objects (COMMENT ON, GRANT).
  const ownOid = (word: string): boolean => {
    if (word.length !== 10 || word[0] !== '2') return false;
    const n = Number(word);
    return Number.isInteger(n) && n >= firstOid && n < firstOid + TEMP_OIDS_PER_SESSION;
  };
  const quoted = `'${schema}'`;
  let temp = false;
  let shared = false;
  const permanent = new Set<string>();
  for (const rel of catalog.relations()) if (rel.schema !== schema) permanent.add(rel.sqliteName);
  for (const step of plan.steps) {
    for (const t of sqliteTokens(step)) {
      if (t.kind === 'string') {
        if (t.text === quoted) temp = true;
        continue;
      }
      const name = identifierOf(t);
      if (name === null) continue;
      if (name.startsWith(prefix) || (t.kind === 'word' && ownOid(name))) temp = true;
      else if (t.kind === 'quoted' && permanent.has(name)) shared = true;
      else if (t.kind === 'word' && permanent.has(name)) shared = true;
    }
  }
  if (!temp) return 'shared';
  return shared && many(plan.tag) ? 'mixed' : 'temp';
}

/** The steps of DDL on temporary objects, redirected to the session's TEMP database. */
export function tempSteps(plan: DdlPlan): string[] {
  return plan.steps.map((s) => redirectToTemp(s));
}

/** 0A000 for one DDL statement reaching both temporary and permanent objects. */
export function mixedDdlError(tag: string): PgError {
  return new PgError('feature_not_supported', `${tag} on temporary and permanent objects in one statement is not supported by pgsqlite`, {
    hint: 'Run it once for the temporary objects and once for the others.',
  });
}
