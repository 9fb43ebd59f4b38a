import knexFactory, { type Knex } from 'knex';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect } from 'vitest';
import { mustHold } from './must-hold.js';
import { startOrmTarget } from './orm-target.js';

/**
 * Knex migrations whose tables are rebuilt after they were created: `t.enu()` emits
 * `CHECK (status IN (…))`, a later `alterTable` adds foreign keys in both directions (a cycle
 * between two tables and a self-reference), and the checks, indexes and keys keep working.
 */

const target = await startOrmTarget();
const dir = join(target?.workDir ?? '', 'knex-enum-migrations');
const knex: Knex | undefined = target ? knexFactory({ client: 'pg', connection: target.url, pool: { min: 0, max: 2 } }) : undefined;
afterAll(async () => { await knex?.destroy(); await target?.stop(); });

function writeMigrations(): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '001_tables.cjs'), `
exports.up = async (knex) => {
  await knex.schema.createTable('customers', (t) => {
    t.increments('id');
    t.string('name').notNullable();
    t.enu('tier', ['basic', 'gold']).notNullable().defaultTo('basic');
    t.integer('last_order_id');
    t.integer('referrer_id');
  });
  await knex.schema.createTable('orders', (t) => {
    t.increments('id');
    t.integer('customer_id').notNullable();
    t.enu('status', ['new', 'paid', 'shipped']).notNullable().defaultTo('new');
    t.decimal('total', 10, 2);
    t.index(['status']);
  });
};
exports.down = async (knex) => { await knex.schema.dropTable('orders'); await knex.schema.dropTable('customers'); };
`);
  writeFileSync(join(dir, '002_keys.cjs'), `
exports.up = async (knex) => {
  await knex.schema.alterTable('orders', (t) => { t.foreign('customer_id').references('customers.id').onDelete('CASCADE'); });
  await knex.schema.alterTable('customers', (t) => {
    t.foreign('last_order_id').references('orders.id').onDelete('SET NULL');
    t.foreign('referrer_id').references('customers.id');
  });
  await knex.schema.alterTable('orders', (t) => { t.string('note', 40); });
};
exports.down = async (knex) => {
  await knex.schema.alterTable('orders', (t) => { t.dropColumn('note'); });
  await knex.schema.alterTable('customers', (t) => { t.dropForeign('last_order_id'); t.dropForeign('referrer_id'); });
  await knex.schema.alterTable('orders', (t) => { t.dropForeign('customer_id'); });
};
`);
}

function expectFileOk(): void {
  const check = target?.checkFile();
  if (check) expect(check).toEqual({ integrity: 'ok', foreignKeys: [] });
}

async function sqlstate(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
    return undefined;
  } catch (err) {
    return (err as { code?: string }).code;
  }
}

describe.skipIf(target === null)('orm: Knex enu() columns and foreign keys added later', () => {
  mustHold('knex-enum-fk-1 migrations with enu() checks, then foreign keys both ways and a self-reference', async () => {
    writeMigrations();
    const [, applied] = await knex!.migrate.latest({ directory: dir, loadExtensions: ['.cjs'] });
    expect(applied).toEqual(['001_tables.cjs', '002_keys.cjs']);
    expectFileOk();
  });

  mustHold('knex-enum-fk-2 the rebuilt tables keep their checks, defaults, indexes and keys', async () => {
    const [ada] = await knex!('customers').insert({ name: 'Ada' }).returning(['id', 'tier']);
    expect(ada.tier).toBe('basic');
    const [bob] = await knex!('customers').insert({ name: 'Bob', tier: 'gold', referrer_id: ada.id }).returning('id');
    const [o1] = await knex!('orders').insert({ customer_id: ada.id, total: '9.90' }).returning(['id', 'status']);
    expect(o1.status).toBe('new');
    await knex!('orders').insert({ customer_id: bob.id, status: 'paid', total: '20' });
    await knex!('customers').update({ last_order_id: o1.id }).where({ id: ada.id });
    expect(await sqlstate(knex!('orders').insert({ customer_id: ada.id, status: 'lost' }))).toBe('23514');
    expect(await sqlstate(knex!('customers').insert({ name: 'Eve', tier: 'silver' }))).toBe('23514');
    expect(await sqlstate(knex!('orders').insert({ customer_id: 999 }))).toBe('23503');
    expect(await sqlstate(knex!('customers').insert({ name: 'Eve', referrer_id: 999 }))).toBe('23503');
    const rows = await knex!('orders').join('customers', 'customers.id', 'orders.customer_id').select('customers.name', 'orders.status', 'orders.total').orderBy('orders.id');
    expect(rows).toEqual([{ name: 'Ada', status: 'new', total: '9.90' }, { name: 'Bob', status: 'paid', total: '20.00' }]);
    // ON DELETE SET NULL from orders to customers, ON DELETE CASCADE from customers to orders
    await knex!('orders').where({ id: o1.id }).delete();
    expect((await knex!('customers').where({ id: ada.id }).first()).last_order_id).toBeNull();
    await knex!('customers').where({ id: bob.id }).delete();
    expect(await knex!('orders').count({ n: '*' })).toEqual([{ n: '0' }]);
    expectFileOk();
  });

  mustHold('knex-enum-fk-3 migrate.down drops the keys again (more rebuilds), checks still hold', async () => {
    const [, undone] = await knex!.migrate.down({ directory: dir, loadExtensions: ['.cjs'] });
    expect(undone).toEqual(['002_keys.cjs']);
    expect(await sqlstate(knex!('orders').insert({ customer_id: 999, status: 'lost' }))).toBe('23514');
    await knex!('orders').insert({ customer_id: 999, status: 'shipped' });
    expect(await knex!('orders').where({ status: 'shipped' }).count({ n: '*' })).toEqual([{ n: '1' }]);
    expectFileOk();
  });
});
