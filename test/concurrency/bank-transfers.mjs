// Issue 6 "must hold": 16 clients × 500 random bank transfers (with retries) conserve the total
// and never drive a balance negative. Outside the default tests. Run after `npx tsc -b`:
//   node test/concurrency/bank-transfers.mjs [clients=16] [transfers=500]
import pg from 'pg';
import { startPgsqlite } from '../../dist/index.js';

const CLIENTS = Number(process.argv[2] ?? 16);
const TRANSFERS = Number(process.argv[3] ?? 500);
const ACCOUNTS = 50;
const INITIAL = 1000;
const RETRYABLE = new Set(['40001', '40P01', '55P03']);

const server = await startPgsqlite({ port: 0 });
const setup = new pg.Client({ connectionString: server.url });
await setup.connect();
await setup.query('CREATE TABLE accounts (id int PRIMARY KEY, balance int NOT NULL CHECK (balance >= 0))');
await setup.query(`INSERT INTO accounts SELECT g, ${INITIAL} FROM generate_series(1, ${ACCOUNTS}) g`);

let committed = 0;
let refused = 0;
let retries = 0;
const t0 = performance.now();
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    const c = new pg.Client({ connectionString: server.url });
    await c.connect();
    for (let i = 0; i < TRANSFERS; i++) {
      const from = 1 + Math.floor(Math.random() * ACCOUNTS);
      const to = 1 + ((from + Math.floor(Math.random() * (ACCOUNTS - 1))) % ACCOUNTS);
      const amount = 1 + Math.floor(Math.random() * 200);
      for (;;) {
        try {
          await c.query('BEGIN');
          const debit = await c.query('UPDATE accounts SET balance = balance - $1 WHERE id = $2 AND balance >= $1', [amount, from]);
          if (debit.rowCount === 0) {
            await c.query('ROLLBACK');
            refused++;
            break;
          }
          await c.query('UPDATE accounts SET balance = balance + $1 WHERE id = $2', [amount, to]);
          await c.query('COMMIT');
          committed++;
          break;
        } catch (e) {
          await c.query('ROLLBACK').catch(() => undefined);
          if (!RETRYABLE.has(e.code)) throw e;
          retries++;
        }
      }
    }
    await c.end();
  }),
);
const seconds = (performance.now() - t0) / 1000;
const { rows } = await setup.query('SELECT sum(balance)::int AS total, min(balance) AS low, count(*)::int AS n FROM accounts');
await setup.end();
await server.close();
const total = rows[0].total;
const ok = total === ACCOUNTS * INITIAL && rows[0].low >= 0 && committed + refused === CLIENTS * TRANSFERS;
console.log(
  `${CLIENTS} clients × ${TRANSFERS} transfers in ${seconds.toFixed(1)} s: ${committed} committed, ${refused} refused (insufficient funds), ${retries} retries; ` +
    `total ${total} (expected ${ACCOUNTS * INITIAL}), lowest balance ${rows[0].low} → ${ok ? 'OK' : 'FAILED'}`,
);
process.exit(ok ? 0 : 1);
