import type { Pgsqlite } from '@pgsqlite/browser';

/** A relation of the live catalog, for the sidebar and completion. */
export interface RelationInfo {
  schema: string;
  name: string;
  /** pg_class.relkind: r table, v view, m materialized view, p partitioned, f foreign, S sequence. */
  kind: string;
  columns: { name: string; type: string; notNull: boolean }[];
  /** Rows (pg_class.reltuples is not kept by pgsqlite: counted on demand instead). */
}

/** User relations with their columns, from pg_catalog (one query). */
export async function loadRelations(db: Pgsqlite): Promise<RelationInfo[]> {
  const { rows } = await db.query<(string | null)[]>(
    `SELECT n.nspname, c.relname, c.relkind::text, a.attname, pg_catalog.format_type(a.atttypid, a.atttypmod), a.attnotnull::text
FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
LEFT JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND c.relkind <> 'S'
WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S') AND n.nspname !~ '^pg_' AND n.nspname <> 'information_schema'
ORDER BY n.nspname = 'public' DESC, n.nspname, c.relkind = 'S', c.relname, a.attnum`,
    [],
    { rowMode: 'array', text: true },
  );
  const out: RelationInfo[] = [];
  let last: RelationInfo | undefined;
  for (const [schema, name, kind, column, type, notNull] of rows) {
    if (last === undefined || last.schema !== schema || last.name !== name) {
      last = { schema: schema ?? '', name: name ?? '', kind: kind ?? 'r', columns: [] };
      out.push(last);
    }
    if (column !== null && column !== undefined) last.columns.push({ name: column, type: type ?? '', notNull: notNull === 'true' });
  }
  return out;
}

/** Type names by OID (format_type), fetched for OIDs not seen yet. */
export class TypeNames {
  readonly #names = new Map<number, string>();

  constructor(private readonly db: Pgsqlite) {}

  name(oid: number): string {
    return this.#names.get(oid) ?? String(oid);
  }

  async resolve(oids: Iterable<number>): Promise<void> {
    const missing = [...new Set(oids)].filter((o) => !this.#names.has(o));
    if (missing.length === 0) return;
    const { rows } = await this.db.query<[number, string]>('SELECT o::int, pg_catalog.format_type(o, NULL) FROM pg_catalog.unnest($1::oid[]) AS o', [missing], { rowMode: 'array' });
    for (const [oid, name] of rows) this.#names.set(oid, name);
  }
}
