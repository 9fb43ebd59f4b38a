import { CatalogSnapshot, Oid, type ColumnDef, type RelationDef } from '@pgsqlite/catalog';

function col(attnum: number, name: string, typeOid: number, extra: Partial<ColumnDef> = {}): ColumnDef {
  return { attnum, name, typeOid, typmod: -1, notNull: false, defaultExpr: null, defaultSqlite: null, identity: '', sqliteName: name, ...extra };
}

/** A small catalog for translator tests: users(id, email, name, score, active, created) and orders. */
export function fixtureCatalog(): CatalogSnapshot {
  const users: RelationDef = {
    oid: 16384,
    schema: 'public',
    name: 'users',
    kind: 'r',
    sqliteName: 'users',
    columns: [
      col(1, 'id', Oid.int4, { notNull: true }),
      col(2, 'email', Oid.text, { notNull: true }),
      col(3, 'name', Oid.varchar, { typmod: 24 }),
      col(4, 'score', Oid.numeric, { typmod: (10 << 16) + 2 + 4, defaultSqlite: "'0'" }),
      col(5, 'active', Oid.bool),
      col(6, 'created', Oid.timestamptz),
    ],
  };
  const orders: RelationDef = {
    oid: 16390,
    schema: 'public',
    name: 'orders',
    kind: 'r',
    sqliteName: 'orders',
    columns: [col(1, 'id', Oid.int8), col(2, 'user_id', Oid.int4), col(3, 'total', Oid.float8), col(4, 'tags', Oid._text)],
  };
  return new CatalogSnapshot(7, ['public'], [users, orders]);
}
