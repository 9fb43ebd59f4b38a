// The trials. Every operation checks its answer (row counts, returned ids), so a wrong answer
// fails the trial instead of looking fast. The floor answers a constant: its checks are off.
import { CUSTOMERS, KV_ROWS, ORDERS } from './schema.js';

export class CheckError extends Error {}

function expect(ok, what) {
  if (!ok) throw new CheckError(what);
}

const oneRowWithId = (r, id) => {
  expect(r.rows.length === 1, `expected 1 row, got ${r.rows.length}`);
  expect(Number(r.rows[0][0]) === id, `expected id ${id}, got ${r.rows[0][0]}`);
};

/**
 * Per-operation trials: `make(db, s, check)` returns the async function timed per call (`i` is
 * the call number, warm-up included). Run in this order: DDL last, as it invalidates plans.
 */
export const OP_TRIALS = [
  {
    id: 'insert-returning',
    label: 'INSERT … RETURNING id',
    make: (db, s, check) => {
      let last = 0;
      const text = `INSERT INTO kv${s} (a, b) VALUES ($1, $2) RETURNING id`;
      return async (i) => {
        const r = await db.query(`ins${s}`, text, [i, `new ${i}`]);
        if (!check) return;
        expect(r.rows.length === 1, `expected 1 row, got ${r.rows.length}`);
        const id = Number(r.rows[0][0]);
        expect(id > last && id > KV_ROWS, `expected a new id above ${last}, got ${id}`);
        last = id;
      };
    },
  },
  {
    id: 'select-pk',
    label: 'point SELECT by primary key',
    make: (db, s, check) => {
      const text = `SELECT id, a, b FROM kv${s} WHERE id = $1`;
      return async (i) => {
        const id = 1 + ((i * 7919) % KV_ROWS);
        const r = await db.query(`sel${s}`, text, [id]);
        if (check) oneRowWithId(r, id);
      };
    },
  },
  {
    id: 'select-repeat',
    label: 'the same SELECT repeated',
    make: (db, s, check) => {
      const text = `SELECT id, a, b FROM kv${s} WHERE id = $1`;
      return async () => {
        const r = await db.query(`sel${s}`, text, [42]);
        if (check) oneRowWithId(r, 42);
      };
    },
  },
  {
    id: 'update-pk',
    label: 'UPDATE by key',
    make: (db, s, check) => {
      const text = `UPDATE kv${s} SET a = a + 1 WHERE id = $1`;
      return async (i) => {
        const r = await db.query(`upd${s}`, text, [1 + ((i * 104729) % KV_ROWS)]);
        if (check) expect(r.rowCount === 1, `expected UPDATE 1, got ${r.rowCount}`);
      };
    },
  },
  {
    id: 'delete-pk',
    label: 'DELETE by key',
    make: (db, s, check) => {
      const text = `DELETE FROM del${s} WHERE id = $1`;
      return async (i) => {
        const r = await db.query(`del${s}`, text, [i + 1]);
        if (check) expect(r.rowCount === 1, `expected DELETE 1 for id ${i + 1}, got ${r.rowCount}`);
      };
    },
  },
  {
    id: 'txn-100-inserts',
    label: 'transaction of 100 INSERTs',
    perCall: 100,
    make: (db, s, check) => {
      const text = `INSERT INTO tx${s} (a, b) VALUES ($1, $2)`;
      return async (i) => {
        await db.query('begin', 'BEGIN', []);
        for (let k = 0; k < 100; k++) {
          const r = await db.query(`txi${s}`, text, [i, `t ${k}`]);
          if (check) expect(r.rowCount === 1, `expected INSERT 1, got ${r.rowCount}`);
        }
        await db.query('commit', 'COMMIT', []);
      };
    },
  },
  {
    id: 'join-group',
    label: '2-table JOIN + GROUP BY/ORDER BY (100 rows)',
    heavy: true,
    make: (db, s, check) => {
      const text =
        `SELECT c.id, c.name, count(*) AS n, sum(o.amount) AS total FROM cust${s} c ` +
        `JOIN ord${s} o ON o.cust_id = c.id WHERE o.amount >= $1 GROUP BY c.id, c.name ORDER BY sum(o.amount) DESC, c.id`;
      return async () => {
        const r = await db.query(`join${s}`, text, [0]);
        if (!check) return;
        expect(r.rows.length === CUSTOMERS, `expected ${CUSTOMERS} rows, got ${r.rows.length}`);
        const n = r.rows.reduce((acc, row) => acc + Number(row[2]), 0);
        expect(n === ORDERS, `expected counts summing to ${ORDERS}, got ${n}`);
      };
    },
  },
  {
    id: 'create-table',
    label: 'CREATE TABLE',
    ddl: true,
    make: (db, s) => async (i) => {
      await db.query(`ct${s}_${i}`, `CREATE TABLE ct${s}_${i} (id integer PRIMARY KEY, v text)`, []);
    },
  },
];

/** One batched-INSERT statement of `k` rows: text and parameters. */
function batchStatement(s, k, base) {
  const tuples = [];
  const params = [];
  for (let j = 0; j < k; j++) {
    tuples.push(`($${2 * j + 1}, $${2 * j + 2})`);
    params.push(base + j, `b ${base + j}`);
  }
  return { text: `INSERT INTO batch${s} (a, b) VALUES ${tuples.join(', ')}`, params };
}

/**
 * Batched INSERT of `total` rows, `k` per statement, in one transaction or not: seconds taken.
 * One statement of the same shape runs first, untimed (as every other trial warms up): the first
 * execution of a 1000-row statement pays for planning it once (and for the JIT), which a
 * 10-statement trial would otherwise report as throughput.
 */
export async function batchedInsert(db, s, { total, k, inTransaction, check }) {
  const statements = [];
  for (let base = 0; base < total; base += k) statements.push(batchStatement(s, k, base));
  const first = statements[0];
  if (first !== undefined) await db.query(`batch${s}_${k}`, first.text, first.params);
  await db.exec(`DELETE FROM batch${s}`);
  const t0 = performance.now();
  if (inTransaction) await db.query('begin', 'BEGIN', []);
  for (const { text, params } of statements) {
    const r = await db.query(`batch${s}_${k}`, text, params);
    if (check) expect(r.rowCount === k, `expected INSERT ${k}, got ${r.rowCount}`);
  }
  if (inTransaction) await db.query('commit', 'COMMIT', []);
  const seconds = (performance.now() - t0) / 1000;
  if (check) {
    const r = await db.query('count', `SELECT count(*) FROM batch${s}`, []);
    expect(Number(r.rows[0][0]) === total, `expected ${total} rows after the batch, got ${r.rows[0][0]}`);
  }
  return seconds;
}
