// Knex against pgsqlite: migrations (migrate.latest), inserts with returning, a join, a
// transaction. Start a server first (`npx pgsqlite`), then `npm start`.
import knexFactory from 'knex';
import config from './knexfile.mjs';

const knex = knexFactory(config);

const [batch, applied] = await knex.migrate.latest();
console.log(`migrations: batch ${batch}, applied ${applied.length}`);

await knex.transaction(async (trx) => {
  const [ada] = await trx('authors').insert({ name: `Ada ${Date.now()}` }).returning(['id', 'role']);
  await trx('books').insert([
    { author_id: ada.id, title: 'Notes on the Engine', price: '12.50', meta: { pages: 66 } },
    { author_id: ada.id, title: 'Sketch', price: null, meta: null },
  ]);
});

const rows = await knex('books')
  .join('authors', 'authors.id', 'books.author_id')
  .select('authors.name', 'books.title', 'books.price')
  .orderBy('books.id', 'desc')
  .limit(2);
console.log('latest books:', rows);

const [{ count }] = await knex('books').count({ count: '*' });
console.log('books:', Number(count));

await knex.destroy();
console.log('knex example: ok');
