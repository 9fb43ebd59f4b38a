// The benchmark's tables, created fresh per target (suffix `s` keeps targets sharing a server
// apart) and filled with literal multi-row INSERTs.

/** Rows in the point-operation table. */
export const KV_ROWS = 10_000;
/** Customers and orders of the JOIN trial: 100 groups over 10,000 orders. */
export const CUSTOMERS = 100;
export const ORDERS = 10_000;

const pgTables = (s) => [
  `CREATE TABLE kv${s} (id serial PRIMARY KEY, a integer NOT NULL, b text NOT NULL)`,
  `CREATE TABLE del${s} (id integer PRIMARY KEY, a integer NOT NULL)`,
  `CREATE TABLE tx${s} (id serial PRIMARY KEY, a integer NOT NULL, b text NOT NULL)`,
  `CREATE TABLE batch${s} (id serial PRIMARY KEY, a integer NOT NULL, b text NOT NULL)`,
  `CREATE TABLE cust${s} (id integer PRIMARY KEY, name text NOT NULL)`,
  `CREATE TABLE ord${s} (id integer PRIMARY KEY, cust_id integer NOT NULL REFERENCES cust${s} (id), amount integer NOT NULL)`,
];

const sqliteTables = (s) => [
  `CREATE TABLE kv${s} (id INTEGER PRIMARY KEY, a INTEGER NOT NULL, b TEXT NOT NULL)`,
  `CREATE TABLE del${s} (id INTEGER PRIMARY KEY, a INTEGER NOT NULL)`,
  `CREATE TABLE tx${s} (id INTEGER PRIMARY KEY, a INTEGER NOT NULL, b TEXT NOT NULL)`,
  `CREATE TABLE batch${s} (id INTEGER PRIMARY KEY, a INTEGER NOT NULL, b TEXT NOT NULL)`,
  `CREATE TABLE cust${s} (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`,
  `CREATE TABLE ord${s} (id INTEGER PRIMARY KEY, cust_id INTEGER NOT NULL REFERENCES cust${s} (id), amount INTEGER NOT NULL)`,
];

async function fill(db, table, columns, count, row) {
  for (let from = 1; from <= count; from += 500) {
    const values = [];
    for (let i = from; i < Math.min(from + 500, count + 1); i++) values.push(`(${row(i).join(', ')})`);
    await db.exec(`INSERT INTO ${table} (${columns}) VALUES ${values.join(', ')}`);
  }
}

/** Creates and fills the tables; `deleteRows` is how many rows the DELETE trial may remove. */
export async function createSchema(db, dialect, s, { deleteRows }) {
  for (const ddl of dialect === 'sqlite' ? sqliteTables(s) : pgTables(s)) await db.exec(ddl);
  await fill(db, `kv${s}`, 'a, b', KV_ROWS, (i) => [i, `'row ${i}'`]);
  await fill(db, `del${s}`, 'id, a', deleteRows, (i) => [i, i]);
  await fill(db, `cust${s}`, 'id, name', CUSTOMERS, (i) => [i, `'customer ${i}'`]);
  await fill(db, `ord${s}`, 'id, cust_id, amount', ORDERS, (i) => [i, (i % CUSTOMERS) + 1, i % 97]);
}
