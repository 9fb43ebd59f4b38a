import { INTERNAL_PREFIX, type Catalog, type RelationDef } from '@pgsqlite/catalog';
import { PgError, isPgError } from '@pgsqlite/errors';

function relationBySqliteName(catalog: Catalog, name: string): RelationDef | undefined {
  for (const r of catalog.relations()) if (r.sqliteName === name) return r;
  return undefined;
}

/** `schema.table.col` or `table.col` → [table, col] (SQLite prefixes the schema name of attached/main dbs at times). */
function splitRef(ref: string, catalog: Catalog): [RelationDef | undefined, string] {
  const dot = ref.lastIndexOf('.');
  const col = ref.slice(dot + 1);
  let table = ref.slice(0, dot);
  let rel = relationBySqliteName(catalog, table);
  while (!rel && table.includes('.')) {
    table = table.slice(table.indexOf('.') + 1);
    rel = relationBySqliteName(catalog, table);
  }
  return [rel, col];
}

/**
 * Rewrites SQLite's constraint messages into PostgreSQL's (same SQLSTATE, PostgreSQL's wording,
 * and the `table`, `column` and `constraint` fields ORMs read). Constraint names follow
 * PostgreSQL's defaults (`t_pkey`, `t_col_key`), which is how pgsqlite names them in DDL.
 */
export function refineEngineError(e: unknown, catalog: Catalog): unknown {
  if (!isPgError(e)) return e;
  const routine = e.fields.routine ?? '';
  const msg = e.message;
  if (routine === 'SQLITE_CONSTRAINT_UNIQUE' || routine === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const refs = msg.slice(msg.indexOf(':') + 1).split(',').map((s) => s.trim());
    const parsed = refs.map((r) => splitRef(r, catalog));
    const rel = parsed[0]?.[0];
    if (!rel || rel.name.startsWith(INTERNAL_PREFIX)) return e;
    const cols = parsed.map((p) => p[1]);
    const name = routine === 'SQLITE_CONSTRAINT_PRIMARYKEY' ? `${rel.name}_pkey` : `${rel.name}_${cols.join('_')}_key`;
    return new PgError('unique_violation', `duplicate key value violates unique constraint "${name}"`, {
      schema: rel.schema,
      table: rel.name,
      constraint: name,
    });
  }
  if (routine === 'SQLITE_CONSTRAINT_NOTNULL') {
    const [rel, col] = splitRef(msg.slice(msg.indexOf(':') + 1).trim(), catalog);
    if (!rel) return e;
    return new PgError('not_null_violation', `null value in column "${col}" of relation "${rel.name}" violates not-null constraint`, {
      schema: rel.schema,
      table: rel.name,
      column: col,
    });
  }
  if (routine === 'SQLITE_CONSTRAINT_CHECK') {
    const name = msg.slice(msg.indexOf(':') + 1).trim();
    const table = [...catalog.relations()].find((r) => name.startsWith(`${r.name}_`));
    return new PgError('check_violation', `new row for relation "${table?.name ?? '?'}" violates check constraint "${name}"`, {
      ...(table ? { schema: table.schema, table: table.name } : {}),
      constraint: name,
    });
  }
  if (routine === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return new PgError('foreign_key_violation', 'insert or update on table violates foreign key constraint', {
      detail: 'SQLite does not report which key failed.',
    });
  }
  return e;
}
