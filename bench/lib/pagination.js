// Pagination over a large table: a page of 100 rows at a deep position, by OFFSET (the server
// walks past every earlier row) and by keyset (`WHERE id > $1`, an index seek). Works on every
// target through the common client interface (raw SQLite gets the same SQL with `?`).
import { CheckError } from './trials.js';

export const PAGE = 100;

/** Creates and fills `page(id, a, b)` with `rows` rows. */
export async function createPageTable(db, dialect, rows) {
  if (dialect === 'sqlite') {
    await db.exec('CREATE TABLE page (id INTEGER PRIMARY KEY, a INTEGER NOT NULL, b TEXT NOT NULL)');
    await db.exec(`WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${rows}) INSERT INTO page SELECT i, i % 1000, 'payload ' || i FROM s`);
  } else {
    await db.exec('CREATE TABLE page (id integer PRIMARY KEY, a integer NOT NULL, b text NOT NULL)');
    await db.exec(`INSERT INTO page SELECT i, i % 1000, 'payload ' || i FROM generate_series(1, ${rows}) AS s(i)`);
  }
}

/** Trials `page-offset-<pos>` and `page-keyset-<pos>` for every position. */
export function paginationTrials(positions) {
  const trials = [];
  for (const pos of positions) {
    for (const kind of ['offset', 'keyset']) {
      const text = kind === 'offset' ? 'SELECT id, a, b FROM page ORDER BY id LIMIT 100 OFFSET $1' : 'SELECT id, a, b FROM page WHERE id > $1 ORDER BY id LIMIT 100';
      trials.push({
        id: `page-${kind}-${pos}`,
        label: `page of ${PAGE} rows at row ${pos.toLocaleString('en-US')}, ${kind === 'offset' ? 'OFFSET' : 'keyset (WHERE id > $1)'}`,
        make: (db) => async () => {
          const r = await db.query(`page_${kind}`, text, [pos]);
          if (r.rows.length !== PAGE || Number(r.rows[0][0]) !== pos + 1) throw new CheckError(`expected ${PAGE} rows from id ${pos + 1}, got ${r.rows.length} from ${r.rows[0]?.[0]}`);
        },
      });
    }
  }
  return trials;
}
