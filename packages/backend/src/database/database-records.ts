import { PgError } from '@pgsqlite/errors';
import type { DatabaseCatalogPort, DatabaseRow } from '../database-catalog-port.js';
import type { DatabaseOptions } from '@pgsqlite/translate';

/** initdb's databases and their OIDs in PostgreSQL 15 (template1 1, template0 4, postgres 5). */
const INITIAL: DatabaseRow[] = [
  { oid: 5, name: 'postgres', isTemplate: false, allowConnections: true, connectionLimit: -1, collate: 'C', ctype: 'C' },
  { oid: 1, name: 'template1', isTemplate: true, allowConnections: true, connectionLimit: -1, collate: 'C', ctype: 'C' },
  { oid: 4, name: 'template0', isTemplate: true, allowConnections: false, connectionLimit: -1, collate: 'C', ctype: 'C' },
];

/** A locale as check_locale spells it: POSIX is C. */
const canonicalLocale = (name: string | undefined): string => (name === undefined || name === 'POSIX' ? 'C' : name);

/** First OID of a database made by CREATE DATABASE (FirstNormalObjectId). */
const FIRST_OID = 16384;

/** The provider's record of its databases (DatabaseCatalogPort), kept in the server's memory. */
export class DatabaseRecords implements DatabaseCatalogPort {
  readonly #rows = new Map<string, DatabaseRow>(INITIAL.map((r) => [r.name, { ...r }]));
  readonly #defaults = new Map<string, Map<string, string>>();
  #nextOid = FIRST_OID;

  list(): DatabaseRow[] {
    return [...this.#rows.values()].map((r) => ({ ...r }));
  }

  get(name: string): DatabaseRow | undefined {
    const r = this.#rows.get(name);
    return r === undefined ? undefined : { ...r };
  }

  /** A database now exists (CREATE DATABASE, or a file found in file mode). */
  add(name: string, options: DatabaseOptions = {}): void {
    if (this.#rows.has(name)) return;
    this.#rows.set(name, {
      oid: this.#nextOid++,
      name,
      isTemplate: options.isTemplate ?? false,
      allowConnections: options.allowConnections ?? true,
      connectionLimit: options.connectionLimit ?? -1,
      collate: canonicalLocale(options.collate),
      ctype: canonicalLocale(options.ctype),
    });
  }

  remove(name: string): void {
    this.#rows.delete(name);
    this.#defaults.delete(name);
  }

  alter(name: string, options: DatabaseOptions): void {
    const r = this.#rows.get(name);
    if (r === undefined) throw new PgError('invalid_catalog_name', `database "${name}" does not exist`);
    if (options.isTemplate !== undefined) r.isTemplate = options.isTemplate;
    if (options.allowConnections !== undefined) r.allowConnections = options.allowConnections;
    if (options.connectionLimit !== undefined) r.connectionLimit = options.connectionLimit;
  }

  setDefault(database: string, name: string | null, value: string | null): void {
    if (!this.#rows.has(database)) throw new PgError('invalid_catalog_name', `database "${database}" does not exist`);
    const d = this.#defaults.get(database) ?? new Map<string, string>();
    if (name === null) d.clear();
    else if (value === null) d.delete(name);
    else d.set(name, value);
    this.#defaults.set(database, d);
  }

  defaults(database: string): [string, string][] {
    return [...(this.#defaults.get(database) ?? [])];
  }
}
