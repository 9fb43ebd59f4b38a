// Kysely against pgsqlite: the schema builder, queries, a transaction, ON CONFLICT.
// Start a server first (`npx pgsqlite`), then `npm start`.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

const db = new Kysely({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', max: 4 }) }),
});

// The schema, made with Kysely's schema builder. (Kysely's Migrator does not run on pgsqlite yet:
// its PostgreSQL lock query calls set_config() inside a WITH query, which pgsqlite refuses with
// 0A000; run these builders from your own migration runner meanwhile.)
await db.schema
  .createTable('person')
  .ifNotExists()
  .addColumn('id', 'serial', (c) => c.primaryKey())
  .addColumn('email', 'text', (c) => c.notNull().unique())
  .addColumn('first_name', 'text', (c) => c.notNull())
  .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
  .execute();
await db.schema
  .createTable('pet')
  .ifNotExists()
  .addColumn('id', 'serial', (c) => c.primaryKey())
  .addColumn('owner_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
  .addColumn('name', 'text', (c) => c.notNull())
  .addColumn('species', 'text', (c) => c.notNull())
  .execute();
await db.schema.createIndex('pet_owner_idx').ifNotExists().on('pet').column('owner_id').execute();

await db.transaction().execute(async (trx) => {
  const person = await trx
    .insertInto('person')
    .values({ email: 'jennifer@example.com', first_name: 'Jennifer' })
    .onConflict((oc) => oc.column('email').doUpdateSet({ first_name: 'Jennifer' }))
    .returning(['id'])
    .executeTakeFirstOrThrow();
  await trx.insertInto('pet').values([
    { owner_id: person.id, name: 'Catto', species: 'cat' },
    { owner_id: person.id, name: 'Doggo', species: 'dog' },
  ]).execute();
});

const pets = await db
  .selectFrom('pet')
  .innerJoin('person', 'person.id', 'pet.owner_id')
  .select(['person.first_name', 'pet.name', 'pet.species'])
  .where('pet.species', '=', 'cat')
  .orderBy('pet.id')
  .execute();
console.log('cats:', pets);

const { count } = await db.selectFrom('pet').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
console.log('pets:', Number(count));

await db.destroy();
console.log('kysely example: ok');
