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

/** DDL creating an object: whether it is temporary is told by the schema its catalog rows name. */
const creates = (tag: string): boolean => tag.startsWith('CREATE ') || tag === 'SELECT';

/**
 * Whether `plan` acts on the session's temporary schema `schema`: a catalog row naming the
 * schema as a value (every temporary object's has), an OID of the session's range from
 * `firstOid` (COMMENT ON, GRANT, DROP of one of its objects), or — for DDL that does not create
 * an object — a SQLite name `schema.x`. A new permanent object that merely reads a temporary one
 * (CREATE TABLE … AS SELECT … FROM a temporary table) is shared DDL. A DROP that also names a
 * permanent relation (DROP TABLE tmp, perm; a CASCADE reaching a temporary view) is 'mixed'.
 */
export function ddlReach(plan: DdlPlan, schema: string, catalog: Catalog, firstOid: number): DdlReach {
  const prefix = `${schema}.`;
  const quoted = `'${schema}'`;
  const ownOid = (word: string): boolean => {
    if (word.length !== 10 || word[0] !== '2') return false;
    const n = Number(word);
    return Number.isInteger(n) && n >= firstOid && n < firstOid + TEMP_OIDS_PER_SESSION;
  };
  const creating = creates(plan.tag);
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
      if ((t.kind === 'word' && ownOid(name)) || (!creating && name.startsWith(prefix))) temp = true;
      else if (permanent.has(name)) shared = true;
    }
  }
  if (!temp) return 'shared';
  return shared && many(plan.tag) ? 'mixed' : 'temp';
}

/** The steps of DDL on temporary objects, redirected to the session's TEMP database. */
export function tempSteps(plan: DdlPlan): string[] {
  return plan.steps.map((s) => redirectToTemp(s));
}

/**
 * 0A000 when `plan` acts on another session's temporary objects (a SQLite name `pg_temp_M.x`, or
 * a catalog row naming schema `pg_temp_M`, M not this session's): they live in that session's
 * connection's TEMP database, which this session's connection does not have (SQLite would answer
 * "no such table"). PostgreSQL refuses the same (TRUNCATE, ALTER, CREATE INDEX) with 0A000;
 * DROP of another session's temporary table, which it allows, cannot be done here.
 */
export function otherSessionsTempError(plan: DdlPlan, ownSchema: string): PgError | null {
  const foreign = (schema: string): boolean => isTempSchemaName(schema) && schema !== ownSchema;
  for (const step of plan.steps) {
    // Both a name and a string naming such a schema hold its text as is (SQLite quoting only
    // doubles quotes): a step without it needs no lexing (most DDL; issue 18).
    if (!step.includes('pg_temp_')) continue;
    for (const t of sqliteTokens(step)) {
      if (t.kind === 'string') {
        if (t.text.length > 2 && foreign(t.text.slice(1, -1))) return otherSessionsError(plan.tag);
        continue;
      }
      const name = identifierOf(t);
      const dot = name === null ? -1 : name.indexOf('.');
      if (name !== null && dot > 0 && foreign(name.slice(0, dot))) return otherSessionsError(plan.tag);
    }
  }
  return null;
}

/** `pg_temp_<digits>`: a session's temporary schema. */
function isTempSchemaName(name: string): boolean {
  const digits = name.slice('pg_temp_'.length);
  return name.startsWith('pg_temp_') && digits.length > 0 && [...digits].every((c) => c >= '0' && c <= '9');
}

function otherSessionsError(tag: string): PgError {
  if (tag.startsWith('TRUNCATE')) return new PgError('feature_not_supported', 'cannot truncate temporary tables of other sessions');
  if (tag === 'CREATE INDEX') return new PgError('feature_not_supported', 'cannot create indexes on temporary tables of other sessions');
  if (tag.startsWith('ALTER ')) return new PgError('feature_not_supported', 'cannot alter temporary tables of other sessions');
  if (tag.startsWith('DROP ')) return new PgError('feature_not_supported', 'dropping temporary objects of other sessions is not supported by pgsqlite', { hint: 'They are dropped when their session ends.' });
  return new PgError('feature_not_supported', 'cannot access temporary tables of other sessions');
}

/** 0A000 for one DDL statement reaching both temporary and permanent objects. */
export function mixedDdlError(tag: string): PgError {
  return new PgError('feature_not_supported', `${tag} on temporary and permanent objects in one statement is not supported by pgsqlite`, {
    hint: 'Run it once for the temporary objects and once for the others.',
  });
}
